import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { SCAN_DEAD_LETTER_QUEUE, type ScanQueue, startScanQueue } from '../../platform/queue/scan-queue.js';
import { findScan, insertScan, recordProgress, startAttempt } from '../records/scans-repo.js';
import { toScanView } from '../records/views.js';
import {
  recoverEverythingAtStart,
  recoverScansOfLapsedWorkers,
  returnUnclaimedJobs,
} from './scan-recovery.js';
import { renewLease } from './worker-leases-repo.js';

/**
 * The recovery sweep on one database (PGlite, or PostgreSQL with TEST_DATABASE_URL): jobs are
 * "fetched" and leases "lapse" by SQL, so each case is exact; the processes test
 * (worker-crash.test.ts) shows the same with real workers killed by SIGKILL.
 */

let database: TestDatabase;
let queue: ScanQueue;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await startScanQueue(
    database.db,
    {
      expireInSeconds: 3_600,
      retryLimit: 1,
      retryDelaySeconds: 600,
      pollingIntervalSeconds: 60,
      maintenanceIntervalSeconds: 3_600,
    },
    silent,
  );
}, 60_000);

afterAll(async () => {
  await queue?.stop(1_000);
  await database?.destroy();
});

const orm = () => database.db.orm;
const deps = () => ({ db: database.db, queue, logger: silent });

async function lease(seconds: number): Promise<string> {
  const id = randomUUID();
  await renewLease(orm(), { id, host: 'test', pid: 1 }, seconds);
  return id;
}

async function lapse(workerId: string): Promise<void> {
  await database.db.executeSql(
    `update worker_leases set expires_at = now() - interval '1 second' where id = $1`,
    [workerId],
  );
}

async function queuedScan(): Promise<string> {
  const id = randomUUID();
  await insertScan(orm(), {
    id,
    organisationId: null,
    url: 'https://example.org/',
    site: 'example.org',
    scope: 'page',
    profile: 'wcag21aa',
  });
  await queue.enqueue({ scanId: id });
  return id;
}

/** What pg-boss's fetch does to the scan's waiting job (fetchNextJob in pg-boss's plans.js). */
async function fetchJob(scanId: string): Promise<string> {
  const { rows } = await database.db.executeSql(
    `update pgboss.job set state = 'active', started_on = now(),
       retry_count = case when started_on is not null then retry_count + 1 else retry_count end
     where name = 'scan' and data->>'scanId' = $1 and state < 'active' returning id`,
    [scanId],
  );
  return String(rows[0]!.id);
}

/** A scan queued, fetched and started by the worker holding `workerId`; returns the attempt. */
async function runningScan(workerId: string, scanId?: string) {
  const id = scanId ?? (await queuedScan());
  const jobId = await fetchJob(id);
  const token = randomUUID();
  await startAttempt(orm(), id, token, { workerId, jobId });
  await recordProgress(orm(), id, token, { pagesDone: 2, pagesTotal: 5 });
  return { id, jobId, token };
}

async function jobsOf(scanId: string) {
  const { rows } = await database.db.executeSql(
    `select name, state, retry_count, start_after <= now() as due from pgboss.job
     where data->>'scanId' = $1 order by created_on`,
    [scanId],
  );
  return rows;
}

describe('the sweep', () => {
  it('returns the scans of a lapsed lease once, as interrupted, a retry spent and due now', async () => {
    const dead = await lease(30);
    const alive = await lease(30);
    const lost = await runningScan(dead);
    const kept = await runningScan(alive);
    await lapse(dead);

    // Two processes sweeping at the same moment: one of them recovers the scan.
    const recovered = await Promise.all([
      recoverScansOfLapsedWorkers(deps()),
      recoverScansOfLapsedWorkers(deps()),
    ]);
    expect(recovered[0]! + recovered[1]!).toBe(1);

    const scan = (await findScan(orm(), lost.id))!;
    expect(scan).toMatchObject({
      status: 'queued',
      attemptToken: null,
      workerId: null,
      pagesDone: 2,
      pagesTotal: 5,
    });
    expect(toScanView(scan).interruptedAt).toBe(scan.interruptedAt?.toISOString());
    // The old attempt, should it still live somewhere, can no longer write.
    expect(await recordProgress(orm(), lost.id, lost.token, { pagesDone: 3, pagesTotal: 5 })).toBeUndefined();
    expect(await jobsOf(lost.id)).toEqual([{ name: 'scan', state: 'retry', retry_count: 0, due: true }]);
    // Fetched again, the job counts the retry.
    await fetchJob(lost.id);
    expect(await jobsOf(lost.id)).toMatchObject([{ state: 'active', retry_count: 1 }]);

    // The live worker's scan is untouched; the lapsed lease is gone.
    expect(await findScan(orm(), kept.id)).toMatchObject({ status: 'running', attemptToken: kept.token });
    const { rows } = await database.db.executeSql('select id from worker_leases where id = any($1::uuid[])', [
      [dead, alive],
    ]);
    expect(rows).toEqual([{ id: alive }]);
  });

  it('sends a scan that keeps losing its worker to the dead-letter queue', async () => {
    const first = await lease(30);
    const scan = await runningScan(first);
    await lapse(first);
    expect(await recoverScansOfLapsedWorkers(deps())).toBe(1);

    const second = await lease(30);
    await runningScan(second, scan.id);
    await lapse(second);
    expect(await recoverScansOfLapsedWorkers(deps())).toBe(1);

    expect(await jobsOf(scan.id)).toEqual([
      { name: 'scan', state: 'failed', retry_count: 1, due: true },
      { name: SCAN_DEAD_LETTER_QUEUE, state: 'created', retry_count: 0, due: true },
    ]);
  });

  it('gives a scan a new job when its old one was completed by a worker presumed dead', async () => {
    const dead = await lease(30);
    const scan = await runningScan(dead);
    await database.db.executeSql(`update pgboss.job set state = 'completed' where id = $1`, [scan.jobId]);
    await lapse(dead);
    expect(await recoverScansOfLapsedWorkers(deps())).toBe(1);
    expect(await jobsOf(scan.id)).toMatchObject([
      { name: 'scan', state: 'completed' },
      { name: 'scan', state: 'created', retry_count: 0, due: true },
    ]);
  });
});

