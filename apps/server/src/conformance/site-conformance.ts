import {
  type AcceptedBarrier,
  type ApplicabilityAnswers,
  assessConformance,
  CONFORMANCE_TARGETS,
  type Conformance,
  type CriterionFindings,
  type ManualResult,
  type ProfileId,
  type SamplePage,
  type ScanEvidence,
} from '@klarsicht/report';
import { profileRules } from '@klarsicht/rules';
import type { Executor } from '../platform/db/database.js';
import type { Language } from '../platform/i18n/language.js';
import type { ScanRow } from '../scans/index.js';
import { listAllIssues, listReviewsOfSite, reviewCovering, statusesOfScan } from '../scans/index.js';
import {
  type CriterionResultRow,
  criterionFindingsOfScan,
  findApplicability,
  laterPageScansOfSite,
  latestSucceededScanOfSite,
  listCriterionResults,
} from './conformance-repo.js';
import { findSiteEvaluation } from './evaluation/evaluation-repo.js';

export type ScanFindingRow = Awaited<ReturnType<typeof criterionFindingsOfScan>>[number];

/** A site's conformance as its owner sees it: the last scan, the verdicts, the findings behind them. */
export interface SiteConformanceState {
  conformance: Conformance;
  scan: ScanRow | undefined;
  /** The last scan's violations and needs-review findings not yet marked as checked. */
  findings: ScanFindingRow[];
  /** The WCAG-EM sample the owner saved for the site (null: none yet). */
  sample: SamplePage[] | null;
  /** The site's answers to the applicability questions, and when they were last given (null: not yet). */
  answers: ApplicabilityAnswers;
  answeredAt: Date | null;
  /** Per requirement: why the owner accepted the issues of its violated rules (decision 029), each reason once. */
  acceptedByCriterion: Map<string, AcceptedBarrier[]>;
}

export function toManualResult(row: CriterionResultRow): ManualResult {
  return {
    criterionId: row.criterionId,
    outcome: row.outcome,
    note: row.note,
    decidedAt: row.decidedAt.toISOString(),
    reopenedAt: row.reopenedAt?.toISOString() ?? null,
  };
}

/**
 * The requirements a finding is evidence for under the profile's claim: its WCAG criteria (a PDF's
 * too: the site offers it), and under a claim that follows EN 301 549 the clauses outside chapter 9
 * its rule names (a document's clause 10, support services' 12.2).
 */
export function requirementsOfFinding(
  profile: ProfileId,
): (row: Pick<ScanFindingRow, 'ruleId' | 'wcag'>) => string[] {
  if (!CONFORMANCE_TARGETS[profile].en301549) return (row) => row.wcag.map(({ id }) => id);
  const clauses = new Map(
    profileRules(profile, 'en').map((rule) => [
      rule.id,
      rule.en301549.filter((clause) => !clause.startsWith('9.')),
    ]),
  );
  return (row) => [...row.wcag.map(({ id }) => id), ...(clauses.get(row.ruleId) ?? [])];
}

/**
 * Rules and elements per requirement over findings (a rule counts once, its elements on every
 * page); a requirement all of whose rules are in `acceptedRules` is marked accepted.
 */
export function findingsByRequirement(
  rows: readonly ScanFindingRow[],
  requirementsOf: (row: ScanFindingRow) => readonly string[],
  acceptedRules: ReadonlySet<string> = new Set(),
): Map<string, CriterionFindings> {
  const byRequirement = new Map<string, { rules: Set<string>; elements: number }>();
  for (const row of rows) {
    for (const id of requirementsOf(row)) {
      const entry = byRequirement.get(id) ?? { rules: new Set<string>(), elements: 0 };
      entry.rules.add(row.ruleId);
      entry.elements += row.nodeCount;
      byRequirement.set(id, entry);
    }
  }
  return new Map(
    [...byRequirement].map(([id, entry]) => {
      const rules = [...entry.rules].sort();
      const accepted = rules.length > 0 && rules.every((rule) => acceptedRules.has(rule));
      return [id, { rules, elements: entry.elements, ...(accepted ? { accepted } : {}) }];
    }),
  );
}

/**
 * The site's conformance for its owner, judged on `scan` (a report's own scan), else on the owner's
 * last finished site scan together with the pages checked on their own since (single-page checks,
 * states sent by a team's test or the browser extension): a barrier in the cart dialog that only a
 * person brought on screen counts against its criterion as one the crawl found.
 */
