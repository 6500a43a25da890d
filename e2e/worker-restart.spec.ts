import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { scaled } from '../apps/server/test-support/machine-factor.js';
import { freePort } from './support/free-port.js';
import { expect, test } from './support/test.js';

/**
 * A worker restarted in the middle of a free check (a deploy): the visitor reads "interrupted,
 * resuming" while no worker holds the check, and the results once the new worker has finished it.
 * The API and the worker run as separate processes on PostgreSQL, as at scale; without
 * TEST_DATABASE_URL there is no PostgreSQL to run them on, and the test is skipped.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** Long enough to stop the worker while the page is still loading. */
const SLOW_PAGE_MS = 6_000;
const STARTUP_TIMEOUT_MS = 60_000;

const SLOW_PAGE = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Langsame Seite</title></head>
<body><main><h1>Langsame Seite</h1><img src="/bild.png" width="10" height="10"></main></body></html>`;

test.describe('a worker restarted during a free check', () => {
  test.skip(!TEST_DATABASE_URL, 'needs PostgreSQL (TEST_DATABASE_URL) for separate API and worker processes');
  // Two server processes and a scan: more than the default 60 s on a busy machine.
  test.setTimeout(Math.max(180_000, scaled(150_000)));

  let databaseUrl: string;
  let databaseName: string;
  let site: Server;
  let siteUrl: string;
  const processes: ChildProcess[] = [];
  /** What each process wrote, kept for the report of a failed run: why a check took as long as it did. */
  const output: string[] = [];

  test.beforeAll(async () => {
    databaseName = `klarsicht_e2e_${randomBytes(6).toString('hex')}`;
    await withAdmin((client) => client.query(`CREATE DATABASE ${databaseName}`));
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.href;
    site = createServer((request, response) => {
      if (request.url === '/') {
        setTimeout(() => {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(SLOW_PAGE);
        }, SLOW_PAGE_MS);
        return;
      }
      response.writeHead(404).end();
    });
    const sitePort = await freePort();
    await new Promise<void>((resolve) => site.listen(sitePort, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${sitePort}/`;
  });

  test.afterAll(async () => {
    for (const child of processes) await stop(child);
    await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
    if (databaseName) {
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
    }
  });

  test.afterEach(async () => {
    const info = test.info();
    if (info.status !== info.expectedStatus) {
      await info.attach('server-processes.log', { body: output.join(''), contentType: 'text/plain' });
    }
  });

  test('shows "interrupted, resuming" while no worker holds the check, then the results', async ({
    page,
  }) => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const common = {
      DATABASE_URL: databaseUrl,
      KLARSICHT_ALLOW_PRIVATE_TARGETS: '1',
      QUEUE_POLLING_INTERVAL_SECONDS: '0.5',
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      LOG_LEVEL: 'info',
    };
    const api = start({ ...common, ROLE: 'api', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl });
    const firstWorker = start({ ...common, ROLE: 'worker' });
    await untilReady(baseUrl, api);
    const started = logLine(firstWorker, 'scan started');

    await page.goto(`${baseUrl}/`);
    const form = page.getByRole('form', { name: 'Kostenloser Schnelltest', exact: true });
    await form.getByRole('textbox', { name: 'Adresse Ihrer Website' }).fill(siteUrl);
    await form.getByRole('button', { name: 'Kostenlos prüfen' }).click();
    await started;
    const status = page
      .getByRole('status')
      .filter({ hasText: /Prüfung|geprüft|Unterbrochen/ })
      .first();

    // A graceful stop hands the check back to the queue; no other worker is there to take it.
    await stop(firstWorker);
    await expect(status).toContainText('Unterbrochen – wird fortgesetzt', { timeout: 30_000 });

    start({ ...common, ROLE: 'worker' });
    const results = page.getByTestId('free-check-results');
    // A new worker process starts its browser, takes the job and loads the slow page: on a busy
    // machine all of it takes several times as long.
    await expect(results).toBeVisible({ timeout: scaled(60_000) });
    await expect(results.locator('code')).toContainText(['image-alt']);
  });

  function start(env: Record<string, string>): ChildProcess {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    processes.push(child);
    const name = `${env.ROLE ?? 'server'}#${processes.length}`;
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => output.push(`[${name}] ${chunk.toString('utf8')}`));
    }
    return child;
  }
});

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Resolves at the process's first JSON log line with this message. */
function logLine(child: ChildProcess, message: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      if (lines.some((line) => line.includes(`"msg":"${message}"`))) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', () => reject(new Error(`the process exited before logging "${message}"`)));
  });
}

async function untilReady(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the API process exited during start-up');
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not become ready within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM (a graceful stop: running scans go back to the queue), SIGKILL to the group if it hangs. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  }, 15_000);
  await exited;
  clearTimeout(timer);
  // The browser the worker started, should it outlive it.
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
