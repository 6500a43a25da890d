import type { Category, Finding, ImpactCounts, ScanReport } from '@klarsicht/scanner';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor, OrmTransaction } from './database.js';
import { findings, type StoredFindingNode, scanPages, scans } from './schema.js';
import {
  type FindingScreenshots,
  insertFindingScreenshots,
  separateScreenshots,
} from './screenshots-repo.js';

/** A scan's results: writing a report (once, by the attempt that owns the scan) and reading it back. */

export type FindingRow = typeof findings.$inferSelect;
export type PageRow = typeof scanPages.$inferSelect;

const IMPACT_RANK = { critical: 0, serious: 1, moderate: 2, minor: 3 } as const;
const NO_IMPACT_RANK = 4;
const CATEGORIES: Category[] = ['violations', 'passes', 'incomplete', 'inapplicable'];
// Keeps each INSERT well below PostgreSQL's 65 535 bind parameters (17 columns a finding row).
const FINDINGS_PER_INSERT = 500;

const zeroImpacts: ImpactCounts = { critical: 0, serious: 0, moderate: 0, minor: 0 };

/**
 * Stores the report and finishes the scan, in the caller's transaction, only if `token` is still
 * the scan's running attempt. Returns false (writing nothing) for a stale attempt: the UPDATE
 * takes the row lock first, so a concurrent writer waits and then sees the token no longer match.
 */
export async function writeScanResult(
  tx: OrmTransaction,
  scanId: string,
  token: string,
  report: ScanReport,
): Promise<boolean> {
  const summary = report.summary;
  const byImpact = { ...zeroImpacts, ...summary.byImpact };
  const failure = report.failure;
  const claimed = await tx
    .update(scans)
    .set({
      status: failure ? 'failed' : 'succeeded',
      violations: summary.violations,
      passes: summary.passes,
      incomplete: summary.incomplete,
      inapplicable: summary.inapplicable,
      critical: byImpact.critical,
      serious: byImpact.serious,
      moderate: byImpact.moderate,
      minor: byImpact.minor,
      // Once finished, "done" counts the pages that were analysed; pages that could not be loaded are not.
      pagesDone: summary.pagesScanned,
      pagesTotal: report.pages.length,
      failureCode: failure?.code ?? null,
      failureMessage: failure?.message ?? null,
      failureStatus: failure?.status ?? null,
      engine: { ...report.engine },
      finishedAt: sql`now()`,
    })
    .where(and(eq(scans.id, scanId), eq(scans.attemptToken, token), eq(scans.status, 'running')))
    .returning({ id: scans.id });
  if (claimed.length === 0) return false;
  if (report.pages.length === 0) return true;

  const pageIds = await tx
    .insert(scanPages)
    .values(
      report.pages.map((page, position) => ({
        scanId,
        position,
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
      })),
    )
    .returning({ id: scanPages.id });

  // Element screenshots go to their own table; the stored nodes keep their ids, by finding key.
  const screenshotsByFinding = new Map<string, FindingScreenshots['screenshots']>();
  const findingRows = report.pages.flatMap((page, index) =>
    CATEGORIES.flatMap((category) =>
      page[category].map((finding) => {
        const pageId = pageIds[index]!.id;
        const stored = separateScreenshots(finding.nodes);
        if (stored.screenshots.length > 0) {
          screenshotsByFinding.set(findingKey(pageId, category, finding.id), stored.screenshots);
        }
        return toFindingRow(scanId, pageId, page.url, category, finding, stored.nodes);
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
  return true;
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
    impactRank: finding.impact ? IMPACT_RANK[finding.impact] : NO_IMPACT_RANK,
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
const categoryOrder = sql`case ${findings.category} when 'violations' then 0 when 'incomplete' then 1 when 'passes' then 2 else 3 end`;

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
