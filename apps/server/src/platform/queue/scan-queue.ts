import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import type { Logger as ServiceLogger } from '../log.js';

/**
 * The scan job queue: pg-boss on our own database, reached through the same adapter on PGlite and
 * PostgreSQL (pg-boss's `db` option), so there is one code path for both.
 */

export const SCAN_QUEUE = 'scan';
/** Jobs that used up their retries land here, so the scan can be marked failed instead of hanging. */
export const SCAN_DEAD_LETTER_QUEUE = 'scan-dead-letter';
const PGBOSS_SCHEMA = 'pgboss';
/**
 * Said on every enqueue: workers that listen fetch at once instead of at their next poll (pg-boss
 * polls at most once a second, which a free check would otherwise wait for, half a second on average).
 */
export const SCAN_JOBS_CHANNEL = 'klarsicht_scan_jobs';

/**
 * Deliveries of events to webhooks and chats (decision 030): one job per attempt, `startAfter` its
 * backoff. A job whose process died is retried by pg-boss after it expires; the delivery's row says
 * whether that attempt had already been made.
 */
export const DELIVERY_QUEUE = 'webhook-delivery';

export const scanJobSchema = z.object({ scanId: z.uuid() });
export type ScanJobData = z.infer<typeof scanJobSchema>;

export interface ScanQueueSettings {
  expireInSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  pollingIntervalSeconds: number;
  maintenanceIntervalSeconds: number;
}

export interface ScanJob {
  id: string;
  data: unknown;
}

type Logger = Pick<ServiceLogger, 'error'>;

/** pg-boss's `db` adapter; an open transaction's is what returnCrashed needs. */
export type QueueSql = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/** retried: back in the queue, a retry spent; dead-lettered: out of retries; waiting: was already queued; replaced: a new job. */
export type CrashedJobOutcome = 'retried' | 'dead-lettered' | 'waiting' | 'replaced';

export interface ScanQueue {
  /**
   * Queues a scan's job and wakes the workers. Inside `tx` (see db/transaction-sql.ts) the job
   * commits or rolls back with the scan's row, so a process killed in between leaves neither a scan
   * without its job (queued for ever) nor a job without its scan; the wake-up, a NOTIFY, is then
   * delivered at the commit.
   */
  enqueue(data: ScanJobData, tx?: QueueSql): Promise<void>;
  /** Queues an attempt of a delivery, inside `tx` with the delivery's row, due after `startAfterSeconds`. */
  enqueueDelivery(data: unknown, options?: { tx?: QueueSql; startAfterSeconds?: number }): Promise<void>;
  /** Runs `concurrency` fetch loops of delivery attempts. */
  workDeliveries(concurrency: number, handler: (job: ScanJob) => Promise<void>): Promise<void>;
  /** Runs `concurrency` independent fetch loops, each holding at most one job. */
  work(concurrency: number, handler: (job: ScanJob) => Promise<void>): Promise<void>;
  workDeadLetters(handler: (job: ScanJob) => Promise<void>): Promise<void>;
  /** Stops fetching new jobs; handlers already running carry on. */
  stopWorking(): Promise<void>;
  /**
   * Puts an active job straight back in the queue without spending one of its retries, and wakes
   * the workers. pg-boss 10 has no call for this (its stop() fails active jobs, which costs a retry
   * and waits for the backoff), so this is one UPDATE on its job table; `started_on = NULL` is what
   * keeps the retry counter unchanged on the next fetch. With `activeForSeconds`, only a job fetched
   * at least that long ago: one fetched again meanwhile belongs to a live worker.
   */
  release(jobId: string, activeForSeconds?: number): Promise<boolean>;
  /**
   * Hands back the job of a scan whose worker is gone, inside the caller's transaction (`tx`, see
   * db/transaction-sql.ts) so it commits together with the scan's new state. An active job is
   * failed as pg-boss fails it (one retry spent; out of retries it goes to the dead-letter queue),
   * but due at once: the lapsed lease was the wait. A job already waiting (expired meanwhile) is
   * left alone; a job that no longer waits or runs is replaced, or the scan would never run again.
   */
  returnCrashed(jobId: string | null, data: ScanJobData, tx: QueueSql): Promise<CrashedJobOutcome>;
  /**
   * Every job of the scan queue marked active (with `activeForSeconds`, fetched at least that long
   * ago): at an embedded start, jobs of the previous process; in a sweep, jobs a dead worker fetched.
   */
  activeJobs(activeForSeconds?: number): Promise<Array<{ id: string; data: unknown }>>;
  isReady(): Promise<boolean>;
  stop(timeoutMs: number): Promise<void>;
}