describe('the sweep for jobs no scan names', () => {
  // Far beyond this file's run time: jobs the other cases fetched a moment ago are never this old.
  const GRACE_SECONDS = 1_800;
  /** The worker fetched the job `ago` seconds back and was killed before its attempt began. */
  async function fetchedAgo(scanId: string, ago: number): Promise<string> {
    const jobId = await fetchJob(scanId);
    await database.db.executeSql(
      `update pgboss.job set started_on = now() - make_interval(secs => $2) where id = $1`,
      [jobId, ago],
    );
    return jobId;
  }

  it('returns a job whose worker died between the fetch and its attempt, once the lease has passed', async () => {
    const orphaned = await queuedScan();
    await fetchedAgo(orphaned, 3_600);
    // Fetched a moment ago: a live worker is about to claim its scan.
    const justFetched = await queuedScan();
    await fetchedAgo(justFetched, 1);
    // Fetched long ago and running: the lease of the worker holding it decides, not this sweep.
    const alive = await lease(30);
    const held = await runningScan(alive);
    await database.db.executeSql(
      `update pgboss.job set started_on = now() - interval '1 hour' where id = $1`,
      [held.jobId],
    );

    // The lease sweep alone does not see the job: no running scan names it.
    expect(await recoverScansOfLapsedWorkers(deps())).toBe(0);
    expect(await jobsOf(orphaned)).toMatchObject([{ state: 'active' }]);

    expect(await returnUnclaimedJobs(deps(), GRACE_SECONDS)).toBe(1);
    // Back and due now, no retry spent: no attempt ran.
    expect(await jobsOf(orphaned)).toEqual([{ name: 'scan', state: 'created', retry_count: 0, due: true }]);
    expect(await findScan(orm(), orphaned)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await jobsOf(justFetched)).toMatchObject([{ state: 'active' }]);
    expect(await jobsOf(held.id)).toMatchObject([{ state: 'active' }]);
    expect(await findScan(orm(), held.id)).toMatchObject({ status: 'running', attemptToken: held.token });
  });

  it('returns the job of a scan finished by a worker that died before completing the job', async () => {
    const dead = await lease(30);
    const scan = await runningScan(dead);
    await database.db.executeSql(`update scans set status = 'succeeded', finished_at = now() where id = $1`, [
      scan.id,
    ]);
    await database.db.executeSql(
      `update pgboss.job set started_on = now() - interval '1 hour' where id = $1`,
      [scan.jobId],
    );
    await lapse(dead);
    expect(await recoverScansOfLapsedWorkers(deps())).toBe(0);
    expect(await returnUnclaimedJobs(deps(), GRACE_SECONDS)).toBe(1);
    // The next worker to take it finds the scan finished and drops the job.
    expect(await jobsOf(scan.id)).toEqual([{ name: 'scan', state: 'created', retry_count: 0, due: true }]);
    expect(await findScan(orm(), scan.id)).toMatchObject({ status: 'succeeded' });
  });
});

describe('an embedded start', () => {
  it('returns every running scan and fetched job at once, whatever the leases say', async () => {
    const previous = await lease(3_600);
    const running = await runningScan(previous);
    // Fetched, but the process died before the attempt began: no retry is spent on it.
    const fetched = await queuedScan();
    await fetchJob(fetched);

    const own = await lease(30);
    expect(await recoverEverythingAtStart(deps(), own)).toBeGreaterThanOrEqual(1);

    expect(await findScan(orm(), running.id)).toMatchObject({ status: 'queued', attemptToken: null });
    expect(await jobsOf(running.id)).toEqual([{ name: 'scan', state: 'retry', retry_count: 0, due: true }]);
    expect(await jobsOf(fetched)).toEqual([{ name: 'scan', state: 'created', retry_count: 0, due: true }]);
    const { rows } = await database.db.executeSql('select id from worker_leases', []);
    expect(rows).toEqual([{ id: own }]);
  });
});
