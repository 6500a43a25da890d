import type { ConformanceStatus, ManualOutcome } from '../conformance/conformance.js';

/*
 * The conformance levels of an Accessibility Conformance Report, by the ids of the VPAT® terms as
 * GSA's OpenACR catalogs spell them (catalog/data/terms.yaml), so that an OpenACR file needs no
 * mapping.
 */

export const ACR_LEVELS = [
  'supports',
  'partially-supports',
  'does-not-support',
  'not-applicable',
  'not-evaluated',
] as const;
export type AcrLevel = (typeof ACR_LEVELS)[number];

/** What decides a row's level: the conformance table's row and how widely the last scan found it violated. */
export interface AcrLevelEvidence {
  status: ConformanceStatus;
  manual: { outcome: ManualOutcome } | null;
  /** Pages of the last scan with a violation of the requirement. */
  violatedPages: number;
}

/**
 * A row's level from the conformance table. The table already says whether a person's verdict
 * stands, so a pass is "supports" only when no later scan contradicted it. A failure is the
 * majority of the product (VPAT's "does not support") when a person judged it so, or when the scan
 * found it on more than half of the pages it checked; a failure on fewer pages is "partially
 * supports". "Not tested" is "not evaluated": automated checks that found nothing prove nothing.
 */
export function acrLevel(row: AcrLevelEvidence, scannedPages: number): AcrLevel {
  switch (row.status) {
    case 'conforms':
      return 'supports';
    case 'not-applicable':
      return 'not-applicable';
    case 'not-tested':
      return 'not-evaluated';
    case 'does-not-conform':
      return row.manual?.outcome === 'failed' || row.violatedPages * 2 > scannedPages
        ? 'does-not-support'
        : 'partially-supports';
  }
}
