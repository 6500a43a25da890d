import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertScan } from '../db/scans-repo.js';
import { type ScanQueue, startScanQueue } from '../queue/scan-queue.js';
import { type FixtureSite, startFixtureSite } from '../test-support/fixture-site.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../test-support/test-database.js';

/**
 * Two worker processes share the queue on PostgreSQL; one is killed with SIGKILL mid-run and
 * started again. Every scan must finish, none twice. PGlite belongs to one process, so this runs
 * only with TEST_DATABASE_URL (as CI sets it).
 */

const SCANS = 50;
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mainSource = fileURLToPath(new URL('../main.ts', import.meta.url));

interface WorkerProcess {
  name: string;
  child: ChildProcess;
  started: Set<string>;
  finished: Set<string>;
  exited: Promise<void>;
}

let database: TestDatabase;
let site: FixtureSite;
let queue: ScanQueue;
const workers: WorkerProcess[] = [];
const finishedLines = new Map<string, number>();

if (!TEST_DATABASE_URL) {
  console.info('worker-processes.test.ts: skipped — set TEST_DATABASE_URL to a PostgreSQL server to run it');
}

describe.skipIf(!TEST_DATABASE_URL)('two worker processes on PostgreSQL', () => {
  beforeAll(async () => {
    [database, site] = await Promise.all([createTestDatabase({ kind: 'postgres' }), startFixtureSite()]);
    queue = await startScanQueue(database.db, queueSettings, { error: () => {} });
  });

  afterAll(async () => {
    for (const worker of workers) killGroup(worker.child);
    await Promise.all(workers.map((worker) => worker.exited));
    await queue?.stop(1_000);
    await site?.close();
    await database?.destroy();
  });

  it(`finish ${SCANS} scans, none lost and none completed twice, while one is killed and restarted`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < SCANS; i++) {
      const id = randomUUID();
      ids.push(id);
      await insertScan(database.db.orm, {
        id,
        ownerId: null,
        url: site.url('/'),
        site: '127.0.0.1',
        scope: 'page',
        profile: 'wcag21aa',
      });
      await queue.enqueue({ scanId: id });
    }

    const a = spawnWorker('a');
    spawnWorker('b');
    // Kill `a` while it holds scans, after both have shown that they work.
    await waitFor(() => a.finished.size >= 3 && inFlight(a).length > 0, 90_000);
    const interrupted = inFlight(a);
    a.child.kill('SIGKILL');
    await a.exited;
    spawnWorker('a2');

    await waitFor(async () => (await countTerminal()) === SCANS, 120_000);

    const { rows: scans } = await database.db.executeSql(
      `select s.id, s.status, s.attempts, count(p.id)::int as pages
       from scans s left join scan_pages p on p.scan_id = s.id group by s.id`,
      [],
    );
    expect(scans).toHaveLength(SCANS);
    // None lost: every scan finished. None twice: one set of results each.
    for (const scan of scans) {
      expect(['succeeded', 'failed']).toContain(scan.status);
      expect(scan.pages).toBe(1);
    }
    for (const [scanId, lines] of finishedLines)
      expect(lines, `scan ${scanId} finished more than once`).toBe(1);
    // The scans the killed worker held came back (after their job expired) and were finished by another.
    const byId = new Map(scans.map((scan) => [scan.id, scan]));
    for (const scanId of interrupted) expect(byId.get(scanId)?.attempts).toBeGreaterThanOrEqual(2);
    const { rows: jobs } = await database.db.executeSql(
      `select state, count(*)::int as n from pgboss.job where name = 'scan' group by state`,
      [],
    );
    expect(jobs).toEqual([{ state: 'completed', n: SCANS }]);
  }, 240_000);
});

const queueSettings = {
  expireInSeconds: 15,
  retryLimit: 3,
  retryDelaySeconds: 1,
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
};

function spawnWorker(name: string): WorkerProcess {
  // tsx on the sources, resolving workspace packages to their sources too: no build needed.
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', mainSource], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ROLE: 'worker',
      DATABASE_URL: database.url!,
      KLARSICHT_ALLOW_PRIVATE_TARGETS: '1',
      WORKER_CONCURRENCY: '2',
      SCAN_PAGE_TIMEOUT_MS: '10000',
      SCAN_TOTAL_TIMEOUT_MS: '12000',
      SCAN_JOB_EXPIRY_SECONDS: String(queueSettings.expireInSeconds),
      SCAN_RETRY_LIMIT: String(queueSettings.retryLimit),
      SCAN_RETRY_DELAY_SECONDS: String(queueSettings.retryDelaySeconds),
      QUEUE_POLLING_INTERVAL_SECONDS: String(queueSettings.pollingIntervalSeconds),
      QUEUE_MAINTENANCE_INTERVAL_SECONDS: String(queueSettings.maintenanceIntervalSeconds),
      LOG_LEVEL: 'info',
    },
  });
  const worker: WorkerProcess = {
    name,
    child,
    started: new Set(),
    finished: new Set(),
    exited: new Promise((resolve) => child.once('exit', () => resolve())),
  };
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) readLogLine(worker, line);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    if (process.env.TEST_LOG_LEVEL) process.stderr.write(`[${name}] ${chunk}`);
  });
  workers.push(worker);
  return worker;
}

function readLogLine(worker: WorkerProcess, line: string): void {
  if (!line.startsWith('{')) return;
  const entry = JSON.parse(line) as { msg?: string; scanId?: string };
  if (!entry.scanId) return;
  if (entry.msg === 'scan started') worker.started.add(entry.scanId);
  if (entry.msg === 'scan finished') {
    worker.finished.add(entry.scanId);
    finishedLines.set(entry.scanId, (finishedLines.get(entry.scanId) ?? 0) + 1);
  }
}

function inFlight(worker: WorkerProcess): string[] {
  return [...worker.started].filter((id) => !worker.finished.has(id));
}

async function countTerminal(): Promise<number> {
  const { rows } = await database.db.executeSql(
    `select count(*)::int as n from scans where status in ('succeeded', 'failed')`,
    [],
  );
  return rows[0]!.n as number;
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The worker and the browser it started: the whole process group, which this test created. */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
