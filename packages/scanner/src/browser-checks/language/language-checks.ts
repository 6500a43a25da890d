import type { BrowserCheckFamily } from '../browser-check-family.js';
import { gatherText } from './gather-text.js';

/** Characters read per language scope: enough to judge, little to carry out of the page. */
const MAX_SCOPE_CHARS = 3_000;
/** Elements with a `lang` of their own judged per page. */
const MAX_PARTS = 100;

export const LANGUAGE_CHECKS: BrowserCheckFamily<'language'> = {
  name: 'language',
  gather: (page) => page.evaluate(gatherText, { maxChars: MAX_SCOPE_CHARS, maxParts: MAX_PARTS }),
  timeoutMs: 3_000,
  artifact: 'language',
};
