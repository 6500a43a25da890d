import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { transactionSql } from '../db/transaction-sql.js';
import { type ScanJob, type ScanQueue, startScanQueue } from './scan-queue.js';

/**
 * A job enqueued while the workers wait between two polls is taken at once: the enqueue wakes them.
 * The polling interval here is far longer than the test waits, so only the wake-up can pass it.
 */

const POLLING_INTERVAL_SECONDS = 120;
const WAKE_UP_WAIT_MS = 15_000;

let database: TestDatabase;
let queue: ScanQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await startScanQueue(
    database.db,
    {
      expireInSeconds: 60,
      retryLimit: 0,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
      maintenanceIntervalSeconds: 60,
    },
    { error: () => {} },
  );
}, 60_000);

afterAll(async () => {
  await queue?.stop(5_000);
  await database?.destroy();
});

test('enqueued jobs are taken at once, not at the next poll, also by a worker busy with another job', async () => {
  const taken: string[] = [];
  let releaseFirst = () => {};
  const firstHeld = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  const takenNow = (count: number) =>
    expect.poll(() => taken.length, { timeout: WAKE_UP_WAIT_MS, interval: 50 }).toBe(count);

  // One worker: its first (empty) fetch happens at start, the next poll only minutes later.
  await queue.work(1, async (job: ScanJob) => {
    const { scanId } = job.data as { scanId: string };
    taken.push(scanId);
    if (taken.length === 1) await firstHeld;
  });
  await new Promise((resolve) => setTimeout(resolve, 500));

  const first = randomUUID();
  await queue.enqueue({ scanId: first });
  await takenNow(1);

  // Enqueued while the only worker is busy: taken as soon as the first job is done.
  const second = randomUUID();
  await queue.enqueue({ scanId: second });
  releaseFirst();
  await takenNow(2);
  expect(taken).toEqual([first, second]);
}, 60_000);

test('a job queued inside a transaction exists only if the transaction commits, and is taken then', async () => {
  // The first test's worker is still fetching: whether a job was taken shows in its state.
  const statesOf = async (scanId: string) => {
    const { rows } = await database.db.executeSql(
      `select state from pgboss.job where name = 'scan' and data->>'scanId' = $1`,
      [scanId],
    );
    return rows.map((row) => row.state as string);
  };

  const rolledBack = randomUUID();
  await expect(
    database.db.orm.transaction(async (tx) => {
      await queue.enqueue({ scanId: rolledBack }, transactionSql(tx));
      throw new Error('the scan row could not be written');
    }),
  ).rejects.toThrow('the scan row could not be written');
  expect(await statesOf(rolledBack)).toEqual([]);

  const committed = randomUUID();
  await database.db.orm.transaction(async (tx) => {
    await queue.enqueue({ scanId: committed }, transactionSql(tx));
  });
  // The wake-up was delivered at the commit: taken and done long before the next poll.
  await expect
    .poll(() => statesOf(committed), { timeout: WAKE_UP_WAIT_MS, interval: 50 })
    .toEqual(['completed']);
}, 60_000);
