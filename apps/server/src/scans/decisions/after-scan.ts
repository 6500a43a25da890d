import { and, eq, inArray, isNull } from 'drizzle-orm';
import { appendActivity, SYSTEM_ACTOR } from '../../activity/index.js';
import { type NotificationRow, recordNotifications } from '../../notifications/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { issueKeysOfScan, pagesOfIssues } from '../records/issues-repo.js';
import { previousSucceededScans, type ScanRow } from '../records/scans-repo.js';
import { issueDecisions, scanPages, scans } from '../schema.js';
import { type DecisionRow, EVERY_PAGE, pagePathOf } from './decisions-repo.js';
import { countByStatus, statusesOfScan } from './issue-statuses.js';

/** What a finished scan changed: decisions it verified, and those it reopened (with their status before). */
export interface SettledDecisions {
  verified: DecisionRow[];
  reopened: Array<{ decision: DecisionRow; was: DecisionRow['status'] }>;
  /** The notices recorded with the changes, for the assignee or else who decided: to mail now. */
  notices: NotificationRow[];
}

/**
 * After a scan of a site succeeded, what it proves about the site's decisions (decision 029):
 * - a `fixed` issue the scan no longer finds, on pages it checked, is `verified`: the pages that
 *   showed it in the previous scan (or, without one, the decided page, or for the whole site a site
 *   scan) must all have been checked; a page the scan did not reach proves nothing;
 * - a `verified` issue the scan finds again, and an `accepted` one past its review date, are
 *   `reopened`; a `fixed` one it still finds stays fixed (the fix may not be deployed yet).
 * A rescan that finds the same issues changes nothing else. Each change is an activity entry by
 * Klarsicht, in the same transaction.
 */
export async function settleDecisionsAfterScan(
  db: Database,
  clock: Clock,
  scan: ScanRow,
): Promise<SettledDecisions> {
  const settled: SettledDecisions = { verified: [], reopened: [], notices: [] };
  if (scan.status !== 'succeeded' || !scan.organisationId) return settled;
  await settle(db, clock, scan, scan.organisationId, settled);
  // The scan keeps its issues' statuses as they stand now, for the site's trend.
  const counts = countByStatus(
    await issueKeysOfScan(db.orm, scan.id, 'violations'),
    await statusesOfScan(db.orm, scan),
  );
  await db.orm.update(scans).set({ issuesByStatus: counts }).where(eq(scans.id, scan.id));
  return settled;
}

async function settle(
  db: Database,
  clock: Clock,
  scan: ScanRow,
  organisationId: string,
  settled: SettledDecisions,
): Promise<void> {
  const candidates = await db.orm
    .select()
    .from(issueDecisions)
    .where(
      and(
        eq(issueDecisions.organisationId, organisationId),
        eq(issueDecisions.site, scan.site),
        inArray(issueDecisions.status, ['fixed', 'verified', 'accepted']),
      ),
    );
  if (candidates.length === 0) return;

  const keys = [...new Set(candidates.map((decision) => decision.issueKey))];
  const [foundNow, checked, previous] = await Promise.all([
    pagesOfIssues(db.orm, scan.id, keys),
    checkedPaths(db.orm, scan.id),
    previousSucceededScans(db.orm, [scan]),
  ]);
  const earlier = previous.get(scan.id);
  const foundBefore = earlier ? await pagesOfIssues(db.orm, earlier.id, keys) : new Map<string, string[]>();
  const today = clock.now().toISOString().slice(0, 10);

  for (const decision of candidates) {
    const paths = (foundNow.get(decision.issueKey) ?? []).map(pagePathOf);
    const siteWide = decision.pagePath === EVERY_PAGE;
    const found = siteWide ? paths.length > 0 : paths.includes(decision.pagePath);
    if (found) {
      // A fix reported but still found stays "fixed": it may not be deployed yet, and the next scan
      // that no longer finds it verifies it. Only what was confirmed gone, or accepted until a day
      // now past, comes back as reopened.
      const reopen =
        decision.status === 'verified' ||
        (decision.status === 'accepted' && decision.reviewOn !== null && decision.reviewOn < today);
      if (reopen) settled.reopened.push({ decision, was: decision.status });
      continue;
    }
    if (decision.status !== 'fixed') continue;
    // Where it was: the previous scan's pages with it, else the decided page, else a whole site.
    const where = siteWide ? (foundBefore.get(decision.issueKey) ?? []).map(pagePathOf) : [decision.pagePath];
    const proves =
      where.length > 0 ? where.every((path) => checked.has(path)) : siteWide && scan.scope === 'site';
    if (proves) settled.verified.push(decision);
  }
  if (settled.verified.length === 0 && settled.reopened.length === 0) return;

  const at = clock.now();
  await db.orm.transaction(async (tx) => {
    const apply = async (decision: DecisionRow, status: 'verified' | 'reopened') => {
      // Only if nobody decided it meanwhile: a person's newer decision wins over the scan's.
      const [row] = await tx
        .update(issueDecisions)
        // decidedBy stays the person's: who reported the fix hears if it comes back. The record names Klarsicht.
        .set({ status, scanId: scan.id, decidedAt: at, version: decision.version + 1 })
        .where(and(eq(issueDecisions.id, decision.id), eq(issueDecisions.version, decision.version)))
        .returning();
      if (!row) return undefined;
      await appendActivity(
        tx,
        {
          organisationId,
          actor: SYSTEM_ACTOR,
          action: status === 'verified' ? 'issue.verified' : 'issue.reopened',
          subject: {
            site: scan.site,
            rule: decision.ruleId,
            issue: decision.issueKey,
            page: decision.pagePath,
          },
          details: { previous: decision.status, scan: scan.id },
        },
        at,
      );
      return row;
    };
    const verified: DecisionRow[] = [];
    for (const decision of settled.verified) {
      const row = await apply(decision, 'verified');
      if (row) verified.push(row);
    }
    const reopened: SettledDecisions['reopened'] = [];
    for (const { decision, was } of settled.reopened) {
      const row = await apply(decision, 'reopened');
      if (row) reopened.push({ decision: row, was });
    }
    settled.verified = verified;
    settled.reopened = reopened;
    // Who worked on it hears of it: the assignee, else who reported it fixed or accepted it.
    const notice = (row: DecisionRow, kind: 'verified' | 'reopened') => {
      const userId = row.assigneeId ?? row.decidedBy;
      return userId
        ? [
            {
              organisationId,
              userId,
              kind,
              subject: {
                decisionId: row.id,
                site: scan.site,
                ruleId: row.ruleId,
                status: row.status,
                ...(row.pagePath ? { pagePath: row.pagePath } : {}),
                scanId: scan.id,
              },
            },
          ]
        : [];
    };
    settled.notices = await recordNotifications(
      tx,
      [
        ...verified.flatMap((row) => notice(row, 'verified')),
        ...reopened.flatMap(({ decision }) => notice(decision, 'reopened')),
      ],
      at,
    );
  });
}

/** The paths of the pages the scan analysed (not those it could not load). */
async function checkedPaths(db: Executor, scanId: string): Promise<Set<string>> {
  const rows = await db
    .select({ url: scanPages.url })
    .from(scanPages)
    .where(and(eq(scanPages.scanId, scanId), isNull(scanPages.errorCode)));
  return new Set(rows.map((row) => pagePathOf(row.url)));
}