// Any constant distinct from the migration lock.
const QUEUE_SETUP_LOCK_KEY = 0x6b6c71756575;

async function setUpQueues(boss: PgBoss, settings: ScanQueueSettings): Promise<void> {
  await boss.start();
  await boss.createQueue(SCAN_DEAD_LETTER_QUEUE);
  const scanQueueOptions = {
    name: SCAN_QUEUE,
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.expireInSeconds,
    deadLetter: SCAN_DEAD_LETTER_QUEUE,
  };
  await boss.createQueue(SCAN_QUEUE, scanQueueOptions);
  // createQueue keeps an existing queue's settings; bring them in line with this configuration.
  await boss.updateQueue(SCAN_QUEUE, scanQueueOptions);
  const deliveryQueueOptions = {
    name: DELIVERY_QUEUE,
    // Only a dead process fails a delivery job: its handler records every outcome itself.
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 120,
  };
  await boss.createQueue(DELIVERY_QUEUE, deliveryQueueOptions);
  await boss.updateQueue(DELIVERY_QUEUE, deliveryQueueOptions);
}

export async function startScanQueue(
  db: Database,
  settings: ScanQueueSettings,
  logger: Logger,
): Promise<ScanQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.executeSql(text, values) },
    schema: PGBOSS_SCHEMA,
    // Maintenance (expiring jobs of dead workers, archiving) runs in every process; pg-boss makes
    // sure only one does it per interval. Cron scheduling is not used.
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));

  // pg-boss installs its schema and creates queues with statements that deadlock or collide when
  // several processes start at once on a fresh database; one at a time is enough.
  await db.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
    try {
      await setUpQueues(boss, settings);
    } catch (error) {
      await boss.stop({ graceful: false }).catch(() => {});
      throw error;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_KEY]);
    }
  });

  const workOptions = { batchSize: 1, pollingIntervalSeconds: settings.pollingIntervalSeconds };
  const scanWorkerIds: string[] = [];
  let stopListening: (() => Promise<void>) | undefined;
  const unlisten = async () => {
    const stop = stopListening;
    stopListening = undefined;
    await stop?.().catch(() => {});
  };
  const releaseSql = `
    UPDATE ${PGBOSS_SCHEMA}.job
    SET state = 'created', started_on = NULL, start_after = now()
    WHERE name = $1 AND id = $2 AND state = 'active'
      AND started_on <= now() - make_interval(secs => $3)
    RETURNING id`;

  return {
    async enqueue(data, tx) {
      if (tx) {
        await boss.send(SCAN_QUEUE, data, { db: tx });
        await tx.executeSql('SELECT pg_notify($1, $2)', [SCAN_JOBS_CHANNEL, '']);
        return;
      }
      await boss.send(SCAN_QUEUE, data);
      // A lost wake-up costs only the polling interval; the job is already safely queued.
      await db
        .executeSql('SELECT pg_notify($1, $2)', [SCAN_JOBS_CHANNEL, ''])
        .catch((error: unknown) => logger.error({ err: error }, 'could not wake the scan workers'));
    },
    async enqueueDelivery(data, options = {}) {
      const sendOptions = {
        ...(options.tx ? { db: options.tx } : {}),
        // A time, not seconds: pg-boss sends seconds as an interval text that a transaction's bound
        // parameters (transaction-sql.ts) do not carry through its insert.
        ...(options.startAfterSeconds
          ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) }
          : {}),
      };
      await boss.send(DELIVERY_QUEUE, data as object, sendOptions);
    },
    async workDeliveries(concurrency, handler) {
      for (let i = 0; i < concurrency; i++) {
        await boss.work<unknown>(DELIVERY_QUEUE, workOptions, async ([job]) => {
          if (job) await handler(job);
        });
      }
    },
    async work(concurrency, handler) {
      for (let i = 0; i < concurrency; i++) {
        const id = await boss.work<unknown>(SCAN_QUEUE, workOptions, async ([job]) => {
          if (job) await handler(job);
        });
        scanWorkerIds.push(id);
      }
      // A busy worker remembers the wake-up and fetches again as soon as its job is done.
      stopListening ??= await db.listen(SCAN_JOBS_CHANNEL, () => {
        for (const id of scanWorkerIds) boss.notifyWorker(id);
      });
    },
    async workDeadLetters(handler) {
      await boss.work<unknown>(SCAN_DEAD_LETTER_QUEUE, workOptions, async ([job]) => {
        if (job) await handler(job);
      });
    },
    async stopWorking() {
      await unlisten();
      scanWorkerIds.length = 0;
      await boss.offWork(SCAN_QUEUE);
      await boss.offWork(SCAN_DEAD_LETTER_QUEUE);
      await boss.offWork(DELIVERY_QUEUE);
    },
    async release(jobId, activeForSeconds = 0) {
      const { rows } = await db.executeSql(releaseSql, [SCAN_QUEUE, jobId, activeForSeconds]);
      if (rows.length === 0) return false;
      // Back in the queue: the idle workers take it now, not at their next poll.
      await db
        .executeSql('SELECT pg_notify($1, $2)', [SCAN_JOBS_CHANNEL, ''])
        .catch((error: unknown) => logger.error({ err: error }, 'could not wake the scan workers'));
      return true;
    },
    async returnCrashed(jobId, data, tx) {
      const stateOf = async () => {
        if (!jobId) return undefined;
        const { rows } = await tx.executeSql(
          `SELECT state FROM ${PGBOSS_SCHEMA}.job WHERE name = $1 AND id = $2 FOR UPDATE`,
          [SCAN_QUEUE, jobId],
        );
        return rows[0]?.state as string | undefined;
      };
      const state = await stateOf();
      if (state === 'created' || state === 'retry') return 'waiting';
      // Out of retries already (expired meanwhile): the dead-letter queue ends the scan.
      if (state === 'failed') return 'dead-lettered';
      // Said at commit: the waiting workers take the job now, not at their next poll.
      const wake = () => tx.executeSql('SELECT pg_notify($1, $2)', [SCAN_JOBS_CHANNEL, '']);
      if (state === 'active' && jobId) {
        await boss.fail(SCAN_QUEUE, jobId, { message: 'worker gone: its lease lapsed' }, { db: tx });
        if ((await stateOf()) === 'failed') return 'dead-lettered';
        await tx.executeSql(
          `UPDATE ${PGBOSS_SCHEMA}.job SET start_after = now() WHERE name = $1 AND id = $2 AND state = 'retry'`,
          [SCAN_QUEUE, jobId],
        );
        await wake();
        return 'retried';
      }
      // Completed by a worker that was presumed dead, cancelled, or unknown: the scan needs a new job.
      await boss.send(SCAN_QUEUE, data, { db: tx });
      await wake();
      return 'replaced';
    },
    async activeJobs(activeForSeconds = 0) {
      const { rows } = await db.executeSql(
        `SELECT id, data FROM ${PGBOSS_SCHEMA}.job WHERE name = $1 AND state = 'active'
           AND started_on <= now() - make_interval(secs => $2)`,
        [SCAN_QUEUE, activeForSeconds],
      );
      return rows.map((row) => ({ id: String(row.id), data: row.data }));
    },
    async isReady() {
      try {
        return (await boss.getQueue(SCAN_QUEUE)) !== null;
      } catch {
        return false;
      }
    },
    async stop(timeoutMs) {
      await unlisten();
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
    },
  };
}
