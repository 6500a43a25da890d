import type { CrawlScopeUsed } from '@klarsicht/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { scans } from '../schema.js';

/** Scan rows: creation, reading, and the attempt-token protocol that lets only one worker finish a scan. */

export type ScanRow = typeof scans.$inferSelect;
export type NewScan = Pick<
  typeof scans.$inferInsert,
  'id' | 'organisationId' | 'startedBy' | 'url' | 'site' | 'scope' | 'profile' | 'pageBudget'
>;

export interface ScanFailureFields {
  code: string;
  message: string;
  status?: number | undefined;
}

export async function insertScan(db: Executor, scan: NewScan): Promise<ScanRow> {
  const [row] = await db
    .insert(scans)
    .values({ ...scan, status: 'queued' })
    .returning();
  return row!;
}

export async function findScan(db: Executor, id: string): Promise<ScanRow | undefined> {
  const [row] = await db.select().from(scans).where(eq(scans.id, id));
  return row;
}

export async function findScans(db: Executor, ids: string[]): Promise<ScanRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(scans).where(inArray(scans.id, ids));
}

/**
 * The organisation's scans, newest first, after the scan `afterId` (the cursor) if given; `limit + 1`
 * rows so the caller knows whether more follow. The cursor is compared in SQL as (created_at, id),
 * because JavaScript dates lose the microseconds PostgreSQL keeps.
 */
export async function listScansOfOrganisation(
  db: Executor,
  organisationId: string,
  options: { limit: number; afterId?: string | undefined; sites?: readonly string[] },
): Promise<ScanRow[]> {
  // A client's list: the scans of their group's sites (none when the group lists none).
  if (options.sites?.length === 0) return [];
  const position = options.afterId
    ? sql`(${scans.createdAt}, ${scans.id}) < (select s.created_at, s.id from scans s where s.id = ${options.afterId})`
    : undefined;
  return db
    .select()
    .from(scans)
    .where(
      and(
        eq(scans.organisationId, organisationId),
        options.sites ? inArray(scans.site, [...options.sites]) : undefined,
        position,
      ),
    )
    .orderBy(desc(scans.createdAt), desc(scans.id))
    .limit(options.limit + 1);
}

/**
 * For each given scan, the same organisation's latest succeeded scan created before it that checked the
 * same thing: same site, scope and profile, and for a single-page scan the same page ("change
 * against the previous scan" in the runs list). A single-page scan compared with a whole-site scan,
 * or WCAG 2.2 with 2.1, would report a change the site never made. One small indexed query per
 * scan; a list page holds at most 100.
 */
export async function previousSucceededScans(db: Executor, rows: ScanRow[]): Promise<Map<string, ScanRow>> {
  const found = await Promise.all(
    rows.map(async (row) => {
      if (row.organisationId === null) return undefined;
      const [previous] = await db
        .select()
        .from(scans)
        .where(
          and(
            eq(scans.organisationId, row.organisationId),
            eq(scans.site, row.site),
            eq(scans.scope, row.scope),
            eq(scans.profile, row.profile),
            row.scope === 'page' ? eq(scans.url, row.url) : undefined,
            eq(scans.status, 'succeeded'),
            sql`(${scans.createdAt}, ${scans.id}) < (select s.created_at, s.id from scans s where s.id = ${row.id})`,
          ),
        )
        .orderBy(desc(scans.createdAt), desc(scans.id))
        .limit(1);
      return previous ? ([row.id, previous] as const) : undefined;
    }),
  );
  return new Map(found.filter((entry) => entry !== undefined));
}

/** Who runs an attempt: the worker's lease and the queue's job, so a lapsed lease can hand the job back. */
export interface AttemptHolder {
  workerId: string;
  jobId: string;
}

/**
 * Claims a queued (or abandoned running) scan for a new attempt. Returns the row when this attempt
 * may run, undefined when the scan is already finished (a duplicate or late job). Progress is kept
 * from an interrupted attempt: the user's count does not jump back, `recordProgress` only raises it.
 */
export async function startAttempt(
  db: Executor,
  id: string,
  token: string,
  holder?: AttemptHolder,
): Promise<ScanRow | undefined> {
  const [row] = await db
    .update(scans)
    .set({
      status: 'running',
      attemptToken: token,
      attempts: sql`${scans.attempts} + 1`,
      startedAt: sql`coalesce(${scans.startedAt}, now())`,
      workerId: holder?.workerId ?? null,
      jobId: holder?.jobId ?? null,
      interruptedAt: null,
    })
    .where(and(eq(scans.id, id), inArray(scans.status, ['queued', 'running'])))
    .returning();
  return row;
}

