import type { ProfileId, WcagLevel } from '../report-types.js';
import { WCAG_CRITERIA, type WcagCriterion } from '../wcag-criteria.js';

/** The WCAG version and highest level a profile tests against: what its conformance claim can cover. */
export interface ConformanceTarget {
  wcagVersion: '2.1' | '2.2';
  level: Exclude<WcagLevel, 'A'>;
}

export const CONFORMANCE_TARGETS: Readonly<Record<ProfileId, ConformanceTarget>> = {
  wcag21aa: { wcagVersion: '2.1', level: 'AA' },
  // EN 301 549 V3.2.1 clause 9, which the BFSG reports cite, is WCAG 2.1 A and AA.
  bfsg: { wcagVersion: '2.1', level: 'AA' },
  wcag22aa: { wcagVersion: '2.2', level: 'AA' },
  wcag22aaa: { wcagVersion: '2.2', level: 'AAA' },
};

const LEVELS_UP_TO: Record<ConformanceTarget['level'], readonly WcagLevel[]> = {
  AA: ['A', 'AA'],
  AAA: ['A', 'AA', 'AAA'],
};

/**
 * The success criteria a conformance claim for the profile covers, in document order: WCAG 2.1
 * has no 2.2 criteria and keeps 4.1.1 Parsing; WCAG 2.2 dropped 4.1.1.
 */
export function criteriaOfProfile(profile: ProfileId): WcagCriterion[] {
  const { wcagVersion, level } = CONFORMANCE_TARGETS[profile];
  return WCAG_CRITERIA.filter(
    (criterion) =>
      LEVELS_UP_TO[level].includes(criterion.level) &&
      (wcagVersion === '2.2' ? !criterion.obsoleteInWcag22 : criterion.version !== '2.2'),
  );
}
