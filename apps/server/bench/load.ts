import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

/**
 * `npm run bench:load`: the API (ROLE=api, one process) on PostgreSQL under autocannon.
 * GET /api/scans/:id and GET /api/stats, BENCH_DURATION_SECONDS each with BENCH_CONNECTIONS
 * connections; prints requests/s and latency percentiles, then stops the server and drops the
 * throwaway database.
 *
 * Database: BENCH_DATABASE_URL (used as is, seeded rows are removed afterwards), else a fresh
 * `klarsicht_bench_<random>` created on TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres
 * and dropped at the end. The server logs at BENCH_LOG_LEVEL (default warn: per-request info lines
 * cost throughput; set info to measure with them) and caches stats for STATS_CACHE_SECONDS (60,
 * the default; 0 measures the query every time).
 */

const env = process.env;
const durationSeconds = Number(env.BENCH_DURATION_SECONDS ?? 15);
const connections = Number(env.BENCH_CONNECTIONS ?? 8);
const seedScans = Number(env.BENCH_SEED_SCANS ?? 2_000);
const mainSource = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

interface BenchDatabase {
  url: string;
  cleanUp(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function openBenchDatabase(): Promise<BenchDatabase> {
  if (env.BENCH_DATABASE_URL) {
    const url = env.BENCH_DATABASE_URL;
    return {
      url,
      // Only the rows this run added (their URLs carry the marker).
      cleanUp: () =>
        withClient(url, (client) => client.query(`delete from scans where url like 'https://bench-%'`)).then(
          () => {},
        ),
    };
  }
  const server = env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `klarsicht_bench_${randomBytes(6).toString('hex')}`;
  await withClient(server, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cleanUp: () =>
      withClient(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}

/** Starts the API on a free port (migrating the database) and resolves with its address. */
function startApi(databaseUrl: string): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', mainSource], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...env,
      ROLE: 'api',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'warn',
      METRICS_PORT: '',
    },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the API did not start within 60 s:\n${output}`)),
      60_000,
    );
    child.once('exit', (code) =>
      reject(new Error(`the API exited (${code}) before it was ready:\n${output}`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const address = /is running at (http:\/\/\S+)/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        // The printed address says "localhost"; connect to the address it listens on.
        resolve({ child, address: address.replace('localhost', '127.0.0.1') });
      }
    });
  });
}

/** Finished and queued scans, as a busy installation would have them; returns a finished scan's id. */
async function seed(databaseUrl: string): Promise<string> {
  return withClient(databaseUrl, async (client) => {
    const ids: string[] = [];
    const values: string[] = [];
    const params: unknown[] = [];
    for (let i = 0; i < seedScans; i++) {
      const id = randomUUID();
      ids.push(id);
      const finished = i % 5 !== 0;
      const base = params.length;
      params.push(
        id,
        `https://bench-${i % 400}.example/`,
        `bench-${i % 400}.example`,
        finished ? 'succeeded' : 'queued',
        finished ? i % 37 : 0,
      );
      values.push(
        `($${base + 1}, $${base + 2}, $${base + 3}, 'page', 'wcag21aa', $${base + 4}, $${base + 5}, ${finished ? 'now()' : 'null'})`,
      );
      if (values.length === 500 || i === seedScans - 1) {
        await client.query(
          `insert into scans (id, url, site, scope, profile, status, violations, finished_at) values ${values.join(',')}`,
          params,
        );
        values.length = 0;
        params.length = 0;
      }
    }
    return ids[1]!;
  });
}

async function measure(label: string, url: string): Promise<void> {
  const result = await autocannon({ url, connections, duration: durationSeconds });
  const ok = result.requests.total - result.non2xx;
  console.log(
    `${label.padEnd(22)} ${result.requests.average.toFixed(0).padStart(6)} req/s   latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms   (${ok} ok, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
  );
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  let api: { child: ChildProcess; address: string } | undefined;
  try {
    api = await startApi(database.url);
    const scanId = await seed(database.url);
    console.log(
      `API ${api.address} (one process, PostgreSQL), ${seedScans} seeded scans, ${connections} connections, ${durationSeconds} s per endpoint, STATS_CACHE_SECONDS=${env.STATS_CACHE_SECONDS ?? '60 (default)'}`,
    );
    // Warm-up: connection pool, JIT, the stats cache.
    await autocannon({ url: `${api.address}/api/stats`, connections: 2, duration: 1 });
    await measure('GET /api/scans/:id', `${api.address}/api/scans/${scanId}`);
    await measure('GET /api/stats', `${api.address}/api/stats`);
  } finally {
    if (api) {
      const exited = new Promise((resolve) => api?.child.once('exit', resolve));
      api.child.kill('SIGTERM');
      await exited;
    }
    await database.cleanUp();
  }
}

await main();
