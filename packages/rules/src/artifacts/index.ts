import type { AriaNameFacts } from './aria-names.js';
import type { ClickFacts } from './click-handlers.js';
import type { ContentFacts } from './content.js';
import type { FocusFacts } from './focus.js';
import type { KeyboardFacts } from './keyboard.js';
import type { LanguageFacts } from './language.js';
import type { LayoutFacts } from './layout.js';
import type { MediaFacts } from './media.js';
import type { PageFacts } from './page-facts.js';
import type { PdfFacts } from './pdf.js';
import type { QualwebFacts } from './qualweb.js';

export type * from './aria-names.js';
export type * from './click-handlers.js';
export type * from './content.js';
export type * from './focus.js';
export type * from './keyboard.js';
export type * from './language.js';
export type * from './layout.js';
export type * from './media.js';
export type * from './page-facts.js';
export type * from './pdf.js';
export type * from './qualweb.js';

/**
 * What the gatherers read, by name: each once per page (or per document, for "pdf"), in the engine,
 * for every rule whose `artifact` names it. Plain JSON, so it crosses from the page to Node
 * unchanged. The engine owns the gatherers; the rules own the shapes they read.
 */
export interface Artifacts {
  /** The page's links, headings, title and language (what the BFSG checks look for). */
  'page-facts': PageFacts;
  'aria-names': AriaNameFacts;
  content: ContentFacts;
  'click-handlers': ClickFacts;
  language: LanguageFacts;
  media: MediaFacts;
  /** The walk through the page with Tab, Shift+Tab and Escape. */
  keyboard: KeyboardFacts;
  focus: FocusFacts;
  /** The page zoomed to 200 %, with WCAG's text spacing and 320 CSS px wide. */
  layout: LayoutFacts;
  qualweb: QualwebFacts;
  pdf: PdfFacts;
}
