import type { BrowserCheckFamily } from '../browser-check-family.js';
import { gatherAriaNames } from './gather-aria-names.js';

/** Named elements judged per page. */
const MAX_ELEMENTS = 2_000;

export const ARIA_CHECKS: BrowserCheckFamily<'aria-names'> = {
  name: 'aria',
  timeoutMs: 3_000,
  gather: (page) => page.evaluate(gatherAriaNames, MAX_ELEMENTS),
  artifact: 'aria-names',
};
