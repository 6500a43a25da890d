import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScanQueue, startScanQueue } from '../queue/scan-queue.js';
import { type FixtureSite, startFixtureSite } from '../test-support/fixture-site.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../test-support/test-database.js';
import {
  countTerminalScans,
  killTestQueueSettings,
  queuePageScans,
  scanOutcomes,
  settledScanJobStates,
  WorkerProcesses,
  waitFor,
} from '../test-support/worker-processes.js';

/**
 * Scale-out under fire: 200 page scans queued on PostgreSQL, two worker processes (concurrency 3
 * each). Each original worker is killed with SIGKILL (with its browser) while it holds scans, and
 * a replacement started. All 200 finish, none twice (one result set and one "scan finished" line
 * each, every pg-boss job completed once). PostgreSQL only (TEST_DATABASE_URL).
 */

const SCANS = 200;

let database: TestDatabase;
let site: FixtureSite;
let queue: ScanQueue;
let workers: WorkerProcesses;

if (!TEST_DATABASE_URL) {
  console.info('scale-out.test.ts: skipped — set TEST_DATABASE_URL to a PostgreSQL server to run it');
}

describe.skipIf(!TEST_DATABASE_URL)(
  `${SCANS} scans on two worker processes that are killed and restarted`,
  () => {
    beforeAll(async () => {
      [database, site] = await Promise.all([createTestDatabase({ kind: 'postgres' }), startFixtureSite()]);
      queue = await startScanQueue(database.db, killTestQueueSettings, { error: () => {} });
      workers = new WorkerProcesses(database.url!, { concurrency: 3 });
    });

    afterAll(async () => {
      await workers?.killAll();
      await queue?.stop(1_000);
      await site?.close();
      await database?.destroy();
    });

    it(`all ${SCANS} finish, none twice`, async () => {
      await queuePageScans(database.db, queue, site.url('/'), SCANS);
      const started = Date.now();
      const a = workers.spawn('a');
      const b = workers.spawn('b');
      const interrupted: string[] = [];

      // First kill: `a`, early, while it holds scans.
      await waitFor(() => a.finished.size >= 10 && workers.inFlight(a).length > 0, 90_000);
      interrupted.push(...workers.inFlight(a));
      await workers.kill(a);
      workers.spawn('a2');

      // Second kill: `b`, about halfway through, while it holds scans.
      await waitFor(
        async () => (await countTerminalScans(database.db)) >= SCANS / 2 && workers.inFlight(b).length > 0,
        180_000,
      );
      interrupted.push(...workers.inFlight(b));
      await workers.kill(b);
      workers.spawn('b2');

      await waitFor(async () => (await countTerminalScans(database.db)) === SCANS, 240_000);
      console.info(`scale-out.test.ts: ${SCANS} scans in ${((Date.now() - started) / 1000).toFixed(1)} s`);

      const scans = await scanOutcomes(database.db);
      expect(scans).toHaveLength(SCANS);
      // Finished means a final status with one result set. On a loaded machine a page can hit its
      // 10 s timeout and the scan fail with `timeout`: an outcome, not a lost scan.
      const failed = scans.filter((scan) => scan.status === 'failed').length;
      console.info(`scale-out.test.ts: ${SCANS - failed} succeeded, ${failed} failed`);
      for (const scan of scans) {
        expect(['succeeded', 'failed']).toContain(scan.status);
        expect(scan.pages, `scan ${scan.id} has ${scan.pages} result pages`).toBe(1);
      }
      for (const [scanId, lines] of workers.finishedLines)
        expect(lines, `scan ${scanId} finished more than once`).toBe(1);
      // SIGKILL can land between a scan's commit and its "scan finished" log line: then only the
      // database (one result set, one completed job) witnesses it, and that can only happen to a
      // scan the killed worker held.
      const unlogged = scans.map((scan) => scan.id).filter((id) => !workers.finishedLines.has(id));
      for (const scanId of unlogged) expect(interrupted, `scan ${scanId} left no log line`).toContain(scanId);
      expect(interrupted.length).toBeGreaterThan(0);
      const byId = new Map(scans.map((scan) => [scan.id, scan]));
      for (const scanId of interrupted) {
        // Interrupted before its commit: a second attempt finished it.
        if (!unlogged.includes(scanId)) expect(byId.get(scanId)?.attempts).toBeGreaterThanOrEqual(2);
      }
      // Every job completed exactly once: none failed, none left behind, none duplicated.
      expect(await settledScanJobStates(database.db)).toEqual([{ state: 'completed', n: SCANS }]);
      // All four processes did work.
      for (const worker of workers.workers) expect(worker.finished.size, worker.name).toBeGreaterThan(0);
    }, 420_000);
  },
);
