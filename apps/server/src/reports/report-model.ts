import {
  IMPACTS,
  REPORT_PRINCIPLES,
  REPORT_VERSION,
  type ReportIssue,
  type ReportPrinciple,
  type ReportRule,
  type ScanReportDocument,
} from '@klarsicht/contracts';
import { principleOf } from '@klarsicht/report';
import type { Database } from '../platform/db/database.js';
import type { Language } from '../platform/i18n/language.js';
import type { ScanRow } from '../scans/index.js';
import {
  countByStatus,
  type EffectiveDecision,
  type FindingRow,
  type IssueRow,
  keyOfStoredNode,
  listAllIssues,
  listFindings,
  listPages,
  localizedNodes,
  pageViewsOf,
  ruleTexts,
  statusesOfScan,
  toReportDecision,
  toScanView,
} from '../scans/index.js';

/** Reads a finished scan's results and shapes them into the report (JSON v1), which CSV and PDF render. */

// The findings query pages; a site scan of 50 pages holds a few thousand rows.
const FINDINGS_BATCH = 1000;

async function allFindings(
  db: Database,
  scanId: string,
  category: 'violations' | 'incomplete' | 'bestPractices',
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

/** A rule's issues from its pages (already in report order): each issue with the pages that show it. */
function issuesOfRule(
  rule: Omit<ReportRule, 'issues'>,
  nodeKeys: ReadonlyArray<readonly string[]>,
  issues: ReadonlyMap<string, IssueRow>,
  statuses: ReadonlyMap<string, EffectiveDecision>,
): ReportIssue[] {
  const found = new Map<number, ReportIssue>();
  rule.pages.forEach((page, pageIndex) => {
    const keys = nodeKeys[pageIndex] ?? [];
    const nodes = page.nodes.length > 0 ? page.nodes : [undefined];
    nodes.forEach((node, nodeIndex) => {
      const issue = issues.get(keys[nodeIndex] ?? '');
      if (!issue) return;
      let entry = found.get(issue.id);
      if (!entry) {
        const decided = statuses.get(issue.issueKey);
        entry = {
          id: issue.issueKey.slice(0, 12),
          ...(node ? { element: node } : {}),
          pageCount: issue.pageCount,
          pages: [],
          ...(decided ? { decision: toReportDecision(decided) } : {}),
        };
        found.set(issue.id, entry);
      }
      if (entry.pages.at(-1) !== page.url) entry.pages.push(page.url);
    });
  });
  return [...found.values()].sort((a, b) => b.pageCount - a.pageCount);
}

/**
 * Findings (rule × page) grouped by rule, in the repository's order (most severe first), pages in
 * report order, each rule with its distinct issues.
 */
export function groupByRule(
  rows: readonly FindingRow[],
  pagePosition: ReadonlyMap<number, number>,
  language: Language,
  issueRows: readonly IssueRow[],
  /** The organisation's decisions on the issues (decision 029), by issue key. */
  statuses: ReadonlyMap<string, EffectiveDecision> = new Map(),
): ReportRule[] {
  const issues = new Map(issueRows.map((issue) => [issue.issueKey, issue]));
  // Per page of a rule: its nodes' issue keys (which the nodes a reader gets no longer carry).
  const rules = new Map<string, Omit<ReportRule, 'issues'> & { positions: number[]; keys: string[][] }>();
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
        keys: [],
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
    rule.keys.push(
      row.nodes.length > 0
        ? row.nodes.map((node) => keyOfStoredNode(row.ruleId, node))
        : [keyOfStoredNode(row.ruleId, undefined)],
    );
  }
  return [...rules.values()].map(({ positions, pages, keys, ...rule }) => {
    const order = pages
      .map((page, index) => ({ page, keys: keys[index] ?? [], position: positions[index] ?? 0 }))
      .sort((a, b) => a.position - b.position);
    const ordered = { ...rule, pages: order.map(({ page }) => page) };
    return {
      ...ordered,
      issues: issuesOfRule(
        ordered,
        order.map(({ keys }) => keys),
        issues,
        statuses,
      ),
    };
  });
}

export async function buildScanReport(
  db: Database,
  scan: ScanRow,
  now: Date,
  language: Language,
): Promise<ScanReportDocument> {
  const [pageRows, violationRows, reviewRows, bestPracticeRows, violationIssues, reviewIssues, statuses] =
    await Promise.all([
      listPages(db.orm, scan.id),
      allFindings(db, scan.id, 'violations'),
      allFindings(db, scan.id, 'incomplete'),
      allFindings(db, scan.id, 'bestPractices'),
      listAllIssues(db.orm, scan.id, 'violations'),
      listAllIssues(db.orm, scan.id, 'incomplete'),
      statusesOfScan(db.orm, scan),
    ]);
  const pagePosition = new Map(pageRows.map((page) => [page.id, page.position]));
  const violations = groupByRule(violationRows, pagePosition, language, violationIssues, statuses);
  const needsReview = groupByRule(reviewRows, pagePosition, language, reviewIssues, statuses);
  // Best practices are listed by rule and page; issues across pages are kept for what WCAG requires.
  const bestPractices = groupByRule(bestPracticeRows, pagePosition, language, []);
  const view = toScanView(scan);

  const violatedRulesByImpact = Object.fromEntries(IMPACTS.map((impact) => [impact, 0])) as Record<
    (typeof IMPACTS)[number],
    number
  >;
  const violatedRulesByPrinciple = Object.fromEntries(
    REPORT_PRINCIPLES.map((principle) => [principle, 0]),
  ) as Record<ReportPrinciple, number>;
  const issuesByPrinciple = { ...violatedRulesByPrinciple };
  for (const rule of violations) {
    if (rule.impact) violatedRulesByImpact[rule.impact]++;
    violatedRulesByPrinciple[rule.principle]++;
    issuesByPrinciple[rule.principle] += rule.issues.length;
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
    pages: await pageViewsOf(db.orm, scan.id, pageRows),
    summary: {
      pagesScanned: pageRows.length - pagesFailed,
      pagesFailed,
      findings: {
        violations: scan.violations,
        passes: scan.passes,
        incomplete: scan.incomplete,
        inapplicable: scan.inapplicable,
        bestPractices: scan.bestPractices,
      },
      byImpact: view.summary.byImpact,
      issuesByImpact: view.counts.byImpact,
      issuesByPrinciple,
      violatedRules: violations.length,
      violatedRulesByImpact,
      violatedRulesByPrinciple,
      affectedNodes: violations.reduce((sum, rule) => sum + rule.nodeCount, 0),
      needsReviewRules: needsReview.length,
      issues: violationIssues.length,
      occurrences: violationIssues.reduce((sum, issue) => sum + issue.pageCount, 0),
      needsReviewIssues: reviewIssues.length,
      issuesByStatus: countByStatus(
        violationIssues.map((issue) => issue.issueKey),
        statuses,
      ),
    },
    violations,
    needsReview,
    bestPractices,
  };
}
