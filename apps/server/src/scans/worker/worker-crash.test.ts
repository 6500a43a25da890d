import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ScanView } from '@klarsicht/contracts';
import { CHAIN_PAGES, type FixtureSite, startFixtureSite } from '@klarsicht/fixture-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../../test-support/http.js';
import { scaled } from '../../../test-support/machine-factor.js';
import {
  createTestDatabase,
  seedPgliteDataDir,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../../../test-support/test-database.js';
import {
  countTerminalScans,
  queuePageScans,
  queueSiteScan,
  scanJobStates,
  scanOutcomes,
  settledScanJobStates,
  WorkerProcesses,
  waitFor,
} from '../../../test-support/worker-processes.js';
import type { Database } from '../../platform/db/database.js';
import { openPgliteDatabase } from '../../platform/db/pglite.js';
import { type ScanQueue, startScanQueue } from '../../platform/queue/scan-queue.js';

/**
 * Issue #14's promise: a scan whose worker died with SIGKILL reaches a final state within 60 s plus
 * its own run time, none is completed twice, and retries are counted. The job expiry is set far
 * beyond the test (15 min), so only the leases can bring the scans back; the lease and heartbeat
 * are the defaults (30 s, 10 s). Waits are generous for a loaded machine and scale with its
 * measured slowness, but the recovery itself is held to the 60 s the issue promises.
 */

const RECOVERY_PROMISE_MS = 60_000;
/** A slow page's own run time on a loaded machine: its delay, a browser start, axe. */
const SLOW_PAGE_MS = 4_000;
const RUN_TIME_ALLOWANCE_MS = scaled(45_000);
/** Each page of the site scan's chain: long enough to kill the process half-way through it. */
const CHAIN_PAGE_MS = 1_000;

const workerEnv = {
  SCAN_JOB_EXPIRY_SECONDS: '900',
  SCAN_PAGE_TIMEOUT_MS: '60000',
  SCAN_TOTAL_TIMEOUT_MS: '120000',
  SCAN_RETRY_LIMIT: '2',
  SCAN_RETRY_DELAY_SECONDS: '10',
  QUEUE_POLLING_INTERVAL_SECONDS: '1',
  QUEUE_MAINTENANCE_INTERVAL_SECONDS: '60',
  WORKER_HEARTBEAT_SECONDS: '10',
  WORKER_LEASE_SECONDS: '30',
  SCAN_SCREENSHOTS: '0',
};

/** The queue as the test's own jobs are created with: the same expiry and retries as the workers'. */
const testQueueSettings = {
  expireInSeconds: 900,
  retryLimit: 2,
  retryDelaySeconds: 10,
  pollingIntervalSeconds: 1,
  maintenanceIntervalSeconds: 60,
};
/** A site scan's page budget: more than the chain, so the chain's end ends the crawl. */
const SITE_BUDGET = 20;

let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite({ pages: 'shop' });
  site.slowDelayMs = SLOW_PAGE_MS;
  site.chainDelayMs = CHAIN_PAGE_MS;
});

afterAll(async () => {
  await site?.close();
});

function expectEachFinishedOnce(
  workers: WorkerProcesses,
  scans: Array<{ id: string; status: string; attempts: number; pages: number }>,
  interrupted: string[],
): void {
  for (const scan of scans) {
    expect(['succeeded', 'failed']).toContain(scan.status);
    // One result set each: a scan completed twice would have two.
    expect(scan.pages, `scan ${scan.id} has ${scan.pages} result pages`).toBe(1);
  }
  for (const [scanId, lines] of workers.finishedLines) {
    expect(lines, `scan ${scanId} finished more than once`).toBe(1);
  }
  const byId = new Map(scans.map((scan) => [scan.id, scan]));
  // SIGKILL can land between a commit and its log line: only a scan that left a line was interrupted for sure.
  for (const scanId of interrupted.filter((id) => workers.finishedLines.has(id))) {
    expect(byId.get(scanId)?.attempts, `attempts of interrupted scan ${scanId}`).toBeGreaterThanOrEqual(2);
  }
}

type StoredPage = { url: string; position: number };

/**
 * The site scan ended with every chain page once, the pages stored before the kill kept at their
 * positions and not loaded again: the crawl went on from their stored links.
 */
async function expectResumedSiteScan(
  db: Database,
  scanId: string,
  kept: StoredPage[],
  requestsBefore: Map<string, number>,
): Promise<void> {
  const { rows: scanRows } = await db.executeSql(
    'select status, attempts, pages_done, pages_total from scans where id = $1',
    [scanId],
  );
  expect(scanRows[0]).toMatchObject({
    status: 'succeeded',
    pages_done: CHAIN_PAGES,
    pages_total: CHAIN_PAGES,
  });
  expect(scanRows[0]!.attempts).toBeGreaterThanOrEqual(2);
  const pages = await storedPages(db, scanId);
  expect(pages.map((page) => new URL(page.url).pathname).sort()).toEqual(
    Array.from({ length: CHAIN_PAGES }, (_, i) => `/chain/${i + 1}.html`).sort(),
  );
  expect(pages.slice(0, kept.length)).toEqual(kept);
  for (const page of kept) {
    const pathname = new URL(page.url).pathname;
    expect(site.requestsOf(pathname) - (requestsBefore.get(pathname) ?? 0), `fetches of ${pathname}`).toBe(1);
  }
}

