import type { Database } from '../../platform/db/database.js';
import { transactionSql } from '../../platform/db/transaction-sql.js';
import type { Logger as ServiceLogger } from '../../platform/log.js';
import { type CrashedJobOutcome, type ScanQueue, scanJobSchema } from '../../platform/queue/scan-queue.js';
import { notifyScan } from '../events/scan-notifications.js';
import { findScan } from '../records/scans-repo.js';
import {
  claimInterruptedScan,
  dropLapsedLeases,
  dropOtherLeases,
  type HeldScan,
  runningScans,
  scansOfLapsedWorkers,
} from './worker-leases-repo.js';

/**
 * Scans whose worker is gone go back to the queue: the attempt's token is revoked (a worker that
 * was only cut off can no longer write), the scan waits as interrupted, and its job is failed as a
 * crash (a retry spent; a scan that keeps killing its worker ends in the dead-letter queue), all
 * in one transaction. Only the process whose claim changes the scan row returns its job.
 */

type Logger = Pick<ServiceLogger, 'info' | 'warn'>;

export interface RecoveryDeps {
  db: Database;
  queue: ScanQueue;
  logger: Logger;
}

async function recoverScan(deps: RecoveryDeps, scan: HeldScan): Promise<CrashedJobOutcome | undefined> {
  const { db, queue, logger } = deps;
  const outcome = await db.orm.transaction(async (tx) => {
    const claimed = await claimInterruptedScan(tx, scan);
    if (!claimed) return undefined;
    return queue.returnCrashed(claimed.jobId, { scanId: scan.id }, transactionSql(tx));
  });
  if (!outcome) return undefined;
  await notifyScan(db.orm, { type: 'status', scanId: scan.id });
  logger.warn(
    { scanId: scan.id, jobId: scan.jobId, workerId: scan.workerId, outcome },
    'scan of a lost worker returned to the queue',
  );
  return outcome;
}

/** One sweep: the running scans of lapsed leases go back to the queue. Returns how many this process recovered. */
export async function recoverScansOfLapsedWorkers(deps: RecoveryDeps): Promise<number> {
  let recovered = 0;
  for (const scan of await scansOfLapsedWorkers(deps.db.orm)) {
    if (await recoverScan(deps, scan)) recovered++;
  }
  await dropLapsedLeases(deps.db.orm);
  return recovered;
}

/**
 * Jobs fetched by a worker that died before its attempt began (or after its result was committed,
 * before the job was completed): no running scan names them, so the lease sweep cannot see them, and
 * pg-boss would hold them until their expiry (15 minutes) — it has no heartbeat of its own. A job
 * active for `graceSeconds` (the lease: a live worker claims its scan within milliseconds of the
 * fetch) whose scan is not running goes back to the queue with no retry spent, since no attempt ran;
 * a finished scan's job is then dropped by the next worker that takes it. Returns how many went back.
 */
export async function returnUnclaimedJobs(deps: RecoveryDeps, graceSeconds: number): Promise<number> {
  const { db, queue, logger } = deps;
  let returned = 0;
  for (const job of await queue.activeJobs(graceSeconds)) {
    const parsed = scanJobSchema.safeParse(job.data);
    const scan = parsed.success ? await findScan(db.orm, parsed.data.scanId) : undefined;
    // A running scan's job is its attempt's: the lease of the worker holding it decides.
    if (scan?.status === 'running') continue;
    if (!(await queue.release(job.id, graceSeconds))) continue;
    returned++;
    logger.warn(
      { scanId: scan?.id, jobId: job.id, scanStatus: scan?.status },
      'job of a lost worker returned to the queue',
    );
  }
  return returned;
}

/**
 * At the start of the only process on an embedded database, before it takes jobs: whatever is
 * running or fetched belongs to a process that is gone (PGlite's directory admits one process),
 * so it all goes back now instead of after a lease or job expiry.
 */
export async function recoverEverythingAtStart(deps: RecoveryDeps, ownWorkerId: string): Promise<number> {
  let recovered = 0;
  for (const scan of await runningScans(deps.db.orm)) {
    if (await recoverScan(deps, scan)) recovered++;
  }
  // Fetched but not yet started when the process died: no attempt began, so no retry is spent.
  for (const job of await deps.queue.activeJobs()) await deps.queue.release(job.id);
  await dropOtherLeases(deps.db.orm, ownWorkerId);
  if (recovered > 0) deps.logger.info({ recovered }, 'scans of the previous process returned to the queue');
  return recovered;
}
