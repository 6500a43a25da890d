import type { IssueCategory } from '@klarsicht/contracts';
import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor, OrmTransaction } from '../../platform/db/database.js';
import {
  type FindingRow,
  findings,
  type StoredFindingNode,
  type StoredPageState,
  scanIssues,
  scanPages,
  scans,
} from '../schema.js';
import { ISSUE_KEY_LENGTH, issueKeyOf } from './issue-key.js';

/**
 * A scan's issues: one per rule and element (selector and HTML), with the number of pages that show
 * it. Findings stay one per rule and page; issues are derived from their nodes as pages are stored.
 */

export type IssueRow = typeof scanIssues.$inferSelect;

/**
 * What makes two nodes the same issue, in SQL so that storing and filtering by page agree: the key
 * the node was stored with (issueKeyOf, decision 029); for a finding about the whole page the same
 * key computed here (the SHA-256 of the rule id); for nodes stored before keys were, the old MD5 of
 * rule, selector and HTML, until the re-keying task has given them theirs.
 */
const ISSUE_KEY = `coalesce(n.node->>'issueKey',
  CASE WHEN n.node->>'selector' = '' AND n.node->>'html' = ''
    THEN encode(sha256(convert_to(f.rule_id, 'UTF8')), 'hex')
    ELSE md5(concat_ws(E'\\n', f.rule_id, length(n.node->>'selector'), n.node->>'selector', n.node->>'html')) END)`;

/**
 * The nodes of `findings f`; a finding about the whole page (no element, e.g. a missing
 * accessibility statement) counts as one node with an empty selector and HTML.
 */
const NODES = `jsonb_array_elements(CASE WHEN jsonb_array_length(f.nodes) = 0 THEN '[{"selector": "", "html": ""}]'::jsonb ELSE f.nodes END)`;

/**
 * Adds the issues of the findings matching `where` (over `findings f`), counting each page once:
 * a new issue is inserted, a known one gets the pages added. Each page must come here once, which
 * the caller's scan lock and the one-insert-per-page rule ensure.
 */
async function addIssues(tx: OrmTransaction, where: SQL): Promise<void> {
  await tx.execute(sql`
    INSERT INTO scan_issues (scan_id, category, rule_id, issue_key, impact_rank, selector, html, node, first_finding_id, page_count)
    SELECT o.scan_id, o.category, o.rule_id, o.issue_key, min(o.impact_rank),
           (array_agg(o.node->>'selector'))[1], (array_agg(o.node->>'html'))[1],
           (array_agg(o.node ORDER BY o.page_id, o.ordinality))[1],
           (array_agg(o.finding_id ORDER BY o.page_id, o.ordinality))[1],
           count(DISTINCT o.page_id)
    FROM (
      SELECT f.scan_id, f.category, f.rule_id, f.impact_rank, f.page_id, f.id AS finding_id,
             n.node, n.ordinality, ${sql.raw(ISSUE_KEY)} AS issue_key
      FROM findings f CROSS JOIN LATERAL ${sql.raw(NODES)} WITH ORDINALITY AS n(node, ordinality)
      WHERE f.category IN ('violations', 'incomplete') AND ${where}
    ) o
    GROUP BY o.scan_id, o.category, o.rule_id, o.issue_key
    ON CONFLICT (scan_id, category, issue_key) DO UPDATE
      SET page_count = scan_issues.page_count + EXCLUDED.page_count,
          impact_rank = least(scan_issues.impact_rank, EXCLUDED.impact_rank)`);
}

