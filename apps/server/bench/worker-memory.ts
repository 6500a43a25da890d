import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startCorpus } from '../../../packages/scanner/bench/corpus.js';
import { migrate } from '../src/platform/db/migrate.js';
import { openPostgresDatabase } from '../src/platform/db/postgres.js';
import { startScanQueue } from '../src/platform/queue/scan-queue.js';
import { queueSiteScan } from '../test-support/worker-processes.js';

/**
 * `npm run bench:worker-memory`: one worker process (ROLE=worker, on PostgreSQL) runs one site scan
 * of the generated bench corpus per page count, and the bench reports the worker's peak RSS and its
 * RSS as the scan passed a quarter, half and three quarters of its pages: flat means the worker does
 * not hold the site's pages. Chromium's processes are not counted: they do not grow with the site.
 * BENCH_SERVER_ROOT runs another checkout's server (e.g. one at an older commit) to compare;
 * BENCH_WORKER_PAGES lists the page counts (default 200,1000).
 */
const env = process.env;
const PAGE_COUNTS = (env.BENCH_WORKER_PAGES ?? '200,1000').split(',').map(Number);
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER_ROOT = env.BENCH_SERVER_ROOT ?? fileURLToPath(new URL('../../../', import.meta.url));
const PRELOAD = fileURLToPath(new URL('../../../packages/scanner/bench/peak-rss.mjs', import.meta.url));

interface Run {
  pages: number;
  pagesStored: number;
  status: string;
  peakRssMb: number;
  /** RSS when the scan had checked 25 %, 50 % and 75 % of its pages. */
  rssAlongMb: number[];
  seconds: number;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function scanOnce(pages: number, startUrl: string): Promise<Run> {
  const name = `klarsicht_bench_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  const db = openPostgresDatabase(url.href, { poolSize: 2, applicationName: 'klarsicht-bench' });
  const peakFile = path.join(tmpdir(), `klarsicht-worker-peak-${process.pid}-${pages}`);
  rmSync(peakFile, { force: true });
  let child: ChildProcess | undefined;
  try {
    await migrate(db);
    const queue = await startScanQueue(
      db,
      {
        expireInSeconds: 4 * 3600,
        retryLimit: 0,
        retryDelaySeconds: 1,
        pollingIntervalSeconds: 1,
        maintenanceIntervalSeconds: 60,
      },
      { error: () => {} },
    );
    const scanId = await queueSiteScan(db, queue, startUrl, pages);
    await queue.stop(1_000);
    const started = performance.now();
    const worker = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', '--import', PRELOAD, 'apps/server/src/main.ts'],
      {
        cwd: SERVER_ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...env,
          ROLE: 'worker',
          DATABASE_URL: url.href,
          KLARSICHT_ALLOW_PRIVATE_TARGETS: '1',
          WORKER_CONCURRENCY: '1',
          SCAN_PAGE_BUDGET: String(pages),
          SCAN_TOTAL_TIMEOUT_MS: String(4 * 3600_000),
          SCAN_JOB_EXPIRY_SECONDS: String(4 * 3600 + 120),
          LOG_LEVEL: 'warn',
          KLARSICHT_PEAK_RSS_FILE: peakFile,
        },
      },
    );
    child = worker;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    const marks = [0.25, 0.5, 0.75].map((share) => Math.floor(pages * share));
    const rssAlongMb: number[] = [];
    let status = 'queued';
    let stored = 0;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const { rows } = await db.executeSql(
        `select s.status, s.pages_done as done,
           (select count(*)::int from scan_pages p where p.scan_id = s.id) as stored
         from scans s where s.id = $1`,
        [scanId],
      );
      status = rows[0]!.status as string;
      stored = rows[0]!.stored as number;
      // By the progress the user sees: an older worker stores its pages only at the end.
      const done = rows[0]!.done as number;
      while (rssAlongMb.length < marks.length && done >= marks[rssAlongMb.length]! && worker.pid) {
        rssAlongMb.push(rssMb(worker.pid));
      }
      if (status === 'succeeded' || status === 'failed') break;
    }
    const seconds = Math.round((performance.now() - started) / 1000);
    worker.kill('SIGTERM');
    await exited;
    const peakKb = Number(readFileSync(peakFile, 'utf8'));
    return { pages, pagesStored: stored, status, peakRssMb: Math.round(peakKb / 1024), rssAlongMb, seconds };
  } finally {
    child?.kill('SIGKILL');
    rmSync(peakFile, { force: true });
    await db.close();
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

async function main() {
  const corpus = await startCorpus(Math.max(...PAGE_COUNTS));
  const runs: Run[] = [];
  try {
    for (const pages of PAGE_COUNTS) {
      const run = await scanOnce(pages, corpus.urls[0] ?? '');
      runs.push(run);
      console.log(
        `${pages} pages: ${run.status}, ${run.pagesStored} stored, peak RSS ${run.peakRssMb} MB, RSS at 25/50/75 % ${run.rssAlongMb.join(' / ')} MB, ${run.seconds} s`,
      );
    }
  } finally {
    await corpus.close();
  }
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/worker-memory.json',
    `${JSON.stringify({ serverRoot: SERVER_ROOT, runs }, null, 2)}\n`,
  );
}

await main();
