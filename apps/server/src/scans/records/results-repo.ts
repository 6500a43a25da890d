import { CATEGORIES } from '@klarsicht/report';
import type {
  Category,
  Finding,
  ImpactCounts,
  PageReport,
  ScanFailure,
  ScanReport,
} from '@klarsicht/scanner';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor, Orm, OrmTransaction } from '../../platform/db/database.js';
import {
  type FindingRow,
  findings,
  type PageRow,
  type StoredFindingNode,
  type StoredFlowRun,
  type StoredPageState,
  scanPages,
  scans,
} from '../schema.js';
import {
  type FindingScreenshots,
  insertFindingScreenshots,
  separateScreenshots,
} from '../screenshots/screenshots-repo.js';
import { issueKeyOf } from './issue-key.js';
import { addIssuesOfPages, issueCountsOfScan } from './issues-repo.js';
import { insertPageAlias, storedAliasUrls } from './page-relations-repo.js';

/**
 * A scan's results: its pages, stored as they finish by the attempt that owns the scan, the totals
 * written once when it ends, and reading them back.
 */

export type { FindingRow, PageRow } from '../schema.js';

const IMPACT_RANK = { critical: 0, serious: 1, moderate: 2, minor: 3 } as const;
const NO_IMPACT_RANK = 4;
const IMPACT_BY_RANK = Object.fromEntries(
  Object.entries(IMPACT_RANK).map(([impact, rank]) => [rank, impact as keyof typeof IMPACT_RANK]),
);

/** The stored severity rank of an impact (0 = critical … 4 = none), and back. */
export function impactRank(impact: keyof typeof IMPACT_RANK | null): number {
  return impact ? IMPACT_RANK[impact] : NO_IMPACT_RANK;
}
export function impactOfRank(rank: number): keyof typeof IMPACT_RANK | null {
  return IMPACT_BY_RANK[rank] ?? null;
}
// Keeps each INSERT well below PostgreSQL's 65 535 bind parameters (17 columns a finding row).
const FINDINGS_PER_INSERT = 500;

const zeroImpacts: ImpactCounts = { critical: 0, serious: 0, moderate: 0, minor: 0 };

/**
 * Stores one finished page of the scan's running attempt, in its own transaction, so that a crash
 * loses at most the pages still being analysed. Only the attempt holding `token` may write: the
 * scan row is locked first, so an attempt that lost the scan waits, then finds the token changed
 * and writes nothing (false). `links` are what the page added to the crawl, for a later attempt.
 */
export async function storeScanPage(
  db: Orm,
  scanId: string,
  token: string,
  page: PageReport,
  links: readonly string[] = [],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockRunningAttempt(tx, scanId, token))) return false;
    // Another address of a page already stored: listed with it, never a page of its own.
    if (page.aliasOf !== undefined) await insertPageAlias(tx, scanId, page);
    else await insertPages(tx, scanId, [{ page, links }]);
    return true;
  });
}

/**
 * Finishes the scan, in the caller's transaction, only if `token` is still the scan's running
 * attempt (false, writing nothing, for a stale one). The report's own pages, if it kept any, are
 * stored after those stored page by page; the totals are those of every stored page, this attempt's
 * and any earlier one's, so a resumed scan counts the pages it did not load again.
 */
export async function writeScanResult(
  tx: OrmTransaction,
  scanId: string,
  token: string,
  report: ScanReport,
): Promise<boolean> {
  if (!(await lockRunningAttempt(tx, scanId, token))) return false;
  if (report.pages.length > 0) {
    await insertPages(
      tx,
      scanId,
      report.pages.map((page) => ({ page, links: [] })),
    );
  }
  const totals = await storedTotals(tx, scanId);
  const counts = await issueCountsOfScan(tx, scanId);
  // Every page failed: the scan failed, for the first page's reason (the engine can tell only for
  // the pages of one attempt).
  const failure =
    report.failure ??
    (totals.pages > 0 && totals.scanned === 0 ? await firstPageError(tx, scanId) : undefined);
  await tx
    .update(scans)
    .set({
      status: failure ? 'failed' : 'succeeded',
      violations: totals.violations,
      passes: totals.passes,
      incomplete: totals.incomplete,
      inapplicable: totals.inapplicable,
      bestPractices: totals.bestPractices,
      critical: totals.critical,
      serious: totals.serious,
      moderate: totals.moderate,
      minor: totals.minor,
      ...counts,
      // Once finished, "done" counts the pages that were analysed; pages that could not be loaded are not.
      pagesDone: totals.scanned,
      pagesTotal: totals.pages,
      failureCode: failure?.code ?? null,
      failureMessage: failure?.message ?? null,
      failureStatus: failure?.status ?? null,
      engine: { ...report.engine },
      finishedAt: sql`now()`,
    })
    .where(eq(scans.id, scanId));
  return true;
}