export async function loadSiteConformance(
  db: Executor,
  owner: { organisationId: string; site: string; profile: ProfileId },
  language: Language,
  judgedOn?: ScanRow,
): Promise<SiteConformanceState> {
  const [scan, results, reviews, applicability, evaluation] = await Promise.all([
    judgedOn ?? latestSucceededScanOfSite(db, owner.organisationId, owner.site),
    listCriterionResults(db, owner.organisationId, owner.site),
    listReviewsOfSite(db, owner.organisationId, owner.site),
    findApplicability(db, owner.organisationId, owner.site),
    findSiteEvaluation(db, owner.organisationId, owner.site),
  ]);
  const later = scan && !judgedOn && scan.scope === 'site' ? await laterPageScansOfSite(db, scan) : [];
  const judged = scan ? [scan, ...later] : [];
  const decided = judged.length > 0 ? await ruleDecisions(db, judged) : NO_RULE_DECISIONS;
  const rows = (await Promise.all(judged.map((one) => criterionFindingsOfScan(db, one.id)))).flat();
  const findings = rows.filter((row) =>
    row.category === 'violations'
      ? !decided.falseAlarms.has(row.ruleId)
      : reviewCovering(row, reviews) === null,
  );
  const requirementsOf = requirementsOfFinding(owner.profile);
  const evidence: ScanEvidence | null = scan
    ? {
        violations: findingsByRequirement(
          findings.filter((row) => row.category === 'violations'),
          requirementsOf,
          decided.accepted,
        ),
        needsReview: findingsByRequirement(
          findings.filter((row) => row.category === 'incomplete'),
          requirementsOf,
        ),
      }
    : null;
  const conformance = assessConformance({
    profile: owner.profile,
    rules: profileRules(owner.profile, language),
    scan: evidence,
    manual: results.map(toManualResult),
    answers: applicability?.answers ?? {},
  });
  return {
    conformance,
    scan,
    findings,
    answers: applicability?.answers ?? {},
    sample: evaluation?.sample ?? null,
    answeredAt: applicability?.answeredAt ?? null,
    acceptedByCriterion: acceptedByRequirement(findings, requirementsOf, decided.reasons),
  };
}

/** The reasons accepted for each requirement's violated rules, each once, in a stable order. */
function acceptedByRequirement(
  findings: readonly ScanFindingRow[],
  requirementsOf: (row: ScanFindingRow) => readonly string[],
  reasons: ReadonlyMap<string, AcceptedBarrier[]>,
): Map<string, AcceptedBarrier[]> {
  const byCriterion = new Map<string, Map<string, AcceptedBarrier>>();
  for (const row of findings) {
    if (row.category !== 'violations') continue;
    for (const reason of reasons.get(row.ruleId) ?? []) {
      for (const id of requirementsOf(row)) {
        const entry = byCriterion.get(id) ?? new Map<string, AcceptedBarrier>();
        entry.set(JSON.stringify(reason), reason);
        byCriterion.set(id, entry);
      }
    }
  }
  return new Map(
    [...byCriterion].map(([id, entries]) => [
      id,
      [...entries].sort(([a], [b]) => a.localeCompare(b)).map(([, reason]) => reason),
    ]),
  );
}

/**
 * The violated rules of the scan whose every issue the organisation decided (decision 029): those
 * whose issues are all false alarms (they prove nothing about a criterion), and those whose other
 * issues are all accepted.
 */
interface RuleDecisions {
  falseAlarms: Set<string>;
  accepted: Set<string>;
  /** Per rule: why its accepted issues are accepted. */
  reasons: Map<string, AcceptedBarrier[]>;
}

const NO_RULE_DECISIONS: RuleDecisions = { falseAlarms: new Set(), accepted: new Set(), reasons: new Map() };

async function ruleDecisions(db: Executor, judged: readonly ScanRow[]): Promise<RuleDecisions> {
  const falseAlarms = new Set<string>();
  const accepted = new Set<string>();
  const reasons = new Map<string, AcceptedBarrier[]>();
  const byRule = new Map<string, string[]>();
  // Each scan's decisions and issues are read at once: up to 51 scans, not one after another.
  const perScan = await Promise.all(
    judged.map(async (scan) =>
      Promise.all([statusesOfScan(db, scan), listAllIssues(db, scan.id, 'violations')]),
    ),
  );
  for (const [statuses, issues] of perScan) {
    for (const issue of issues) {
      const decided = statuses.get(issue.issueKey);
      byRule.set(issue.ruleId, [...(byRule.get(issue.ruleId) ?? []), decided?.status ?? 'open']);
      const decision = decided?.status === 'accepted' ? decided.decision : undefined;
      if (decision?.reason) {
        reasons.set(issue.ruleId, [
          ...(reasons.get(issue.ruleId) ?? []),
          {
            reason: decision.reason,
            ...(decision.reason === 'disproportionate_burden' && decision.assessedOn
              ? { assessedOn: decision.assessedOn }
              : {}),
            ...(decision.reason === 'planned' && decision.plannedOn ? { plannedOn: decision.plannedOn } : {}),
          },
        ]);
      }
    }
  }
  for (const [ruleId, ruleStatuses] of byRule) {
    const real = ruleStatuses.filter((status) => status !== 'false_positive');
    if (real.length === 0) falseAlarms.add(ruleId);
    else if (real.every((status) => status === 'accepted')) accepted.add(ruleId);
  }
  return { falseAlarms, accepted, reasons };
}