/** The crawl scope the current attempt runs with (ScanView.crawlScope); false when another attempt holds the scan. */
export async function recordCrawlScope(
  db: Executor,
  id: string,
  token: string,
  crawlScope: CrawlScopeUsed,
): Promise<boolean> {
  const rows = await db
    .update(scans)
    .set({ crawlScope })
    .where(and(eq(scans.id, id), eq(scans.attemptToken, token), eq(scans.status, 'running')))
    .returning({ id: scans.id });
  return rows.length > 0;
}

/** The organisation's newest scan of each of `sites` (any scope and status); sites never scanned are absent. */
export async function latestScansOfSites(
  db: Executor,
  organisationId: string,
  sites: readonly string[],
): Promise<Map<string, ScanRow>> {
  if (sites.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([scans.site])
    .from(scans)
    .where(and(eq(scans.organisationId, organisationId), inArray(scans.site, [...sites])))
    .orderBy(scans.site, desc(scans.createdAt), desc(scans.id));
  return new Map(rows.map((row) => [row.site, row]));
}

/**
 * Progress of the current attempt, as stored; undefined when another attempt has taken over. Never
 * lowers what the user saw: an attempt after an interruption counts up from zero unseen until it
 * passes the old count, so the stored values (not the attempt's own) are what listeners are told.
 */
export async function recordProgress(
  db: Executor,
  id: string,
  token: string,
  progress: { pagesDone: number; pagesTotal: number },
): Promise<{ pagesDone: number; pagesTotal: number } | undefined> {
  const [row] = await db
    .update(scans)
    .set({
      pagesDone: sql`greatest(${scans.pagesDone}, ${progress.pagesDone})`,
      pagesTotal: sql`greatest(${scans.pagesTotal}, ${progress.pagesTotal})`,
    })
    .where(and(eq(scans.id, id), eq(scans.attemptToken, token), eq(scans.status, 'running')))
    .returning({ pagesDone: scans.pagesDone, pagesTotal: scans.pagesTotal });
  return row;
}

/**
 * Puts an interrupted attempt's scan back to queued (graceful shutdown), if the attempt still owns
 * it; the user sees it as interrupted and resuming until the next attempt starts.
 */
export async function releaseAttempt(db: Executor, id: string, token: string): Promise<boolean> {
  const rows = await db
    .update(scans)
    .set({ status: 'queued', attemptToken: null, workerId: null, jobId: null, interruptedAt: sql`now()` })
    .where(and(eq(scans.id, id), eq(scans.attemptToken, token), eq(scans.status, 'running')))
    .returning({ id: scans.id });
  return rows.length === 1;
}

/** Marks a scan failed whatever attempt holds it, unless it already finished (the queue gave up on it). */
export async function failUnfinishedScan(
  db: Executor,
  id: string,
  failure: ScanFailureFields,
): Promise<boolean> {
  const rows = await db
    .update(scans)
    .set({
      status: 'failed',
      attemptToken: null,
      workerId: null,
      jobId: null,
      interruptedAt: null,
      // No page of a scan that failed as a whole was analysed, whatever the progress said.
      pagesDone: 0,
      failureCode: failure.code,
      failureMessage: failure.message,
      failureStatus: failure.status ?? null,
      finishedAt: sql`now()`,
    })
    .where(and(eq(scans.id, id), inArray(scans.status, ['queued', 'running'])))
    .returning({ id: scans.id });
  return rows.length === 1;
}

/** Ends the current attempt as failed (an expected failure the engine raised instead of reporting). */
export async function failAttempt(
  db: Executor,
  id: string,
  token: string,
  failure: ScanFailureFields,
): Promise<boolean> {
  const rows = await db
    .update(scans)
    .set({
      status: 'failed',
      workerId: null,
      jobId: null,
      pagesDone: 0,
      failureCode: failure.code,
      failureMessage: failure.message,
      failureStatus: failure.status ?? null,
      finishedAt: sql`now()`,
    })
    .where(and(eq(scans.id, id), eq(scans.attemptToken, token), eq(scans.status, 'running')))
    .returning({ id: scans.id });
  return rows.length === 1;
}