/** The pages an earlier attempt stored, as the engine takes them to resume a scan. */
export async function storedPagesToResume(
  db: Executor,
  scanId: string,
): Promise<Array<{ url: string; links: string[] }>> {
  const pages = await db
    .select({ url: scanPages.url, links: scanPages.links })
    .from(scanPages)
    // A flow's states are not pages of the crawl: the crawl would take their addresses for done.
    .where(and(eq(scanPages.scanId, scanId), isNull(scanPages.state)))
    .orderBy(asc(scanPages.position));
  // Aliases were loaded once already; their links are their page's.
  const aliases = await storedAliasUrls(db, scanId);
  return [...pages, ...aliases.map((url) => ({ url, links: [] }))];
}

/** The site flows an earlier attempt of the scan ran to an outcome (their run is recorded). */
export async function flowsAlreadyRun(db: Executor, scanId: string): Promise<Set<string>> {
  const [scan] = await db.select({ runs: scans.flowRuns }).from(scans).where(eq(scans.id, scanId));
  return new Set((scan?.runs ?? []).map((run) => run.flow));
}

/**
 * Removes the states of a flow that an earlier attempt began and did not finish (its worker died
 * half-way), with their findings, so that the flow is replayed whole: a flow's states are one
 * replay's, never two half ones. Only the attempt holding `token` may (false for a stale one).
 */
export async function discardUnfinishedFlow(
  db: Orm,
  scanId: string,
  token: string,
  flowId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockRunningAttempt(tx, scanId, token))) return false;
    await tx
      .delete(scanPages)
      .where(and(eq(scanPages.scanId, scanId), sql`${scanPages.state}->>'flow' = ${flowId}`));
    return true;
  });
}

/**
 * Records what became of a site flow in the scan, if `token` is still the scan's running attempt
 * (false, writing nothing, for a stale one).
 */
export async function recordFlowRun(
  db: Orm,
  scanId: string,
  token: string,
  run: StoredFlowRun,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockRunningAttempt(tx, scanId, token))) return false;
    await tx
      .update(scans)
      .set({ flowRuns: sql`${scans.flowRuns} || ${JSON.stringify([run])}::jsonb` })
      .where(eq(scans.id, scanId));
    return true;
  });
}

/** A page's state as stored: a flow's state without the flow's id is no state a site flow reached. */
function storedState(page: PageReport): StoredPageState | null {
  const { state } = page;
  return state?.flow === undefined ? null : { ...state, flow: state.flow };
}

/** Locks the scan's row while `token` is its running attempt; false when it is not (any more). */
async function lockRunningAttempt(tx: OrmTransaction, scanId: string, token: string): Promise<boolean> {
  const held = await tx
    .select({ id: scans.id })
    .from(scans)
    .where(and(eq(scans.id, scanId), eq(scans.attemptToken, token), eq(scans.status, 'running')))
    .for('update');
  return held.length > 0;
}

async function storedTotals(tx: OrmTransaction, scanId: string) {
  const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const [row] = await tx
    .select({
      pages: count(),
      scanned: sql<number>`count(*) filter (where ${scanPages.errorCode} is null)`.mapWith(Number),
      violations: total(scanPages.violations),
      passes: total(scanPages.passes),
      incomplete: total(scanPages.incomplete),
      inapplicable: total(scanPages.inapplicable),
      bestPractices: total(scanPages.bestPractices),
      critical: total(scanPages.critical),
      serious: total(scanPages.serious),
      moderate: total(scanPages.moderate),
      minor: total(scanPages.minor),
    })
    .from(scanPages)
    .where(eq(scanPages.scanId, scanId));
  return { ...row!, pages: Number(row!.pages) };
}

async function firstPageError(tx: OrmTransaction, scanId: string): Promise<ScanFailure | undefined> {
  const [first] = await tx
    .select({ code: scanPages.errorCode, message: scanPages.errorMessage, status: scanPages.errorStatus })
    .from(scanPages)
    .where(and(eq(scanPages.scanId, scanId), isNotNull(scanPages.errorCode)))
    .orderBy(asc(scanPages.position))
    .limit(1);
  if (!first?.code) return undefined;
  return {
    code: first.code as ScanFailure['code'],
    message: first.message ?? '',
    ...(first.status ? { status: first.status } : {}),
  };
}