/** How often each chain page was fetched so far (both parts of this file scan the chain). */
function chainRequests(): Map<string, number> {
  const paths = Array.from({ length: CHAIN_PAGES }, (_, i) => `/chain/${i + 1}.html`);
  return new Map(paths.map((pathname) => [pathname, site.requestsOf(pathname)]));
}

async function storedPages(db: Database, scanId: string): Promise<StoredPage[]> {
  const { rows } = await db.executeSql(
    'select url, position from scan_pages where scan_id = $1 order by position',
    [scanId],
  );
  return rows as StoredPage[];
}

describe('the embedded database (PGlite, ROLE=all) killed with SIGKILL and started again', () => {
  const SCANS = 6;
  let dataDir: string;
  let workers: WorkerProcesses;
  let siteScanId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'klarsicht-crash-'));
    await seedPgliteDataDir(path.join(dataDir, 'pglite'));
    // A site scan queued before the process starts, so it is the first one taken (anonymous site
    // scans cannot be asked for through the API).
    const db = await openPgliteDatabase(path.join(dataDir, 'pglite'));
    try {
      const queue = await startScanQueue(db, testQueueSettings, { error: () => {} });
      siteScanId = await queueSiteScan(db, queue, site.url('/chain/1.html'), SITE_BUDGET);
      await queue.stop(1_000);
    } finally {
      await db.close();
    }
    workers = new WorkerProcesses('', { concurrency: 2 });
  });

  afterAll(async () => {
    await workers?.killAll();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'finishes every scan, the interrupted ones within 60 s plus their run time, none twice',
    async () => {
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const env = {
        ...workerEnv,
        ROLE: 'all',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        FREE_SCAN_RATE_LIMIT: '1000',
      };
      const requestsBefore = chainRequests();
      const first = workers.spawn('first', env);
      await waitForReady(baseUrl, first.exited);
      const ids: string[] = [];
      for (let i = 0; i < SCANS; i++) {
        const created = await postJson(`${baseUrl}/api/scans`, { url: site.url('/slow.html') });
        expect(created.status).toBe(202);
        ids.push(created.json.id as string);
      }
      // Killed while it holds the site scan, some of whose pages are stored, and a page scan.
      let kept: StoredPage[] = [];
      await waitFor(async () => {
        if (workers.inFlight(first).length < 2) return false;
        const listed = await getJson(`${baseUrl}/api/scans/${siteScanId}/pages`);
        const items = (listed.json.items ?? []) as Array<{ url: string }>;
        kept = items.map((page, position) => ({ url: page.url, position }));
        return kept.length >= 2;
      }, scaled(90_000));
      const interrupted = await workers.killAndRead(first);
      expect(interrupted).toContain(siteScanId);

      const second = workers.spawn('second', env);
      await waitForReady(baseUrl, second.exited);
      const restartedAt = Date.now();
      // The scans the dead process held come back at once, not after the 15-minute job expiry.
      await waitFor(async () => {
        const views = await Promise.all(interrupted.map((id) => scanView(baseUrl, id)));
        return views.every((view) => view.status === 'succeeded' || view.status === 'failed');
      }, RECOVERY_PROMISE_MS + RUN_TIME_ALLOWANCE_MS);
      expect(Date.now() - restartedAt).toBeLessThan(RECOVERY_PROMISE_MS + RUN_TIME_ALLOWANCE_MS);
      await waitFor(async () => {
        const views = await Promise.all([...ids, siteScanId].map((id) => scanView(baseUrl, id)));
        return views.every((view) => view.status === 'succeeded' || view.status === 'failed');
      }, scaled(180_000));

      // Read the database itself once the process has let go of it.
      second.child.kill('SIGTERM');
      await second.exited;
      const db = await openPgliteDatabase(path.join(dataDir, 'pglite'));
      try {
        const scans = await scanOutcomes(db);
        expect(scans.map((scan) => scan.id).sort()).toEqual([...ids, siteScanId].sort());
        // The page scans: one page each. The site scan's pages are checked below.
        const pageScans = (id: string) => id !== siteScanId;
        expectEachFinishedOnce(
          workers,
          scans.filter((scan) => pageScans(scan.id)),
          interrupted.filter(pageScans),
        );
        for (const scanId of interrupted) {
          if (workers.finishedLines.has(scanId)) expect(await retriesSpent(db, scanId)).toBe(1);
        }
        await expectResumedSiteScan(db, siteScanId, kept, requestsBefore);
        expect(await scanJobStates(db)).toEqual([{ state: 'completed', n: SCANS + 1 }]);
      } finally {
        await db.close();
      }
    },
    scaled(420_000),
  );
});