/** Adds the issues of freshly stored pages (in the transaction that stored them). */
export async function addIssuesOfPages(tx: OrmTransaction, pageIds: readonly number[]): Promise<void> {
  if (pageIds.length === 0) return;
  await addIssues(
    tx,
    sql`f.page_id IN (${sql.join(
      pageIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** Issues by key: only those `in`, or all but those `notIn` (a decision status's, see keysWithStatus). */
export interface IssueKeys {
  in?: readonly string[];
  notIn?: readonly string[];
}

export interface IssueFilter {
  category: IssueCategory;
  keys?: IssueKeys | undefined;
  impactRank?: number | undefined;
  ruleId?: string | undefined;
  /** Only issues that this page shows. */
  pageUrl?: string | undefined;
}

function issueWhere(scanId: string, filter: IssueFilter): SQL | undefined {
  return and(
    eq(scanIssues.scanId, scanId),
    eq(scanIssues.category, filter.category),
    filter.impactRank === undefined ? undefined : eq(scanIssues.impactRank, filter.impactRank),
    filter.ruleId === undefined ? undefined : eq(scanIssues.ruleId, filter.ruleId),
    filter.keys?.in === undefined
      ? undefined
      : filter.keys.in.length === 0
        ? sql`false`
        : inArray(scanIssues.issueKey, [...filter.keys.in]),
    filter.keys?.notIn === undefined || filter.keys.notIn.length === 0
      ? undefined
      : notInArray(scanIssues.issueKey, [...filter.keys.notIn]),
    filter.pageUrl === undefined
      ? undefined
      : sql`${scanIssues.issueKey} IN (
          SELECT ${sql.raw(ISSUE_KEY)}
          FROM findings f CROSS JOIN LATERAL ${sql.raw(NODES)} AS n(node)
          WHERE f.scan_id = ${scanId} AND f.category = ${filter.category} AND f.page_url = ${filter.pageUrl})`,
  );
}

export interface IssueWithFinding {
  issue: IssueRow;
  /** The finding the issue was first found in: its rule's texts and standards. */
  finding: FindingRow;
  /** The state a site flow brought that finding's page into; null: as loaded. */
  firstPageState: StoredPageState | null;
}

/** An issue's first finding and the state of its page, for the issue's texts and where it is first. */
export function selectIssuesWithFinding(db: Executor) {
  return db
    .select({ issue: scanIssues, finding: findings, firstPageState: scanPages.state })
    .from(scanIssues)
    .innerJoin(findings, eq(findings.id, scanIssues.firstFindingId))
    .leftJoin(scanPages, eq(scanPages.id, findings.pageId));
}

/**
 * One page of issues, most severe first, a rule's issues together (those on most pages first), and
 * the totals over the filter: issues and their occurrences (pages × issues).
 */
export async function listIssues(
  db: Executor,
  scanId: string,
  filter: IssueFilter,
  paging: { limit: number; offset: number },
): Promise<{ items: IssueWithFinding[]; total: number; occurrences: number }> {
  const where = issueWhere(scanId, filter);
  const [items, totals] = await Promise.all([
    selectIssuesWithFinding(db)
      .where(where)
      .orderBy(
        asc(scanIssues.impactRank),
        asc(scanIssues.ruleId),
        desc(scanIssues.pageCount),
        asc(scanIssues.id),
      )
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({
        total: count(),
        occurrences: sql<number>`coalesce(sum(${scanIssues.pageCount}), 0)`.mapWith(Number),
      })
      .from(scanIssues)
      .where(where),
  ]);
  return { items, total: Number(totals[0]?.total ?? 0), occurrences: totals[0]?.occurrences ?? 0 };
}

/** Every issue of a scan in one category (for reports, which list them all). */
export async function listAllIssues(
  db: Executor,
  scanId: string,
  category: IssueCategory,
): Promise<IssueRow[]> {
  return db
    .select()
    .from(scanIssues)
    .where(and(eq(scanIssues.scanId, scanId), eq(scanIssues.category, category)))
    .orderBy(desc(scanIssues.pageCount), asc(scanIssues.id));
}

/** A page that shows an issue: a flow's state shares its address with the crawl's page. */
export interface IssuePageRow {
  url: string;
  title: string | null;
  /** The state a site flow brought the page into; null: as loaded. */
  state: StoredPageState | null;
}

/** The pages that show one issue of the scan, in report order; undefined for an unknown issue. */
export async function listIssuePages(
  db: Executor,
  scanId: string,
  issueId: number,
  paging: { limit: number; offset: number },
): Promise<{ items: IssuePageRow[]; total: number } | undefined> {
  const [issue] = await db
    .select()
    .from(scanIssues)
    .where(and(eq(scanIssues.scanId, scanId), eq(scanIssues.id, issueId)));
  if (!issue) return undefined;
  const result = await db.execute<Pick<IssuePageRow, 'url' | 'title' | 'state'>>(sql`
    SELECT p.url, p.title, p.state FROM findings f JOIN scan_pages p ON p.id = f.page_id
    WHERE f.scan_id = ${scanId} AND f.category = ${issue.category} AND f.rule_id = ${issue.ruleId}
      AND EXISTS (SELECT 1 FROM ${sql.raw(NODES)} AS n(node) WHERE ${sql.raw(ISSUE_KEY)} = ${issue.issueKey})
    ORDER BY p.position
    LIMIT ${paging.limit} OFFSET ${paging.offset}`);
  const items = (result as unknown as { rows: IssuePageRow[] }).rows.map(({ url, title, state }) => ({
    url,
    title,
    state,
  }));
  return { items, total: issue.pageCount };
}

export interface RuleIssueTotals {
  ruleId: string;
  issues: number;
  occurrences: number;
  impactRank: number;
  /** A finding of the rule, for its texts and standards. */
  finding: FindingRow;
}

/** Per rule matching the filter: its issues and their occurrences, most severe first, then most occurrences. */
export async function issueTotalsByRule(
  db: Executor,
  scanId: string,
  filter: Omit<IssueFilter, 'ruleId'>,
): Promise<RuleIssueTotals[]> {
  const totals = await db
    .select({
      ruleId: scanIssues.ruleId,
      issues: count(),
      occurrences: sql<number>`sum(${scanIssues.pageCount})`.mapWith(Number),
      impactRank: sql<number>`min(${scanIssues.impactRank})`.mapWith(Number),
      findingId: sql<number>`min(${scanIssues.firstFindingId})`.mapWith(Number),
    })
    .from(scanIssues)
    .where(issueWhere(scanId, filter))
    .groupBy(scanIssues.ruleId);
  if (totals.length === 0) return [];
  const rows = await db
    .select()
    .from(findings)
    .where(
      inArray(
        findings.id,
        totals.map((total) => total.findingId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return totals
    .flatMap(({ findingId, ...total }) => {
      const finding = byId.get(findingId);
      return finding ? [{ ...total, issues: Number(total.issues), finding }] : [];
    })
    .sort(
      (a, b) =>
        a.impactRank - b.impactRank || b.occurrences - a.occurrences || a.ruleId.localeCompare(b.ruleId),
    );
}

/** The columns of `scans` that hold a finished scan's counts (ScanCounts), from its issues. */
export interface StoredIssueCounts {
  issueCount: number;
  occurrenceCount: number;
  violatedRules: number;
  issuesCritical: number;
  issuesSerious: number;
  issuesModerate: number;
  issuesMinor: number;
  reviewIssueCount: number;
}

/** A scan's counts as people read them, from its issues (see ScanCounts in @klarsicht/contracts). */
export async function issueCountsOfScan(db: Executor, scanId: string): Promise<StoredIssueCounts> {
  const violation = sql`${scanIssues.category} = 'violations'`;
  const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      issueCount: countWhere(violation),
      occurrenceCount:
        sql<number>`coalesce(sum(${scanIssues.pageCount}) filter (where ${violation}), 0)`.mapWith(Number),
      violatedRules: sql<number>`count(distinct ${scanIssues.ruleId}) filter (where ${violation})`.mapWith(
        Number,
      ),
      issuesCritical: countWhere(sql`${violation} and ${scanIssues.impactRank} = 0`),
      issuesSerious: countWhere(sql`${violation} and ${scanIssues.impactRank} = 1`),
      issuesModerate: countWhere(sql`${violation} and ${scanIssues.impactRank} = 2`),
      issuesMinor: countWhere(sql`${violation} and ${scanIssues.impactRank} = 3`),
      reviewIssueCount: countWhere(sql`${scanIssues.category} = 'incomplete'`),
    })
    .from(scanIssues)
    .where(eq(scanIssues.scanId, scanId));
  return row!;
}

export interface NewIssue {
  /** Its key (decision 029), by which decisions find it. */
  issueKey: string;
  ruleId: string;
  impactRank: number;
  selector: string;
  pageCount: number;
  /** The first page that shows it. */
  pageUrl: string;
  /** The rule's help as stored, for a rule the engine no longer knows. */
  help: string;
}

/**
 * The violation issues of a scan that an earlier scan did not have (the `added` of compareIssues),
 * at most as severe as `maxImpactRank` allows, most severe first.
 */
export async function newIssues(
  db: Executor,
  scanId: string,
  earlierScanId: string,
  maxImpactRank: number,
): Promise<NewIssue[]> {
  return violationIssues(db, scanId, {
    maxImpactRank,
    where: sql`NOT EXISTS (SELECT 1 FROM scan_issues e WHERE e.scan_id = ${earlierScanId}
          AND e.category = 'violations' AND e.issue_key = ${scanIssues.issueKey})`,
  });
}

/** The scan's violations (issues) as events and mails name them. */
export async function violationsOfScan(db: Executor, scanId: string): Promise<NewIssue[]> {
  return violationIssues(db, scanId, {});
}

function violationIssues(
  db: Executor,
  scanId: string,
  options: { maxImpactRank?: number; where?: SQL },
): Promise<NewIssue[]> {
  return db
    .select({
      issueKey: scanIssues.issueKey,
      ruleId: scanIssues.ruleId,
      impactRank: scanIssues.impactRank,
      selector: scanIssues.selector,
      pageCount: scanIssues.pageCount,
      pageUrl: findings.pageUrl,
      help: findings.help,
    })
    .from(scanIssues)
    .innerJoin(findings, eq(findings.id, scanIssues.firstFindingId))
    .where(
      and(
        eq(scanIssues.scanId, scanId),
        eq(scanIssues.category, 'violations'),
        options.maxImpactRank === undefined
          ? undefined
          : sql`${scanIssues.impactRank} <= ${options.maxImpactRank}`,
        options.where,
      ),
    )
    .orderBy(asc(scanIssues.impactRank), asc(scanIssues.ruleId), asc(scanIssues.id));
}

/**
 * How the issues of one scan compare with an earlier scan's (same category): issues found now and
 * not then (new), and found then and not now (fixed).
 */
export async function compareIssues(
  db: Executor,
  scanId: string,
  earlierScanId: string,
  category: IssueCategory,
  /** Issues counted neither way: decided false alarms. */
  leaveOut: readonly string[] = [],
): Promise<{ added: number; fixed: number }> {
  const outside =
    leaveOut.length === 0
      ? sql``
      : sql` AND i.issue_key NOT IN (${sql.join(
          leaveOut.map((key) => sql`${key}`),
          sql`, `,
        )})`;
  const missingFrom = (from: string, other: string) => sql<number>`(
    SELECT count(*) FROM scan_issues i
    WHERE i.scan_id = ${from} AND i.category = ${category}${outside}
      AND NOT EXISTS (
        SELECT 1 FROM scan_issues e
        WHERE e.scan_id = ${other} AND e.category = ${category} AND e.issue_key = i.issue_key))`;
  const result = await db.execute<{ added: number | string; fixed: number | string }>(
    sql`SELECT ${missingFrom(scanId, earlierScanId)} AS added, ${missingFrom(earlierScanId, scanId)} AS fixed`,
  );
  const row = (result as unknown as { rows: Array<{ added: number | string; fixed: number | string }> })
    .rows[0];
  return { added: Number(row?.added ?? 0), fixed: Number(row?.fixed ?? 0) };
}

/**
 * Scans whose issues still carry keys from before decision 029 (an MD5, shorter than issueKeyOf's),
 * oldest first, at most `limit`.
 */
export async function scansWithOlderIssueKeys(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ scanId: scanIssues.scanId })
    .from(scanIssues)
    .where(sql`length(${scanIssues.issueKey}) <> ${ISSUE_KEY_LENGTH}`)
    .limit(limit);
  return rows.map((row) => row.scanId);
}

/**
 * Gives one scan's issues the keys of decision 029: its violations and needs-review nodes get
 * their key, and its issues are built again from them, so issues whose new keys coincide become one
 * (with their pages counted once). Idempotent; holds the scan's row lock, so it never runs beside
 * an attempt storing pages of the same scan.
 */
export async function rekeyScanIssues(tx: OrmTransaction, scanId: string): Promise<void> {
  await tx.select({ id: scans.id }).from(scans).where(eq(scans.id, scanId)).for('update');
  const rows = await tx
    .select({ id: findings.id, ruleId: findings.ruleId, nodes: findings.nodes })
    .from(findings)
    .where(and(eq(findings.scanId, scanId), inArray(findings.category, ['violations', 'incomplete'])));
  for (const row of rows) {
    if (row.nodes.every((node) => node.issueKey !== undefined)) continue;
    const nodes: StoredFindingNode[] = row.nodes.map((node) => ({
      ...node,
      issueKey: issueKeyOf(row.ruleId, node),
    }));
    await tx.update(findings).set({ nodes }).where(eq(findings.id, row.id));
  }
  await tx.delete(scanIssues).where(eq(scanIssues.scanId, scanId));
  await addIssues(tx, sql`f.scan_id = ${scanId}`);
}

/** One issue of the scan by its id (as the API names it), or undefined. */
export async function findIssue(
  db: Executor,
  scanId: string,
  issueId: string,
): Promise<IssueRow | undefined> {
  if (!/^\d{1,15}$/.test(issueId)) return undefined;
  const [row] = await db
    .select()
    .from(scanIssues)
    .where(and(eq(scanIssues.scanId, scanId), eq(scanIssues.id, Number(issueId))));
  return row;
}

/** Issues of the scan by their ids; ids that are none of the scan's are left out. */
export async function findIssues(
  db: Executor,
  scanId: string,
  issueIds: readonly string[],
): Promise<IssueRow[]> {
  const ids = issueIds.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(scanIssues)
    .where(and(eq(scanIssues.scanId, scanId), inArray(scanIssues.id, ids)));
}

/** The addresses of the pages that show each of the issues `keys` in the scan, in report order. */
export async function pagesOfIssues(
  db: Executor,
  scanId: string,
  keys: readonly string[],
): Promise<Map<string, string[]>> {
  const pages = new Map<string, string[]>();
  if (keys.length === 0) return pages;
  const result = await db.execute<{ issue_key: string; url: string }>(sql`
    SELECT DISTINCT ${sql.raw(ISSUE_KEY)} AS issue_key, f.page_url AS url, p.position
    FROM findings f JOIN scan_pages p ON p.id = f.page_id CROSS JOIN LATERAL ${sql.raw(NODES)} AS n(node)
    WHERE f.scan_id = ${scanId} AND f.category IN ('violations', 'incomplete')
      AND ${sql.raw(ISSUE_KEY)} IN (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})
    ORDER BY p.position`);
  for (const row of (result as unknown as { rows: Array<{ issue_key: string; url: string }> }).rows) {
    const list = pages.get(row.issue_key) ?? [];
    if (!list.includes(row.url)) list.push(row.url);
    pages.set(row.issue_key, list);
  }
  return pages;
}

/** The keys of the scan's issues in one category. */
export async function issueKeysOfScan(
  db: Executor,
  scanId: string,
  category: IssueCategory,
): Promise<string[]> {
  const rows = await db
    .select({ key: scanIssues.issueKey })
    .from(scanIssues)
    .where(and(eq(scanIssues.scanId, scanId), eq(scanIssues.category, category)));
  return rows.map((row) => row.key);
}

/** The issues (violations and needs review) of the scan that these rules found, by key. */
export async function issueKeysOfRules(
  db: Executor,
  scanId: string,
  ruleIds: readonly string[],
): Promise<Array<{ issueKey: string; ruleId: string }>> {
  if (ruleIds.length === 0) return [];
  return db
    .selectDistinct({ issueKey: scanIssues.issueKey, ruleId: scanIssues.ruleId })
    .from(scanIssues)
    .where(and(eq(scanIssues.scanId, scanId), inArray(scanIssues.ruleId, [...ruleIds])));
}
