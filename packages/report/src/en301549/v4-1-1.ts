import type { En301549Edition } from './types.js';
import { editionClauses, VOID_IN_DOCUMENTS_V3_2_1 } from './v3-2-1.js';

/**
 * EN 301 549 V4.1.1 as a readiness table, not a citation of the final text: it follows the
 * principle of the published drafts, that chapters 9 and 10 take the WCAG 2.2 A/AA criteria (so
 * 4.1.1 Parsing leaves, and 2.4.11, 2.5.7, 2.5.8, 3.2.6, 3.3.7 and 3.3.8 join), and keeps every
 * other clause and the void document clauses of V3.2.1. No profile uses it until the edition is
 * published; then its clause list is checked against the text and `published` set.
 */
export const EN301549_V4_1_1: En301549Edition = {
  version: '4.1.1',
  published: null,
  status: 'draft',
  wcagVersion: '2.2',
  clauses: editionClauses('2.2', VOID_IN_DOCUMENTS_V3_2_1),
};
