import { clauseApplies } from '../en301549/editions.js';
import type {
  ApplicabilityAnswers,
  ApplicabilityQuestion,
  En301549Clause,
  En301549Version,
} from '../en301549/types.js';
import type { ProfileId } from '../report-types.js';
import type { WcagCriterion } from '../wcag-criteria.js';
import { CONFORMANCE_TARGETS, clausesOfTarget, criteriaOfTarget } from './conformance-targets.js';

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

/**
 * What the site's last scan found, per requirement: a WCAG criterion by its id ("1.1.1"), an
 * EN 301 549 requirement outside chapter 9 by its clause ("10.1.3.1", "12.2.2"); the two never share
 * an id.
 */
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

/** An EN 301 549 requirement outside chapter 9 (decision 031), judged as a criterion is. */
export interface ClauseConformance extends Omit<CriterionConformance, 'criterion'> {
  clause: En301549Clause;
  /** The question the site's owner answered "no", which makes the requirement not apply; null: it applies. */
  notApplicableBecause: ApplicabilityQuestion | null;
}

export interface Conformance {
  profile: ProfileId;
  /** The EN 301 549 edition the claim follows as a whole; null for a claim of WCAG alone. */
  en301549: En301549Version | null;
  criteria: CriterionConformance[];
  /** The edition's requirements outside chapter 9, in document order (none without an edition). */
  clauses: ClauseConformance[];
  progress: ConformanceProgress;
  overall: OverallConformance;
}

export interface ConformanceInput {
  profile: ProfileId;
  /** The profile's rules with the criteria and EN 301 549 clauses each tests. */
  rules: ReadonlyArray<{ id: string; wcag: ReadonlyArray<{ id: string }>; en301549?: readonly string[] }>;
  /** Null while the site has no finished scan. */
  scan: ScanEvidence | null;
  manual: readonly ManualResult[];
  /** The site's answers to the applicability questions (none: every requirement applies). */
  answers?: ApplicabilityAnswers;
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
  const rulesByRequirement = new Map<string, string[]>();
  const addRule = (requirement: string, rule: string) =>
    rulesByRequirement.set(requirement, [...(rulesByRequirement.get(requirement) ?? []), rule]);
  const target = CONFORMANCE_TARGETS[input.profile];
  for (const rule of input.rules) {
    // A document's rule tests its clause 10 and, as the site offers the document, the criterion too.
    for (const { id } of rule.wcag) addRule(id, rule.id);
    if (target.en301549)
      for (const clause of rule.en301549 ?? []) if (!clause.startsWith('9.')) addRule(clause, rule.id);
  }
  const manualByRequirement = new Map(input.manual.map((result) => [result.criterionId, result]));
  const judge = (id: string) => {
    const rules = rulesByRequirement.get(id) ?? [];
    const violations = input.scan?.violations.get(id) ?? NOTHING;
    const automated: AutomatedResult =
      rules.length === 0
        ? 'not-automatable'
        : !input.scan
          ? 'not-scanned'
          : violations.rules.length > 0
            ? 'violations'
            : 'none-found';
    const manual = manualByRequirement.get(id) ?? null;
    return {
      rules,
      automated,
      violations,
      needsReview: input.scan?.needsReview.get(id) ?? NOTHING,
      manual,
      status: statusOf(automated, manual),
    };
  };
  const criteria = criteriaOfTarget(target).map(
    (criterion): CriterionConformance => ({ criterion, ...judge(criterion.id) }),
  );
  const clauses = clausesOfTarget(target).map((clause): ClauseConformance => {
    const { question } = clauseApplies(clause, input.answers ?? {});
    const row = judge(clause.id);
    // An answer that the service offers nothing of the kind decides, whatever was found or judged before.
    return {
      clause,
      notApplicableBecause: question,
      ...row,
      status: question ? 'not-applicable' : row.status,
    };
  });
  const rows = [...criteria, ...clauses];
  return {
    profile: input.profile,
    en301549: target.en301549,
    criteria,
    clauses,
    progress: conformanceProgress(rows),
    overall: overallConformance(rows.map((row) => row.status)),
  };
}
