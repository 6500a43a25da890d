import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from '../src/platform/db/database.js';
import type { ScanQueue } from '../src/platform/queue/scan-queue.js';
import { insertScan } from '../src/scans/records/scans-repo.js';
import { scaled } from './machine-factor.js';

/**
 * Worker processes (`ROLE=worker`, tsx on the sources) on a PostgreSQL test database, watched
 * through their JSON log: which scans each started and finished. For the kill-and-restart tests.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const mainSource = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/**
 * A page's and a scan's time limits in the workers: short, so a hung page cannot hold a test, and
 * stretched on a slower machine, so a page that merely loads slowly is not failed for it.
 */
const PAGE_TIMEOUT_MS = scaled(10_000);
const TOTAL_TIMEOUT_MS = scaled(12_000);

/**
 * Retries as production has them in kind. The job expiry lies beyond a scan's run time, as
 * production's does (total time + 120 s): a shorter one hands a live, merely slow scan to a second
 * worker on a busy machine. A killed worker's scans and jobs come back through the leases instead.
 */
export const killTestQueueSettings = {
  expireInSeconds: Math.ceil(TOTAL_TIMEOUT_MS / 1000) + 120,
  retryLimit: 3,
  retryDelaySeconds: 1,
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
};

export interface WorkerProcess {
  name: string;
  child: ChildProcess;
  started: Set<string>;
  finished: Set<string>;
  /** Scans this process returned to the queue for a worker that is gone (the lease sweep). */
  recovered: Set<string>;
  exited: Promise<void>;
}

export class WorkerProcesses {
  readonly workers: WorkerProcess[] = [];
  /** "scan finished" log lines per scan id, across every worker: more than one is a double completion. */
  readonly finishedLines = new Map<string, number>();

  constructor(
    private readonly databaseUrl: string,
    private readonly options: { concurrency: number; queue?: typeof killTestQueueSettings },
  ) {}

  /** `env` overrides the worker settings below (an embedded `ROLE=all` process, other leases…). */
  spawn(name: string, env: Record<string, string> = {}): WorkerProcess {
    const queue = this.options.queue ?? killTestQueueSettings;
    // tsx on the sources, resolving workspace packages to their sources too: no build needed.
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', mainSource], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ROLE: 'worker',
        DATABASE_URL: this.databaseUrl,
        KLARSICHT_ALLOW_PRIVATE_TARGETS: '1',
        WORKER_CONCURRENCY: String(this.options.concurrency),
        SCAN_PAGE_TIMEOUT_MS: String(PAGE_TIMEOUT_MS),
        SCAN_TOTAL_TIMEOUT_MS: String(TOTAL_TIMEOUT_MS),
        SCAN_JOB_EXPIRY_SECONDS: String(queue.expireInSeconds),
        SCAN_RETRY_LIMIT: String(queue.retryLimit),
        SCAN_RETRY_DELAY_SECONDS: String(queue.retryDelaySeconds),
        QUEUE_POLLING_INTERVAL_SECONDS: String(queue.pollingIntervalSeconds),
        QUEUE_MAINTENANCE_INTERVAL_SECONDS: String(queue.maintenanceIntervalSeconds),
        LOG_LEVEL: 'info',
        ...env,
      },
    });
    const worker: WorkerProcess = {
      name,
      child,
      started: new Set(),
      finished: new Set(),
      recovered: new Set(),
      exited: new Promise((resolve) => child.once('exit', () => resolve())),
    };
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) this.readLogLine(worker, line);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (process.env.TEST_LOG_LEVEL) process.stderr.write(`[${name}] ${chunk}`);
    });
    this.workers.push(worker);
    return worker;
  }

  /** Scans the worker started and has not finished (what a kill interrupts). */
  inFlight(worker: WorkerProcess): string[] {
    return [...worker.started].filter((id) => !worker.finished.has(id));
  }

  /** SIGKILL to the worker and the browser it started (its process group); resolves when it is gone. */
  async kill(worker: WorkerProcess): Promise<void> {
    killGroup(worker.child);
    await worker.exited;
  }

  /**
   * SIGKILL, then every line the worker wrote before it died: what it held then is what the kill
   * interrupted. Read before the kill, a "scan started" line still in the pipe (a busy machine reads
   * late) would leave out a scan the worker held, and may even have finished without its last line.
   */
  async killAndRead(worker: WorkerProcess): Promise<string[]> {
    await this.kill(worker);
    // Bounded: a Chromium helper outside the group could keep the pipe open.
    const drained = worker.child.stdout ? finished(worker.child.stdout).catch(() => {}) : undefined;
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    return this.inFlight(worker);
  }

  /**
   * Waits (bounded) until every scan in `ids` has its "scan finished" line. A worker writes that
   * line after its commit and completes the job after it, so a test that saw every scan final, or
   * every job completed, may still have the last lines in a pipe a busy machine reads late.
   */
  async finishedLinesOf(ids: string[], timeoutMs = scaled(15_000)): Promise<void> {
    await waitFor(() => ids.every((id) => this.finishedLines.has(id)), timeoutMs).catch(() => {});
  }

  async killAll(): Promise<void> {
    for (const worker of this.workers) killGroup(worker.child);
    await Promise.all(this.workers.map((worker) => worker.exited));
  }

  private readLogLine(worker: WorkerProcess, line: string): void {
    if (!line.startsWith('{')) return;
    const entry = JSON.parse(line) as { msg?: string; scanId?: string };
    if (!entry.scanId) return;
    if (entry.msg === 'scan started') worker.started.add(entry.scanId);
    if (entry.msg === 'scan of a lost worker returned to the queue') worker.recovered.add(entry.scanId);
    if (entry.msg === 'scan finished') {
      worker.finished.add(entry.scanId);
      this.finishedLines.set(entry.scanId, (this.finishedLines.get(entry.scanId) ?? 0) + 1);
    }
  }
}

