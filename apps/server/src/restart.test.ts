import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ScanView } from '@klarsicht/contracts';
import { type FixtureSite, startFixtureSite } from '@klarsicht/fixture-site';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, waitForScan } from '../test-support/http.js';
import {
  createTestDatabase,
  seedPgliteDataDir,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../test-support/test-database.js';
import { recordingMailer, testConfig } from '../test-support/test-service.js';
import { type RunningService, startService } from './service.js';

/**
 * Whole processes' worth of service, stopped and started again on the same database: the
 * embedded PGlite directory (or, with TEST_DATABASE_URL, a PostgreSQL database). Each service
 * opens and closes the database itself, as `npm start` does.
 */

let site: FixtureSite;
let dataDir: string | undefined;
let postgres: TestDatabase | undefined;
const running = new Set<RunningService>();

beforeAll(async () => {
  site = await startFixtureSite({ pages: 'shop' });
  if (TEST_DATABASE_URL) {
    // Each service below opens its own connections to it, as separate processes would.
    postgres = await createTestDatabase({ kind: 'postgres' });
  } else {
    dataDir = await mkdtemp(path.join(tmpdir(), 'klarsicht-restart-'));
    // Where the service looks for its PGlite cluster, pre-filled to spare the slow initdb.
    await seedPgliteDataDir(path.join(dataDir, 'pglite'));
  }
});

afterAll(async () => {
  for (const service of running) await service.close();
  await site?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await postgres?.destroy();
});

async function start(env: Record<string, string> = {}): Promise<RunningService & { baseUrl: string }> {
  const config = testConfig({
    ...(postgres?.url ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir! }),
    ...env,
  });
  const service = await startService({
    config,
    logger: pino({ level: config.logLevel }),
    mailer: recordingMailer(),
    progressIntervalMs: 50,
  });
  running.add(service);
  return { ...service, baseUrl: service.address ?? '' };
}

async function stop(service: RunningService): Promise<void> {
  running.delete(service);
  await service.close();
}

describe('a restart', () => {
  let finished: ScanView;
  let interruptedId: string;

  it('keeps scans, results and messages written before it', async () => {
    const first = await start();
    const created = await postJson(`${first.baseUrl}/api/scans`, { url: site.url('/') });
    finished = await waitForScan(first.baseUrl, created.json.id);
    const findings = await getJson(`${first.baseUrl}/api/scans/${finished.id}/findings?limit=200`);
    const message = {
      email: 'grace@example.org',
      subject: 'Hallo',
      message: 'Eine Nachricht vor dem Neustart.',
    };
    expect((await postJson(`${first.baseUrl}/api/contact`, message)).status).toBe(202);
    await stop(first);

    const second = await start({ ROLE: 'api' });
    expect((await getJson(`${second.baseUrl}/api/scans/${finished.id}`)).json).toEqual(finished);
    expect((await getJson(`${second.baseUrl}/api/scans/${finished.id}/findings?limit=200`)).json).toEqual(
      findings.json,
    );
    const { rows } = await second.db.executeSql('select email from contact_messages', []);
    expect(rows).toEqual([{ email: message.email }]);
    await stop(second);
  });

  it('puts a scan that is running at shutdown straight back in the queue', async () => {
    site.slowDelayMs = 60_000;
    const first = await start();
    const created = await postJson(`${first.baseUrl}/api/scans`, { url: site.url('/slow.html') });
    interruptedId = created.json.id;
    await waitUntil(
      async () => (await getJson(`${first.baseUrl}/api/scans/${interruptedId}`)).json.status === 'running',
    );

    const stoppingAt = Date.now();
    await stop(first);
    // Graceful, but not waiting for the 60-second page: the scan was aborted.
    expect(Date.now() - stoppingAt).toBeLessThan(15_000);

    const inspector = await start({ ROLE: 'api' });
    expect((await getJson(`${inspector.baseUrl}/api/scans/${interruptedId}`)).json).toMatchObject({
      status: 'queued',
      // The user sees it as interrupted and resuming, not as newly queued.
      interruptedAt: expect.any(String),
      progress: { pagesDone: 0 },
    });
    const { rows } = await inspector.db.executeSql(
      `select state, retry_count, start_after <= now() as due from pgboss.job where name = 'scan' and data->>'scanId' = $1`,
      [interruptedId],
    );
    // Back as a fresh job, due now, with no retry spent.
    expect(rows).toEqual([{ state: 'created', retry_count: 0, due: true }]);
    await stop(inspector);
  });

  it('lets the next worker finish the returned scan', async () => {
    site.slowDelayMs = 10;
    const next = await start();
    const scan = await waitForScan(next.baseUrl, interruptedId);
    expect(['succeeded', 'failed']).toContain(scan.status);
    const { rows } = await next.db.executeSql('select attempts from scans where id = $1', [interruptedId]);
    expect(rows).toEqual([{ attempts: 2 }]);
    await stop(next);
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
