import type { FixGuide, FixGuides, Language } from '@klarsicht/report';
import { FIX_GUIDES_ARIA } from './fix-guides-aria.js';
import { FIX_GUIDES_BROWSER_CHECKS } from './fix-guides-browser-checks.js';
import { FIX_GUIDES_COMMON } from './fix-guides-common.js';
import { FIX_GUIDES_DOCUMENTS } from './fix-guides-documents.js';
import { FIX_GUIDES_MORE } from './fix-guides-more.js';
import { FIX_GUIDES_QUALWEB } from './fix-guides-qualweb.js';
import { FIX_GUIDES_STRUCTURE } from './fix-guides-structure.js';
import { FIX_GUIDES_WCAG22_AAA } from './fix-guides-wcag22-aaa.js';

/** Every rule's fix guide that exists so far. */
export const FIX_GUIDES: FixGuides = {
  ...FIX_GUIDES_COMMON,
  ...FIX_GUIDES_STRUCTURE,
  ...FIX_GUIDES_ARIA,
  ...FIX_GUIDES_MORE,
  ...FIX_GUIDES_WCAG22_AAA,
  ...FIX_GUIDES_BROWSER_CHECKS,
  ...FIX_GUIDES_QUALWEB,
  ...FIX_GUIDES_DOCUMENTS,
};

/** How to fix what the rule finds, in `language`; undefined for a rule without a guide. */
export function fixGuide(ruleId: string, language: Language): FixGuide | undefined {
  return FIX_GUIDES[ruleId]?.[language];
}
