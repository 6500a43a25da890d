import { and, avg, count, desc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { scans } from '../schema.js';

/**
 * Home-page statistics over finished scans since `since`: how many distinct sites were checked,
 * and the average number of issues per site (each site counted once, by its latest scan), counted
 * as everywhere else (ScanCounts).
 */
export async function siteStatistics(
  db: Executor,
  since: Date,
): Promise<{ sites: number; avgIssues: number }> {
  const latestPerSite = db
    .selectDistinctOn([scans.site], { site: scans.site, issues: scans.issueCount })
    .from(scans)
    .where(and(eq(scans.status, 'succeeded'), gte(scans.finishedAt, since)))
    .orderBy(scans.site, desc(scans.finishedAt))
    .as('latest_per_site');
  const [row] = await db.select({ sites: count(), avgIssues: avg(latestPerSite.issues) }).from(latestPerSite);
  return { sites: Number(row?.sites ?? 0), avgIssues: Number(row?.avgIssues ?? 0) };
}
