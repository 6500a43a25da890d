import type { BrowserCheckFamily } from '../browser-check-family.js';
import {
  abbreviationsRule,
  adjacentLinksRule,
  altFileNameRule,
  altRepeatsLinkRule,
  altTitleRule,
  justifiedTextRule,
  linkContextRule,
  linkPurposeRule,
  newWindowRule,
  pageTitleRule,
  smallTextRule,
} from './content-rules.js';
import { type ContentFacts, gatherContent } from './gather-content.js';

/** Links, images and justified blocks judged per page, each. */
const MAX_ELEMENTS = 1_000;

export const CONTENT_CHECKS: BrowserCheckFamily<ContentFacts> = {
  name: 'content',
  timeoutMs: 4_000,
  gather: (page) => page.evaluate(gatherContent, MAX_ELEMENTS),
  rules: [
    linkPurposeRule,
    linkContextRule,
    altFileNameRule,
    pageTitleRule,
    justifiedTextRule,
    newWindowRule,
    altRepeatsLinkRule,
    adjacentLinksRule,
    altTitleRule,
    smallTextRule,
    abbreviationsRule,
  ],
};
