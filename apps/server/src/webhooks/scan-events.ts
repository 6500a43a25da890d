import { type DecisionStatus, type EventIssue, IMPACTS, MAX_EVENT_ISSUES } from '@klarsicht/contracts';
import { ruleTexts } from '@klarsicht/rules';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import { findScan, type NewIssue, newIssues, statusesOfScan, violationsOfScan } from '../scans/index.js';
import { findMonitorOfScan, findPreviousSiteScan } from '../sites/index.js';
import { type DeliveryQueue, emitEvent } from './emit.js';

/**
 * The events a scan of an organisation's site tells (decision 030): `scan.finished`, `issues.new`
 * and `issues.fixed` against the previous scan of the site under the same profile, one
 * `issue.reopened` per decision the scan reopened; `monitoring.failed` when a scheduled scan
 * failed. Each carries a dedupe key of the scan, so an after-scan step run twice (a worker that
 * died in it) tells nothing twice; a scan's events are written in one transaction.
 */

/** Every impact: a receiver decides what matters to it (the mail alerts on severe ones only). */
const EVERY_IMPACT_RANK = IMPACTS.length - 1;

export interface ScanEventsDeps {
  db: Database;
  queue: DeliveryQueue;
  clock: Clock;
  publicUrl: string;
}

function eventIssue(issue: NewIssue): EventIssue {
  return {
    key: issue.issueKey,
    ruleId: issue.ruleId,
    title: {
      de: ruleTexts(issue.ruleId, 'de')?.help ?? issue.help,
      en: ruleTexts(issue.ruleId, 'en')?.help ?? issue.help,
    },
    impact: IMPACTS[issue.impactRank] ?? null,
    selector: issue.selector,
    pageUrl: issue.pageUrl,
    pageCount: issue.pageCount,
  };
}

const resultUrlOf = (publicUrl: string, scanId: string) => `${publicUrl}/run/${scanId}`;

/** After a scan succeeded: what it found, what is new and gone, and which decisions it reopened. */
export async function emitScanEvents(
  deps: ScanEventsDeps,
  scanId: string,
  reopened: ReadonlyArray<{ issueKey: string; was: DecisionStatus }>,
): Promise<void> {
  const { db } = deps;
  const scan = await findScan(db.orm, scanId);
  if (!scan?.organisationId || scan.status !== 'succeeded' || !scan.finishedAt) return;
  const organisationId = scan.organisationId;
  const finishedAt = scan.finishedAt;
  const monitor = await findMonitorOfScan(db.orm, scan.id);
  // Only a site scan compares with the site's previous one; a single page's scan says what it found.
  const previous =
    scan.scope === 'site'
      ? await findPreviousSiteScan(db.orm, {
          id: scan.id,
          organisationId,
          site: scan.site,
          profile: scan.profile,
          finishedAt,
        })
      : undefined;
  // Decided false alarms and accepted issues are no news (decision 029); false alarms count nowhere.
  const statuses = await statusesOfScan(db.orm, scan);
  const statusOf = (issue: NewIssue) => statuses.get(issue.issueKey)?.status;
  const news = (issue: NewIssue) => statusOf(issue) !== 'false_positive' && statusOf(issue) !== 'accepted';
  // One read of the scan's violations: the counts leave false alarms out; a reopened issue is among them.
  const found = await violationsOfScan(db.orm, scan.id);
  const current = found.filter((issue) => statusOf(issue) !== 'false_positive');
  const fresh = previous
    ? (await newIssues(db.orm, scan.id, previous.id, EVERY_IMPACT_RANK)).filter(news)
    : [];
  const gone = previous ? await newIssues(db.orm, previous.id, scan.id, EVERY_IMPACT_RANK) : [];
  const reopenedIssues = new Map(found.map((issue) => [issue.issueKey, issue]));
  const common = {
    organisationId,
    site: scan.site,
    scanId: scan.id,
    resultUrl: resultUrlOf(deps.publicUrl, scan.id),
  };
  const base = { organisationId, site: scan.site, at: deps.clock.now() };
  const byImpact = (impact: (typeof IMPACTS)[number]) =>
    current.filter((issue) => IMPACTS[issue.impactRank] === impact).length;
  await db.orm.transaction(async (tx) => {
    await emitEvent(tx, deps.queue, {
      ...base,
      type: 'scan.finished',
      dedupe: `scan.finished:${scan.id}`,
      data: {
        ...common,
        profile: scan.profile,
        status: 'succeeded',
        trigger: monitor ? 'monitor' : 'person',
        finishedAt: finishedAt.toISOString(),
        pages: scan.pagesDone,
        issues: {
          total: current.length,
          critical: byImpact('critical'),
          serious: byImpact('serious'),
          moderate: byImpact('moderate'),
          minor: byImpact('minor'),
        },
        ...(previous
          ? { previousScanId: previous.id, newIssues: fresh.length, fixedIssues: gone.length }
          : {}),
      },
    });
    if (previous && fresh.length > 0)
      await emitEvent(tx, deps.queue, {
        ...base,
        type: 'issues.new',
        dedupe: `issues.new:${scan.id}`,
        data: {
          ...common,
          previousScanId: previous.id,
          issues: fresh.slice(0, MAX_EVENT_ISSUES).map(eventIssue),
          total: fresh.length,
        },
      });
    if (previous && gone.length > 0)
      await emitEvent(tx, deps.queue, {
        ...base,
        type: 'issues.fixed',
        dedupe: `issues.fixed:${scan.id}`,
        data: {
          ...common,
          previousScanId: previous.id,
          issues: gone.slice(0, MAX_EVENT_ISSUES).map(eventIssue),
          total: gone.length,
        },
      });
    for (const entry of reopened) {
      const issue = reopenedIssues.get(entry.issueKey);
      if (!issue) continue;
      await emitEvent(tx, deps.queue, {
        ...base,
        type: 'issue.reopened',
        dedupe: `issue.reopened:${scan.id}:${entry.issueKey}`,
        data: { ...common, issue: eventIssue(issue), previousStatus: entry.was },
      });
    }
  });
}

/** After a scheduled scan failed: the site is not being watched as it should be. */
export async function emitMonitoringFailed(deps: ScanEventsDeps, scanId: string): Promise<void> {
  const { db } = deps;
  const scan = await findScan(db.orm, scanId);
  if (!scan?.organisationId || scan.status !== 'failed') return;
  if (!(await findMonitorOfScan(db.orm, scan.id))) return;
  const organisationId = scan.organisationId;
  await db.orm.transaction((tx) =>
    emitEvent(tx, deps.queue, {
      organisationId,
      site: scan.site,
      at: deps.clock.now(),
      type: 'monitoring.failed',
      dedupe: `monitoring.failed:${scan.id}`,
      data: {
        organisationId,
        site: scan.site,
        scanId: scan.id,
        resultUrl: resultUrlOf(deps.publicUrl, scan.id),
        errorCode: scan.failureCode ?? 'internal',
      },
    }),
  );
}