/** Inserts and enqueues `count` page scans of `url`; returns their ids. */
export async function queuePageScans(
  db: Database,
  queue: ScanQueue,
  url: string,
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    ids.push(id);
    await insertScan(db.orm, {
      id,
      organisationId: null,
      url,
      site: new URL(url).host,
      scope: 'page',
      profile: 'wcag21aa',
    });
    await queue.enqueue({ scanId: id });
  }
  return ids;
}

/** Inserts and enqueues an anonymous site scan of `url` checking at most `pageBudget` pages; returns its id. */
export async function queueSiteScan(
  db: Database,
  queue: Pick<ScanQueue, 'enqueue'>,
  url: string,
  pageBudget: number,
): Promise<string> {
  const id = randomUUID();
  await insertScan(db.orm, {
    id,
    organisationId: null,
    url,
    site: new URL(url).host,
    scope: 'site',
    profile: 'wcag21aa',
    pageBudget,
  });
  await queue.enqueue({ scanId: id });
  return id;
}

export async function countTerminalScans(db: Database): Promise<number> {
  const { rows } = await db.executeSql(
    `select count(*)::int as n from scans where status in ('succeeded', 'failed')`,
    [],
  );
  return rows[0]!.n as number;
}

/** Every scan with its status, attempts and number of stored pages (results written twice show up here). */
export async function scanOutcomes(
  db: Database,
): Promise<Array<{ id: string; status: string; attempts: number; pages: number }>> {
  const { rows } = await db.executeSql(
    `select s.id, s.status, s.attempts, count(p.id)::int as pages
     from scans s left join scan_pages p on p.scan_id = s.id group by s.id`,
    [],
  );
  return rows as Array<{ id: string; status: string; attempts: number; pages: number }>;
}

export async function scanJobStates(db: Database): Promise<Array<{ state: string; n: number }>> {
  const { rows } = await db.executeSql(
    `select state, count(*)::int as n from pgboss.job where name = 'scan' group by state order by state`,
    [],
  );
  return rows as Array<{ state: string; n: number }>;
}

/**
 * The scan queue's job states once every job is completed, or as they are after `timeoutMs`: a
 * worker completes its job a moment after the scan's result is committed, so a test that saw every
 * scan final may still find the last job active.
 */
export async function settledScanJobStates(
  db: Database,
  timeoutMs = scaled(30_000),
): Promise<Array<{ state: string; n: number }>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await scanJobStates(db);
    if ((states.length === 1 && states[0]!.state === 'completed') || Date.now() > deadline) return states;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until `count()` reaches `target`, for as long as it keeps rising: it fails only when no
 * scan has ended for `stallMs`. A fixed deadline for a whole batch measures the machine, not the
 * workers: on a shared machine whose CPU the host hands out sparingly, 50 scans take three times
 * as long as on a quiet one, while a lost scan stalls the count for ever however fast the machine.
 */
export async function waitForProgress(
  count: () => Promise<number>,
  target: number,
  stallMs: number,
): Promise<void> {
  let last = await count();
  let lastChange = Date.now();
  while (last < target) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await count();
    if (now !== last) {
      last = now;
      lastChange = Date.now();
    } else if (Date.now() - lastChange > stallMs) {
      throw new Error(`stuck at ${last} of ${target}: none ended within ${stallMs} ms`);
    }
  }
}

/** The worker and the browser it started: the whole process group, which the test created. */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
