import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFixtureSite } from '../test-support/fixture-site/index.js';
import { freePort } from './support/free-port.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(root, 'apps/web/dist/index.html');
const STARTUP_TIMEOUT_MS = 120_000;

/**
 * Starts what the end-to-end tests run against: the real server (built API + built web app) on a
 * free port with a throw-away data directory, a fixture site for the free check to scan and the
 * members fixture site (pages behind a sign-in form). Tests read the addresses from E2E_BASE_URL,
 * E2E_FIXTURE_URL, E2E_MEMBERS_URL, E2E_LIBRARY_URL, E2E_CHECKOUT_URL and E2E_UNREACHABLE_URL, and the server's log (mails with their
 * links) from E2E_SERVER_LOG.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const required of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(required))
      throw new Error(`${path.relative(root, required)} is missing: run \`npm run build\` first.`);
  }

  const fixtureSite = await startFixtureSite({ pages: 'shop' });
  const membersSite = await startFixtureSite({ pages: 'members' });
  const librarySite = await startFixtureSite({ pages: 'library' });
  const checkoutSite = await startFixtureSite({ pages: 'checkout' });
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'klarsicht-e2e-'));
  const logDir = path.join(root, 'test-results');
  await mkdir(logDir, { recursive: true });
  const logPath = path.join(logDir, 'e2e-server.log');
  const log = createWriteStream(logPath);
  const baseUrl = `http://127.0.0.1:${port}`;

  const server: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      KLARSICHT_ALLOW_PRIVATE_TARGETS: '1',
      // Every test checks from the same address: the per-IP limits would get in the way.
      FREE_SCAN_RATE_LIMIT: '10000',
      CONTACT_RATE_LIMIT: '10000',
      // Every spec registers and signs in its own users from 127.0.0.1.
      LOGIN_RATE_LIMIT: '10000',
      // The embedded login's links (redirect URIs) are built from it: it must be the origin the
      // browser uses, or the provider refuses the app's redirect_uri.
      PUBLIC_URL: baseUrl,
      // Without SMTP_URL the server logs each mail (verification, reset) with its link at info
      // level; the sign-in tests read the links from this log.
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Sites' sign-in secrets can be stored, as in production.
      CREDENTIALS_KEY: randomBytes(32).toString('base64'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  await waitUntilReady(baseUrl, server);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_FIXTURE_URL = fixtureSite.url();
  process.env.E2E_MEMBERS_URL = membersSite.url();
  process.env.E2E_LIBRARY_URL = librarySite.url();
  process.env.E2E_CHECKOUT_URL = checkoutSite.url();
  process.env.E2E_SERVER_LOG = logPath;
  // Nothing listens there: the scan fails with the reason "unreachable".
  process.env.E2E_UNREACHABLE_URL = `http://127.0.0.1:${await freePort()}/`;

  return async () => {
    await stopProcess(server);
    await fixtureSite.close();
    await membersSite.close();
    await librarySite.close();
    await checkoutSite.close();
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
}

async function waitUntilReady(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error('The server exited during start-up; see test-results/e2e-server.log');
    try {
      const response = await fetch(`${baseUrl}/api/stats`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopProcess(server);
  throw new Error(`The server did not become ready within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
