import {
  assessConformance,
  type Conformance,
  type CriterionFindings,
  type ManualResult,
  type ProfileId,
  type ScanEvidence,
} from '@klarsicht/report';
import { profileRules } from '@klarsicht/rules';
import type { Executor } from '../platform/db/database.js';
import type { Language } from '../platform/i18n/language.js';
import type { ScanRow } from '../scans/index.js';
import { listReviewsOfSite, reviewCovering } from '../scans/index.js';
import {
  type CriterionResultRow,
  criterionFindingsOfScan,
  latestSucceededScanOfSite,
  listCriterionResults,
} from './conformance-repo.js';

export type ScanFindingRow = Awaited<ReturnType<typeof criterionFindingsOfScan>>[number];

/** A site's conformance as its owner sees it: the last scan, the verdicts, the findings behind them. */
export interface SiteConformanceState {
  conformance: Conformance;
  scan: ScanRow | undefined;
  /** The last scan's violations and needs-review findings not yet marked as checked. */
  findings: ScanFindingRow[];
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

/** Rules and elements per criterion over findings (a rule counts once, its elements on every page). */
export function findingsByCriterion(rows: readonly ScanFindingRow[]): Map<string, CriterionFindings> {
  const byCriterion = new Map<string, { rules: Set<string>; elements: number }>();
  for (const row of rows) {
    for (const { id } of row.wcag) {
      const entry = byCriterion.get(id) ?? { rules: new Set<string>(), elements: 0 };
      entry.rules.add(row.ruleId);
      entry.elements += row.nodeCount;
      byCriterion.set(id, entry);
    }
  }
  return new Map(
    [...byCriterion].map(([id, entry]) => [id, { rules: [...entry.rules].sort(), elements: entry.elements }]),
  );
}

/**
 * The site's conformance for its owner, judged on `scan` (a report's own scan), else on the owner's
 * last finished scan of the site.
 */
export async function loadSiteConformance(
  db: Executor,
  owner: { organisationId: string; site: string; profile: ProfileId },
  language: Language,
  judgedOn?: ScanRow,
): Promise<SiteConformanceState> {
  const [scan, results, reviews] = await Promise.all([
    judgedOn ?? latestSucceededScanOfSite(db, owner.organisationId, owner.site),
    listCriterionResults(db, owner.organisationId, owner.site),
    listReviewsOfSite(db, owner.organisationId, owner.site),
  ]);
  const findings = scan
    ? (await criterionFindingsOfScan(db, scan.id)).filter(
        (row) => row.category === 'violations' || reviewCovering(row, reviews) === null,
      )
    : [];
  const evidence: ScanEvidence | null = scan
    ? {
        violations: findingsByCriterion(findings.filter((row) => row.category === 'violations')),
        needsReview: findingsByCriterion(findings.filter((row) => row.category === 'incomplete')),
      }
    : null;
  const conformance = assessConformance({
    profile: owner.profile,
    rules: profileRules(owner.profile, language),
    scan: evidence,
    manual: results.map(toManualResult),
  });
  return { conformance, scan, findings };
}