/** Appends pages after those already stored (the caller holds the scan's row lock). */
async function insertPages(
  tx: OrmTransaction,
  scanId: string,
  pages: ReadonlyArray<{ page: PageReport; links: readonly string[] }>,
): Promise<void> {
  const [stored] = await tx.select({ n: count() }).from(scanPages).where(eq(scanPages.scanId, scanId));
  const firstPosition = Number(stored?.n ?? 0);
  const pageIds = await tx
    .insert(scanPages)
    .values(
      pages.map(({ page, links }, index) => ({
        scanId,
        position: firstPosition + index,
        url: page.url,
        finalUrl: page.finalUrl ?? null,
        httpStatus: page.status ?? null,
        title: page.title ?? null,
        ...page.counts,
        ...zeroImpacts,
        ...page.byImpact,
        errorCode: page.error?.code ?? null,
        errorMessage: page.error?.message ?? null,
        errorStatus: page.error?.status ?? null,
        durationMs: Math.round(page.durationMs),
        links: [...links],
        features: [...(page.features ?? [])],
        kind: page.kind ?? null,
        consent: page.consent ?? null,
        notChecked: page.notChecked?.length ? page.notChecked : null,
        state: storedState(page),
      })),
    )
    .returning({ id: scanPages.id });

  // Element screenshots go to their own table; the stored nodes keep their ids, by finding key.
  const screenshotsByFinding = new Map<string, FindingScreenshots['screenshots']>();
  const findingRows = pages.flatMap(({ page }, index) =>
    CATEGORIES.flatMap((category) =>
      page[category].map((finding) => {
        const pageId = pageIds[index]!.id;
        const stored = separateScreenshots(finding.nodes);
        if (stored.screenshots.length > 0) {
          screenshotsByFinding.set(findingKey(pageId, category, finding.id), stored.screenshots);
        }
        const nodes =
          category === 'violations' || category === 'incomplete'
            ? stored.nodes.map((node) => ({ ...node, issueKey: issueKeyOf(finding.id, node) }))
            : stored.nodes;
        return toFindingRow(scanId, pageId, page.url, category, finding, nodes);
      }),
    ),
  );
  const withScreenshots: FindingScreenshots[] = [];
  for (let start = 0; start < findingRows.length; start += FINDINGS_PER_INSERT) {
    const inserted = await tx
      .insert(findings)
      .values(findingRows.slice(start, start + FINDINGS_PER_INSERT))
      .returning({
        id: findings.id,
        pageId: findings.pageId,
        category: findings.category,
        ruleId: findings.ruleId,
      });
    for (const row of inserted) {
      const screenshots = screenshotsByFinding.get(findingKey(row.pageId, row.category, row.ruleId));
      if (screenshots) withScreenshots.push({ findingId: row.id, screenshots });
    }
  }
  await insertFindingScreenshots(tx, scanId, withScreenshots);
  await addIssuesOfPages(
    tx,
    pageIds.map(({ id }) => id),
  );
}

/** A page holds one finding per rule and category. */
function findingKey(pageId: number, category: Category, ruleId: string): string {
  return `${pageId}\u0000${category}\u0000${ruleId}`;
}

function toFindingRow(
  scanId: string,
  pageId: number,
  pageUrl: string,
  category: Category,
  finding: Finding,
  nodes: StoredFindingNode[],
): typeof findings.$inferInsert {
  return {
    scanId,
    pageId,
    pageUrl,
    category,
    ruleId: finding.id,
    source: finding.source,
    impact: finding.impact,
    impactRank: impactRank(finding.impact),
    description: finding.description,
    help: finding.help,
    helpUrl: finding.helpUrl,
    tags: finding.tags,
    wcag: finding.wcag,
    en301549: finding.en301549,
    bfsg: finding.bfsg ?? null,
    nodes,
    nodeCount: finding.nodeCount,
  };
}

/** Violations first, then what needs review, then the rest. */
const categoryOrder = sql`case ${findings.category} when 'violations' then 0 when 'incomplete' then 1 when 'bestPractices' then 2 when 'passes' then 3 else 4 end`;

export interface FindingFilter {
  category?: Category | undefined;
  impact?: keyof typeof IMPACT_RANK | undefined;
  pageUrl?: string | undefined;
}

/** One page of findings, most severe first, and the total matching the filter. */
export async function listFindings(
  db: Executor,
  scanId: string,
  filter: FindingFilter,
  paging: { limit: number; offset: number },
): Promise<{ items: FindingRow[]; total: number }> {
  const where = and(
    eq(findings.scanId, scanId),
    filter.category ? eq(findings.category, filter.category) : undefined,
    filter.impact ? eq(findings.impact, filter.impact) : undefined,
    filter.pageUrl ? eq(findings.pageUrl, filter.pageUrl) : undefined,
  );
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(findings)
      .where(where)
      .orderBy(categoryOrder, asc(findings.impactRank), asc(findings.ruleId), asc(findings.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(findings).where(where),
  ]);
  return { items, total: Number(totals[0]?.total ?? 0) };
}

export async function listPages(db: Executor, scanId: string): Promise<PageRow[]> {
  return db.select().from(scanPages).where(eq(scanPages.scanId, scanId)).orderBy(asc(scanPages.position));
}
