import { randomUUID } from 'node:crypto';
import { appendActivity, SYSTEM_ACTOR } from '../../activity/index.js';
import { type AllowanceReader, covers, profileFor } from '../../billing/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { transactionSql } from '../../platform/db/transaction-sql.js';
import type { Logger as ServiceLogger } from '../../platform/log.js';
import type { ScanQueue } from '../../platform/queue/scan-queue.js';
import { insertScan } from '../../scans/index.js';
import { findSiteSettings, siteStartUrl } from '../settings/site-settings-repo.js';
import { claimDueMonitors, type MonitorRow, setMonitorLastScan } from '../site-monitors-repo.js';

type Logger = Pick<ServiceLogger, 'info' | 'warn' | 'error'>;

export interface MonitorTickDeps {
  db: Database;
  scanQueue: Pick<ScanQueue, 'enqueue'>;
  allowance: AllowanceReader;
  clock: Clock;
  logger: Logger;
  /** Most monitors one tick claims; the rest wait for the next tick. */
  batchSize?: number;
}

export interface TickOutcome {
  /** Scan ids started, one per claimed monitor that its plan still covers. */
  started: string[];
  /** Monitors claimed but not scanned (plan lapsed, site off the allowance, queue down). */
  skipped: string[];
}

/**
 * One run of the schedule: claims the due monitors (each moves one interval on as it is claimed,
 * so a second tick racing this one cannot take the same run), and starts a site scan for each
 * whose plan still covers its site, under the plan's profile and page budget.
 */
export async function runMonitorTick(deps: MonitorTickDeps): Promise<TickOutcome> {
  const { db, logger } = deps;
  const claimed = await claimDueMonitors(db.orm, deps.clock.now(), deps.batchSize ?? 50);
  const outcome: TickOutcome = { started: [], skipped: [] };
  for (const monitor of claimed) {
    try {
      const scanId = await startMonitoredScan(deps, monitor);
      (scanId ? outcome.started : outcome.skipped).push(scanId ?? monitor.id);
    } catch (error) {
      // One monitor's failure (billing unreachable…) must not hold up the others; it runs again next interval.
      logger.error({ err: error, monitorId: monitor.id }, 'monitored scan could not be started');
      outcome.skipped.push(monitor.id);
    }
  }
  return outcome;
}

async function startMonitoredScan(deps: MonitorTickDeps, monitor: MonitorRow): Promise<string | undefined> {
  const { db, logger } = deps;
  const log = { monitorId: monitor.id, organisationId: monitor.organisationId, site: monitor.site };
  const allowance = await deps.allowance.allowanceOf(monitor.organisationId);
  if (!covers(allowance, monitor.site)) {
    logger.info(
      { ...log, planActive: allowance.active },
      'monitor skipped: the plan no longer covers the site',
    );
    return undefined;
  }
  const profile = profileFor(allowance, monitor.profile);
  if (!profile) {
    logger.info(log, 'monitor skipped: the plan has no profile');
    return undefined;
  }
  const settings = await findSiteSettings(db.orm, monitor.organisationId, monitor.site);
  const scanId = randomUUID();
  // Row, monitor link and job in one commit: a crash leaves no scan queued for ever without a job.
  // The link is there before any worker can see the job, so its after-scan check finds the monitor.
  await db.orm.transaction(async (tx) => {
    await insertScan(tx, {
      id: scanId,
      organisationId: monitor.organisationId,
      url: siteStartUrl(settings, monitor.url),
      site: monitor.site,
      scope: 'site',
      profile,
      pageBudget: allowance.pageBudget,
    });
    await setMonitorLastScan(tx, monitor.id, scanId);
    await appendActivity(
      tx,
      {
        organisationId: monitor.organisationId,
        actor: SYSTEM_ACTOR,
        action: 'scan.started',
        subject: { scan: scanId, site: monitor.site },
        details: { scope: 'site', profile, scheduled: true },
      },
      deps.clock.now(),
    );
    await deps.scanQueue.enqueue({ scanId }, transactionSql(tx));
  });
  logger.info({ ...log, scanId }, 'monitored scan queued');
  return scanId;
}
