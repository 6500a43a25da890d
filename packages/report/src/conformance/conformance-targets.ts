import { EN301549_EDITIONS } from '../en301549/editions.js';
import type { En301549Clause, En301549Version } from '../en301549/types.js';
import type { ProfileId, WcagLevel } from '../report-types.js';
import { WCAG_CRITERIA, WCAG_CRITERIA_BY_ID, type WcagCriterion } from '../wcag-criteria.js';

/** The WCAG version and highest level a profile tests against: what its conformance claim can cover. */
export interface ConformanceTarget {
  wcagVersion: '2.1' | '2.2';
  level: Exclude<WcagLevel, 'A'>;
  /**
   * The EN 301 549 edition the claim follows as a whole (decision 031): its chapter 9 decides the
   * WCAG criteria, and its other requirements join the table. Null: a claim of WCAG alone.
   */
  en301549: En301549Version | null;
}

/** The edition BFSG reports follow: V3.2.1, harmonised by Implementing Decision (EU) 2021/1339. */
const BFSG_EDITION: En301549Version = '3.2.1';

export const CONFORMANCE_TARGETS: Readonly<Record<ProfileId, ConformanceTarget>> = {
  wcag21aa: { wcagVersion: '2.1', level: 'AA', en301549: null },
  bfsg: { wcagVersion: EN301549_EDITIONS[BFSG_EDITION].wcagVersion, level: 'AA', en301549: BFSG_EDITION },
  wcag22aa: { wcagVersion: '2.2', level: 'AA', en301549: null },
  wcag22aaa: { wcagVersion: '2.2', level: 'AAA', en301549: null },
};

const LEVELS_UP_TO: Record<ConformanceTarget['level'], readonly WcagLevel[]> = {
  AA: ['A', 'AA'],
  AAA: ['A', 'AA', 'AAA'],
};

/**
 * The success criteria a conformance claim covers, in document order: those chapter 9 of its
 * EN 301 549 edition applies, else WCAG's at the level (WCAG 2.1 has no 2.2 criteria and keeps
 * 4.1.1 Parsing; WCAG 2.2 dropped 4.1.1).
 */
export function criteriaOfTarget(target: ConformanceTarget): WcagCriterion[] {
  if (target.en301549) {
    return EN301549_EDITIONS[target.en301549].clauses
      .filter((clause) => clause.chapter === 9 && clause.wcag)
      .map((clause) => WCAG_CRITERIA_BY_ID.get(clause.wcag!)!);
  }
  const { wcagVersion, level } = target;
  return WCAG_CRITERIA.filter(
    (criterion) =>
      LEVELS_UP_TO[level].includes(criterion.level) &&
      (wcagVersion === '2.2' ? !criterion.obsoleteInWcag22 : criterion.version !== '2.2'),
  );
}

export function criteriaOfProfile(profile: ProfileId): WcagCriterion[] {
  return criteriaOfTarget(CONFORMANCE_TARGETS[profile]);
}

/** The EN 301 549 requirements outside chapter 9 a claim covers (none for a claim of WCAG alone). */
export function clausesOfTarget(target: ConformanceTarget): En301549Clause[] {
  if (!target.en301549) return [];
  return EN301549_EDITIONS[target.en301549].clauses.filter((clause) => clause.chapter !== 9);
}
