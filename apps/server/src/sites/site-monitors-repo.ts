import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import type { ScanRow } from '../scans/index.js';
import { scans } from '../scans/schema.js';
import { siteMonitors } from './schema.js';

/**
 * Scheduled re-scans per organisation and site, and the reads monitoring needs from the scans of a site:
 * its trend, the scan before a given one, and the violations of a scan.
 */

export type MonitorRow = typeof siteMonitors.$inferSelect;
export type NewMonitor = Pick<
  MonitorRow,
  'id' | 'organisationId' | 'url' | 'site' | 'profile' | 'intervalMinutes' | 'enabled' | 'nextRunAt'
>;

/** Creates the monitors of sites that have none yet; existing ones stay as they are. */
export async function ensureMonitors(db: Executor, monitors: NewMonitor[]): Promise<void> {
  if (monitors.length === 0) return;
  await db
    .insert(siteMonitors)
    .values(monitors)
    .onConflictDoNothing({
      target: [siteMonitors.organisationId, siteMonitors.site],
    });
}

/**
 * Creates or changes the monitor of the site. A changed interval counts from now (`nextRunAt`);
 * otherwise the next run stays where it was.
 */
export async function upsertMonitor(db: Executor, monitor: NewMonitor): Promise<MonitorRow> {
  const [row] = await db
    .insert(siteMonitors)
    .values(monitor)
    .onConflictDoUpdate({
      target: [siteMonitors.organisationId, siteMonitors.site],
      set: {
        url: sql`excluded.url`,
        profile: sql`excluded.profile`,
        enabled: sql`excluded.enabled`,
        intervalMinutes: sql`excluded.interval_minutes`,
        nextRunAt: sql`case when ${siteMonitors.intervalMinutes} = excluded.interval_minutes then ${siteMonitors.nextRunAt} else excluded.next_run_at end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function listMonitorsOfOrganisation(
  db: Executor,
  organisationId: string,
): Promise<MonitorRow[]> {
  return db
    .select()
    .from(siteMonitors)
    .where(eq(siteMonitors.organisationId, organisationId))
    .orderBy(siteMonitors.site);
}

export async function findMonitorOfOrganisation(
  db: Executor,
  organisationId: string,
  id: string,
): Promise<MonitorRow | undefined> {
  const [row] = await db
    .select()
    .from(siteMonitors)
    .where(and(eq(siteMonitors.id, id), eq(siteMonitors.organisationId, organisationId)));
  return row;
}

/**
 * Takes the monitors due at `now` and moves each one's next run an interval on, in one statement:
 * a monitor another worker is claiming at the same moment is locked (skipped here), and one it
 * has claimed already is no longer due when PostgreSQL re-checks the row, so each due run is
 * started by exactly one tick.
 */
export async function claimDueMonitors(db: Executor, now: Date, limit: number): Promise<MonitorRow[]> {
  const due = and(eq(siteMonitors.enabled, true), lte(siteMonitors.nextRunAt, now));
  const claimable = db
    .select({ id: siteMonitors.id })
    .from(siteMonitors)
    .where(due)
    .orderBy(asc(siteMonitors.nextRunAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(siteMonitors)
    .set({
      nextRunAt: sql`${now.toISOString()}::timestamptz + make_interval(mins => ${siteMonitors.intervalMinutes})`,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(siteMonitors.id, claimable), due))
    .returning();
}

export async function setMonitorLastScan(db: Executor, id: string, scanId: string): Promise<void> {
  await db.update(siteMonitors).set({ lastScanId: scanId }).where(eq(siteMonitors.id, id));
}

/** The monitor that started the scan, if the schedule started it. */
export async function findMonitorOfScan(db: Executor, scanId: string): Promise<MonitorRow | undefined> {
  const [row] = await db.select().from(siteMonitors).where(eq(siteMonitors.lastScanId, scanId));
  return row;
}

export interface TrendScanRow
  extends Pick<typeof scans.$inferSelect, 'id' | 'finishedAt' | 'pagesDone' | 'issuesByStatus'> {
  issues: number;
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
}

/** The organisation's last `limit` succeeded site scans of the site, oldest first. */
export async function listSiteTrend(
  db: Executor,
  organisationId: string,
  site: string,
  limit: number,
): Promise<TrendScanRow[]> {
  const rows = await db
    .select({
      id: scans.id,
      finishedAt: scans.finishedAt,
      pagesDone: scans.pagesDone,
      issues: scans.issueCount,
      critical: scans.issuesCritical,
      serious: scans.issuesSerious,
      moderate: scans.issuesModerate,
      minor: scans.issuesMinor,
      issuesByStatus: scans.issuesByStatus,
    })
    .from(scans)
    .where(finishedSiteScans(organisationId, site))
    .orderBy(desc(scans.finishedAt), desc(scans.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * The organisation's succeeded site scan of the same site and profile that finished last before `scan`: a
 * scan under a larger profile runs more rules, so comparing across profiles would report its extra
 * rules as new violations.
 */
export async function findPreviousSiteScan(
  db: Executor,
  scan: { id: string; organisationId: string; site: string; profile: ScanRow['profile']; finishedAt: Date },
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: scans.id })
    .from(scans)
    .where(
      and(
        finishedSiteScans(scan.organisationId, scan.site),
        eq(scans.profile, scan.profile),
        lt(scans.finishedAt, scan.finishedAt),
        sql`${scans.id} <> ${scan.id}`,
      ),
    )
    .orderBy(desc(scans.finishedAt), desc(scans.id))
    .limit(1);
  return row;
}

function finishedSiteScans(organisationId: string, site: string) {
  return and(
    eq(scans.organisationId, organisationId),
    eq(scans.site, site),
    eq(scans.scope, 'site'),
    eq(scans.status, 'succeeded'),
    sql`${scans.finishedAt} is not null`,
  );
}
