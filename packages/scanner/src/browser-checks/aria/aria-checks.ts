import type { BrowserCheckFamily } from '../browser-check-family.js';
import { type AriaNameFacts, gatherAriaNames } from './gather-aria-names.js';
import { prohibitedNamingRule } from './prohibited-naming.js';

/** Named elements judged per page. */
const MAX_ELEMENTS = 2_000;

export const ARIA_CHECKS: BrowserCheckFamily<AriaNameFacts> = {
  name: 'aria',
  timeoutMs: 3_000,
  gather: (page) => page.evaluate(gatherAriaNames, MAX_ELEMENTS),
  rules: [prohibitedNamingRule],
};
