import {
  IMPACTS,
  type NamedPageStateView,
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
  toNamedPageState,
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
  // Per issue: the index of the rule's page it last got, so that a page counts once however many of
  // its nodes are the issue's, and a flow's state at a crawled page's address counts as its own page.
  const found = new Map<
    number,
    { entry: ReportIssue; states: Array<NamedPageStateView | null>; last: number }
  >();
  rule.pages.forEach((page, pageIndex) => {
    const keys = nodeKeys[pageIndex] ?? [];
    const nodes = page.nodes.length > 0 ? page.nodes : [undefined];
    nodes.forEach((node, nodeIndex) => {
      const issue = issues.get(keys[nodeIndex] ?? '');
      if (!issue) return;
      let seen = found.get(issue.id);
      if (!seen) {
        const decided = statuses.get(issue.issueKey);
        seen = {
          entry: {
            id: issue.issueKey.slice(0, 12),
            ...(node ? { element: node } : {}),
            pageCount: issue.pageCount,
            pages: [],
            ...(decided ? { decision: toReportDecision(decided) } : {}),
          },
          states: [],
          last: -1,
        };
        found.set(issue.id, seen);
      }
      if (seen.last === pageIndex) return;
      seen.last = pageIndex;
      seen.entry.pages.push(page.url);
      seen.states.push(page.state ?? null);
    });
  });
  return [...found.values()]
    .map(({ entry, states }) =>
      states.some((state) => state !== null) ? { ...entry, pageStates: states } : entry,
    )
    .sort((a, b) => b.pageCount - a.pageCount);
}

/** Where a stored page stands in the report, and the state a site flow brought it into. */
export interface ReportPageFacts {
  position: number;
  state?: NamedPageStateView;
}

/**
 * Findings (rule × page) grouped by rule, in the repository's order (most severe first), pages in
 * report order, each rule with its distinct issues.
 */
export function groupByRule(
  rows: readonly FindingRow[],
  pageFacts: ReadonlyMap<number, ReportPageFacts>,
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
    const facts = pageFacts.get(row.pageId);
    rule.pages.push({
      url: row.pageUrl,
      ...(facts?.state ? { state: facts.state } : {}),
      nodeCount: row.nodeCount,
      nodes: localizedNodes(row.nodes, language),
    });
    rule.positions.push(facts?.position ?? Number.MAX_SAFE_INTEGER);
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
  // A flow's state is named with the flow's name then: the report has no list of the scan's flows.
  const stateOf = (page: (typeof pageRows)[number]) =>
    page.state ? toNamedPageState(page.state, scan.flowRuns, language) : undefined;
  const pageFacts = new Map<number, ReportPageFacts>(
    pageRows.map((page) => {
      const state = stateOf(page);
      return [page.id, { position: page.position, ...(state ? { state } : {}) }];
    }),
  );
  const violations = groupByRule(violationRows, pageFacts, language, violationIssues, statuses);
  const needsReview = groupByRule(reviewRows, pageFacts, language, reviewIssues, statuses);
  // Best practices are listed by rule and page; issues across pages are kept for what WCAG requires.
  const bestPractices = groupByRule(bestPracticeRows, pageFacts, language, []);
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
    // pageViewsOf keeps the rows' order: the state named beside the page view's bare one.
    pages: (await pageViewsOf(db.orm, scan.id, pageRows)).map(({ state: _bare, ...page }, index) => {
      const state = pageFacts.get(pageRows[index]?.id ?? -1)?.state;
      return state ? { ...page, state } : page;
    }),
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
