import type { BrowserCheckFamily } from '../browser-check-family.js';
import { gatherContent } from './gather-content.js';

/** Links, images and justified blocks judged per page, each. */
const MAX_ELEMENTS = 1_000;

export const CONTENT_CHECKS: BrowserCheckFamily<'content'> = {
  name: 'content',
  timeoutMs: 4_000,
  gather: (page) => page.evaluate(gatherContent, MAX_ELEMENTS),
  artifact: 'content',
};
