import type { ProfileId } from '../report-types.js';
import type { WcagCriterion } from '../wcag-criteria.js';
import { criteriaOfProfile } from './conformance-targets.js';

/*
 * Conformance in WCAG's own terms, per success criterion of a profile. Automated checks can only
 * find failures: "none found" is never "conforms". A criterion conforms only when a person passed it
 * and no scan since found a violation; it does not conform when a scan found a violation or a
 * person failed it; everything else is "not yet tested".
 */

/** What the automated checks say about a criterion in the site's last scan. */
export const AUTOMATED_RESULTS = ['violations', 'none-found', 'not-automatable', 'not-scanned'] as const;
export type AutomatedResult = (typeof AUTOMATED_RESULTS)[number];

/** A person's verdict on a criterion. */
export const MANUAL_OUTCOMES = ['passed', 'failed', 'not-applicable'] as const;
export type ManualOutcome = (typeof MANUAL_OUTCOMES)[number];

export const CONFORMANCE_STATUSES = ['conforms', 'does-not-conform', 'not-applicable', 'not-tested'] as const;
export type ConformanceStatus = (typeof CONFORMANCE_STATUSES)[number];

/**
 * The site as a whole, in the terms of the EU model accessibility statement (Implementing Decision
 * (EU) 2018/1523): fully, partially or not conformant, or not yet evaluated while criteria are open
 * and none has failed.
 */
export const OVERALL_CONFORMANCE = ['full', 'partial', 'none', 'not-evaluated'] as const;
export type OverallConformance = (typeof OVERALL_CONFORMANCE)[number];

export interface ManualResult {
  criterionId: string;
  outcome: ManualOutcome;
  note: string | null;
  decidedAt: string;
  /** Set when a later scan found a violation of a criterion a person had passed: it must be decided again. */
  reopenedAt: string | null;
}

/** Rules and affected elements of one kind of finding for a criterion. */
export interface CriterionFindings {
  rules: readonly string[];
  elements: number;
  /**
   * Every issue behind these violations is accepted by the site's owner (decision 029): not
   * conformant, and what the statement lists as non-accessible content with its reason.
   */
  accepted?: boolean;
}

/** What the site's last scan found, per criterion id. */
export interface ScanEvidence {
  violations: ReadonlyMap<string, CriterionFindings>;
  /** Needs-review findings the owner has not yet marked as checked. */
  needsReview: ReadonlyMap<string, CriterionFindings>;
}

export interface CriterionConformance {
  criterion: WcagCriterion;
  /** The profile's rules that test the criterion (none: not automatable). */
  rules: readonly string[];
  automated: AutomatedResult;
  violations: CriterionFindings;
  needsReview: CriterionFindings;
  manual: ManualResult | null;
  status: ConformanceStatus;
}

/**
 * How far the evaluation has come, counted by who decided: a statement must not credit a person
 * with what the automated test found, nor the test with what only a person can judge.
 */
export interface ConformanceProgress {
  /** Criteria with a status other than "not yet tested": byPerson + byScan. */
  decided: number;
  /** Decided by a person's verdict that still stands (recorded by hand, not reopened by a later scan). */
  byPerson: number;
  /** Decided by the automated test alone: violations found and no standing verdict of a person. */
  byScan: number;
  /** Not yet tested: neither a standing verdict nor a violation found. */
  untested: number;
  total: number;
}

export interface Conformance {
  profile: ProfileId;
  criteria: CriterionConformance[];
  progress: ConformanceProgress;
  overall: OverallConformance;
}

export interface ConformanceInput {
  profile: ProfileId;
  /** The profile's rules with the criteria each tests. */
  rules: ReadonlyArray<{ id: string; wcag: ReadonlyArray<{ id: string }> }>;
  /** Null while the site has no finished scan. */
  scan: ScanEvidence | null;
  manual: readonly ManualResult[];
}

const NOTHING: CriterionFindings = { rules: [], elements: 0 };

/** Who decided the criterion's status: a person, the automated test alone, or nobody yet. */
export function decidedBy(row: Pick<CriterionConformance, 'status' | 'manual'>): 'person' | 'scan' | null {
  if (row.status === 'not-tested') return null;
  if (row.status !== 'does-not-conform') return 'person';
  // A failure is the person's when they failed it; a pass of theirs that a scan contradicts is not.
  return row.manual?.outcome === 'failed' && row.manual.reopenedAt === null ? 'person' : 'scan';
}

/** The progress of an evaluation, from its criteria. */
export function conformanceProgress(
  criteria: ReadonlyArray<Pick<CriterionConformance, 'status' | 'manual'>>,
): ConformanceProgress {
  const deciders = criteria.map(decidedBy);
  const byPerson = deciders.filter((decider) => decider === 'person').length;
  const byScan = deciders.filter((decider) => decider === 'scan').length;
  return {
    decided: byPerson + byScan,
    byPerson,
    byScan,
    untested: criteria.length - byPerson - byScan,
    total: criteria.length,
  };
}

function statusOf(automated: AutomatedResult, manual: ManualResult | null): ConformanceStatus {
  if (automated === 'violations' || manual?.outcome === 'failed') return 'does-not-conform';
  if (!manual || manual.reopenedAt !== null) return 'not-tested';
  return manual.outcome === 'passed' ? 'conforms' : 'not-applicable';
}

/** The overall verdict: not conformant once more than half of the applicable criteria fail. */
export function overallConformance(statuses: readonly ConformanceStatus[]): OverallConformance {
  const count = (status: ConformanceStatus) => statuses.filter((candidate) => candidate === status).length;
  const failing = count('does-not-conform');
  const applicable = statuses.length - count('not-applicable');
  if (failing > 0) return failing * 2 > applicable ? 'none' : 'partial';
  return count('not-tested') > 0 ? 'not-evaluated' : 'full';
}

export function assessConformance(input: ConformanceInput): Conformance {
  const rulesByCriterion = new Map<string, string[]>();
  for (const rule of input.rules) {
    for (const { id } of rule.wcag) rulesByCriterion.set(id, [...(rulesByCriterion.get(id) ?? []), rule.id]);
  }
  const manualByCriterion = new Map(input.manual.map((result) => [result.criterionId, result]));
  const criteria = criteriaOfProfile(input.profile).map((criterion): CriterionConformance => {
    const rules = rulesByCriterion.get(criterion.id) ?? [];
    const violations = input.scan?.violations.get(criterion.id) ?? NOTHING;
    const automated: AutomatedResult =
      rules.length === 0
        ? 'not-automatable'
        : !input.scan
          ? 'not-scanned'
          : violations.rules.length > 0
            ? 'violations'
            : 'none-found';
    const manual = manualByCriterion.get(criterion.id) ?? null;
    return {
      criterion,
      rules,
      automated,
      violations,
      needsReview: input.scan?.needsReview.get(criterion.id) ?? NOTHING,
      manual,
      status: statusOf(automated, manual),
    };
  });
  const statuses = criteria.map((row) => row.status);
  return {
    profile: input.profile,
    criteria,
    progress: conformanceProgress(criteria),
    overall: overallConformance(statuses),
  };
}
