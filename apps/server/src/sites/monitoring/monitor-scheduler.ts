import PgBoss from 'pg-boss';
import type { Database } from '../../platform/db/database.js';
import type { Logger as ServiceLogger } from '../../platform/log.js';

/**
 * The schedule behind monitoring: a pg-boss cron schedule puts a `monitor-tick` job in the queue
 * every minute, and some worker process runs the tick (`runMonitorTick`). pg-boss lets only one
 * process per minute turn the schedule into a job; the tick's claim query makes even two ticks at
 * once start each due scan once. The scan queue's own pg-boss runs without cron, so this is a
 * second, small instance in worker processes only, on the same tables.
 */

export const MONITOR_TICK_QUEUE = 'monitor-tick';
export const MONITOR_TICK_CRON = '* * * * *';
const PGBOSS_SCHEMA = 'pgboss';
// The same advisory lock as queue/scan-queue.ts: pg-boss's queue set-up collides when processes start at once.
const QUEUE_SETUP_LOCK_KEY = 0x6b6c71756575;

export interface MonitorSchedulerSettings {
  /** How often this process looks for a tick job (default 5 s: ticks come once a minute). */
  pollingIntervalSeconds?: number;
  /** How often pg-boss turns due schedules into jobs (1–45 s; tests shorten it). */
  cronWorkerIntervalSeconds?: number;
}

type Logger = Pick<ServiceLogger, 'error'>;

export interface MonitorScheduler {
  stop(timeoutMs: number): Promise<void>;
}

export async function startMonitorScheduler(
  db: Database,
  options: { tick: () => Promise<unknown>; settings?: MonitorSchedulerSettings; logger: Logger },
): Promise<MonitorScheduler> {
  const { settings = {}, logger } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.executeSql(text, values) },
    schema: PGBOSS_SCHEMA,
    // The scan queue installed the schema and runs maintenance.
    migrate: false,
    supervise: false,
    schedule: true,
    ...(settings.cronWorkerIntervalSeconds === undefined
      ? {}
      : { cronWorkerIntervalSeconds: settings.cronWorkerIntervalSeconds }),
  });
  boss.on('error', (error) => logger.error({ err: error }, 'monitor schedule error'));

  await db.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
    try {
      await boss.start();
      // A missed tick is made up by the next minute's, so no retries; a stuck one is given up soon.
      await boss.createQueue(MONITOR_TICK_QUEUE, {
        name: MONITOR_TICK_QUEUE,
        retryLimit: 0,
        expireInSeconds: 300,
      });
      await boss.schedule(MONITOR_TICK_QUEUE, MONITOR_TICK_CRON, {}, { tz: 'UTC' });
    } catch (error) {
      await boss.stop({ graceful: false }).catch(() => {});
      throw error;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_KEY]);
    }
  });

  await boss.work(
    MONITOR_TICK_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: settings.pollingIntervalSeconds ?? 5 },
    async () => {
      await options.tick();
    },
  );
  // One tick at start: monitors that fell due while no worker ran start now, not at the next
  // cron check (pg-boss looks at schedules every 30 s, and its first look may come before the
  // schedule above exists). Ticks claim monitors, so an extra one never starts a scan twice.
  await boss.send(MONITOR_TICK_QUEUE, {});

  return {
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
    },
  };
}