if (!TEST_DATABASE_URL) {
  console.info('worker-crash.test.ts: PostgreSQL part skipped — set TEST_DATABASE_URL to run it');
}

describe.skipIf(!TEST_DATABASE_URL)('one of two worker processes on PostgreSQL killed with SIGKILL', () => {
  const SCANS = 10;
  let database: TestDatabase;
  let queue: ScanQueue;
  let workers: WorkerProcesses;

  beforeAll(async () => {
    database = await createTestDatabase({ kind: 'postgres' });
    queue = await startScanQueue(database.db, testQueueSettings, { error: () => {} });
    workers = new WorkerProcesses(database.url!, { concurrency: 2 });
  });

  afterAll(async () => {
    await workers?.killAll();
    await queue?.stop(1_000);
    await database?.destroy();
  });

  it(
    "the other worker finishes the dead one's scans within 60 s plus their run time, none twice",
    async () => {
      const ids = await queuePageScans(database.db, queue, site.url('/slow.html'), SCANS);
      const a = workers.spawn('a', workerEnv);
      const b = workers.spawn('b', workerEnv);
      await waitFor(() => workers.inFlight(a).length > 0 && b.started.size > 0, scaled(120_000));
      const interrupted = await workers.killAndRead(a);
      const killedAt = Date.now();

      await waitFor(
        async () => {
          const { rows } = await database.db.executeSql(
            `select count(*)::int as n from scans where id = any($1::uuid[]) and status in ('succeeded', 'failed')`,
            [interrupted],
          );
          return rows[0]!.n === interrupted.length;
        },
        RECOVERY_PROMISE_MS + RUN_TIME_ALLOWANCE_MS + 30_000,
      );
      // Lease (30 s) + heartbeat (10 s) + the page's run time; the 15-minute expiry played no part.
      expect(Date.now() - killedAt).toBeLessThan(RECOVERY_PROMISE_MS + RUN_TIME_ALLOWANCE_MS);
      await waitFor(async () => (await countTerminalScans(database.db)) === SCANS, scaled(180_000));

      const scans = await scanOutcomes(database.db);
      expect(scans.map((scan) => scan.id).sort()).toEqual([...ids].sort());
      expectEachFinishedOnce(workers, scans, interrupted);
      // The survivor's sweep returned them, each with one retry spent.
      for (const scanId of interrupted) {
        if (!workers.finishedLines.has(scanId)) continue;
        expect(b.recovered.has(scanId), `scan ${scanId} recovered by b`).toBe(true);
        expect(await retriesSpent(database.db, scanId)).toBe(1);
      }
      expect(await settledScanJobStates(database.db)).toEqual([{ state: 'completed', n: SCANS }]);
    },
    scaled(420_000),
  );

  it(
    'a site scan whose worker was killed keeps the pages it had stored',
    async () => {
      await workers.killAll();
      // A shorter lease than the defaults above: what is tested here is what the next attempt keeps.
      const shortLease = { ...workerEnv, WORKER_HEARTBEAT_SECONDS: '2', WORKER_LEASE_SECONDS: '6' };
      const requestsBefore = chainRequests();
      const c = workers.spawn('c', shortLease);
      const scanId = await queueSiteScan(database.db, queue, site.url('/chain/1.html'), SITE_BUDGET);
      let kept: StoredPage[] = [];
      await waitFor(async () => {
        kept = await storedPages(database.db, scanId);
        return kept.length >= 3;
      }, scaled(120_000));
      await workers.kill(c);
      // Pages stored between the last look and the kill are kept too.
      kept = await storedPages(database.db, scanId);
      expect(kept.length).toBeLessThan(CHAIN_PAGES);

      const d = workers.spawn('d', shortLease);
      await waitFor(async () => {
        const { rows } = await database.db.executeSql('select status from scans where id = $1', [scanId]);
        return rows[0]!.status === 'succeeded' || rows[0]!.status === 'failed';
      }, RECOVERY_PROMISE_MS + RUN_TIME_ALLOWANCE_MS);
      expect(d.recovered.has(scanId)).toBe(true);
      await expectResumedSiteScan(database.db, scanId, kept, requestsBefore);
    },
    scaled(240_000),
  );
});

async function retriesSpent(db: Database, scanId: string): Promise<number> {
  const { rows } = await db.executeSql(
    `select retry_count from pgboss.job where name = 'scan' and data->>'scanId' = $1`,
    [scanId],
  );
  return rows[0]!.retry_count as number;
}

async function scanView(baseUrl: string, id: string): Promise<ScanView> {
  return (await getJson(`${baseUrl}/api/scans/${id}`)).json as ScanView;
}

async function waitForReady(baseUrl: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  await waitFor(async () => {
    if (gone) throw new Error('the process exited before it was ready');
    try {
      return (await fetch(`${baseUrl}/readyz`)).ok;
    } catch {
      return false;
    }
  }, scaled(120_000));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
