import {
  IMPACTS,
  REPORT_PRINCIPLES,
  REPORT_VERSION,
  type ReportPrinciple,
  type ReportRule,
  type ScanReportDocument,
} from '@klarsicht/contracts';
import { principleOf } from '@klarsicht/report';
import type { Database } from '../db/database.js';
import { type FindingRow, listFindings, listPages } from '../db/results-repo.js';
import type { ScanRow } from '../db/scans-repo.js';
import type { Language } from '../i18n/language.js';
import { localizedNodes, ruleTexts, toPageView, toScanView } from '../scan-records/views.js';

/** Reads a finished scan's results and shapes them into the report (JSON v1), which CSV and PDF render. */

// The findings query pages; a site scan of 50 pages holds a few thousand rows.
const FINDINGS_BATCH = 1000;

async function allFindings(
  db: Database,
  scanId: string,
  category: 'violations' | 'incomplete',
): Promise<FindingRow[]> {
  const rows: FindingRow[] = [];
  for (;;) {
    const batch = await listFindings(
      db.orm,
      scanId,
      { category },
      { limit: FINDINGS_BATCH, offset: rows.length },
    );
    rows.push(...batch.items);
    if (batch.items.length === 0 || rows.length >= batch.total) return rows;
  }
}

/** Findings (rule × page) grouped by rule, in the repository's order (most severe first), pages in report order. */
export function groupByRule(
  rows: readonly FindingRow[],
  pagePosition: ReadonlyMap<number, number>,
  language: Language,
): ReportRule[] {
  const rules = new Map<string, ReportRule & { positions: number[] }>();
  for (const row of rows) {
    let rule = rules.get(row.ruleId);
    if (!rule) {
      rule = {
        ruleId: row.ruleId,
        source: row.source,
        impact: row.impact,
        principle: principleOf(row.wcag.map((criterion) => criterion.id)),
        ...ruleTexts(row, language),
        nodeCount: 0,
        pages: [],
        positions: [],
      };
      rules.set(row.ruleId, rule);
    }
    rule.nodeCount += row.nodeCount;
    rule.pages.push({
      url: row.pageUrl,
      nodeCount: row.nodeCount,
      nodes: localizedNodes(row.nodes, language),
    });
    rule.positions.push(pagePosition.get(row.pageId) ?? Number.MAX_SAFE_INTEGER);
  }
  return [...rules.values()].map(({ positions, pages, ...rule }) => ({
    ...rule,
    pages: pages
      .map((page, index) => ({ page, position: positions[index] ?? 0 }))
      .sort((a, b) => a.position - b.position)
      .map(({ page }) => page),
  }));
}

export async function buildScanReport(
  db: Database,
  scan: ScanRow,
  now: Date,
  language: Language,
): Promise<ScanReportDocument> {
  const [pageRows, violationRows, reviewRows] = await Promise.all([
    listPages(db.orm, scan.id),
    allFindings(db, scan.id, 'violations'),
    allFindings(db, scan.id, 'incomplete'),
  ]);
  const pagePosition = new Map(pageRows.map((page) => [page.id, page.position]));
  const violations = groupByRule(violationRows, pagePosition, language);
  const needsReview = groupByRule(reviewRows, pagePosition, language);
  const view = toScanView(scan);

  const violatedRulesByImpact = Object.fromEntries(IMPACTS.map((impact) => [impact, 0])) as Record<
    (typeof IMPACTS)[number],
    number
  >;
  const violatedRulesByPrinciple = Object.fromEntries(
    REPORT_PRINCIPLES.map((principle) => [principle, 0]),
  ) as Record<ReportPrinciple, number>;
  for (const rule of violations) {
    if (rule.impact) violatedRulesByImpact[rule.impact]++;
    violatedRulesByPrinciple[rule.principle]++;
  }
  const pagesFailed = pageRows.filter((page) => page.errorCode !== null).length;

  return {
    reportVersion: REPORT_VERSION,
    generatedAt: now.toISOString(),
    scan: {
      id: scan.id,
      url: scan.url,
      site: scan.site,
      profile: scan.profile,
      scope: scan.scope,
      status: scan.status,
      createdAt: view.createdAt,
      ...(view.startedAt ? { startedAt: view.startedAt } : {}),
      ...(view.finishedAt ? { finishedAt: view.finishedAt } : {}),
      ...(view.failure ? { failure: view.failure } : {}),
      ...(scan.engine ? { engine: scan.engine } : {}),
    },
    pages: pageRows.map(toPageView),
    summary: {
      pagesScanned: pageRows.length - pagesFailed,
      pagesFailed,
      findings: {
        violations: scan.violations,
        passes: scan.passes,
        incomplete: scan.incomplete,
        inapplicable: scan.inapplicable,
      },
      byImpact: view.summary.byImpact,
      violatedRules: violations.length,
      violatedRulesByImpact,
      violatedRulesByPrinciple,
      affectedNodes: violations.reduce((sum, rule) => sum + rule.nodeCount, 0),
      needsReviewRules: needsReview.length,
    },
    violations,
    needsReview,
  };
}
