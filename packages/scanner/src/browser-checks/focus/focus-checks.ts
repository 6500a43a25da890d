import type { BrowserCheckFamily } from '../browser-check-family.js';
import { gatherFocusIndicators } from './gather-focus.js';

/** Elements of the focus order judged per page; the rest get one needs-review note. */
const MAX_ELEMENTS = 200;

export const FOCUS_CHECKS: BrowserCheckFamily<'focus'> = {
  name: 'focus',
  timeoutMs: 5_000,
  gather: (page) => page.evaluate(gatherFocusIndicators, MAX_ELEMENTS),
  artifact: 'focus',
};
