import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../platform/db/database.js';
import type { Logger as ServiceLogger } from '../../platform/log.js';
import type { ScanQueue } from '../../platform/queue/scan-queue.js';
import { recoverScansOfLapsedWorkers, returnUnclaimedJobs } from './scan-recovery.js';
import { dropLease, renewLease } from './worker-leases-repo.js';

/**
 * This worker process's lease: renewed every `heartbeatSeconds` to last `leaseSeconds`, dropped on
 * a graceful stop. The same timer sweeps for scans of workers whose lease lapsed, and for jobs a
 * worker fetched but never claimed a scan with, so every worker process watches the others and a
 * dead one's scans and jobs return within lease + heartbeat seconds.
 */

export interface LeaseSettings {
  heartbeatSeconds: number;
  leaseSeconds: number;
}

type Logger = Pick<ServiceLogger, 'info' | 'warn' | 'error'>;

export interface WorkerLease {
  readonly id: string;
  /** Stops the heartbeat and gives the lease up: scans still held go back at the next sweep anywhere. */
  release(): Promise<void>;
}

export async function startWorkerLease(
  deps: { db: Database; queue: ScanQueue; logger: Logger },
  settings: LeaseSettings,
): Promise<WorkerLease> {
  const { db, logger } = deps;
  const lease = { id: randomUUID(), host: hostname(), pid: process.pid };
  await renewLease(db.orm, lease, settings.leaseSeconds);
  let beating: Promise<void> | undefined;
  const beat = async () => {
    try {
      await renewLease(db.orm, lease, settings.leaseSeconds);
      await recoverScansOfLapsedWorkers(deps);
      await returnUnclaimedJobs(deps, settings.leaseSeconds);
    } catch (error) {
      // A missed beat is survivable: the lease outlasts two of them.
      logger.error({ err: error }, 'worker heartbeat failed');
    }
  };
  const beatOnce = () => {
    // A beat slower than the interval (a loaded database) is not started twice.
    beating ??= beat().finally(() => {
      beating = undefined;
    });
  };
  const timer = setInterval(beatOnce, settings.heartbeatSeconds * 1000);
  // A worker that starts looks at once: it may replace one that died a moment ago.
  beatOnce();
  return {
    id: lease.id,
    async release() {
      clearInterval(timer);
      await beating;
      await dropLease(db.orm, lease.id).catch((error: unknown) =>
        logger.warn({ err: error }, 'worker lease could not be dropped; it lapses by itself'),
      );
    },
  };
}
