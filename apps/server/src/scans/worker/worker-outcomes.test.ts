import { type FixtureSite, startFixtureSite } from '@klarsicht/fixture-site';
import type { Scanner } from '@klarsicht/scanner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, readEventStream, waitForScan } from '../../../test-support/http.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { startTestService, type TestService } from '../../../test-support/test-service.js';

/** How scans end when the target is refused or the engine keeps crashing. */

let database: TestDatabase;
let site: FixtureSite;

beforeAll(async () => {
  [database, site] = await Promise.all([createTestDatabase(), startFixtureSite({ pages: 'shop' })]);
});
afterAll(async () => {
  await site?.close();
  await database?.destroy();
});

describe('with the private-target guard on (the production default)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ db: database.db, env: { KLARSICHT_ALLOW_PRIVATE_TARGETS: '0' } });
  });
  afterAll(() => service?.close());

  it.each([['/'], ['localhost']])(
    'accepts a scan of an internal address (%s) and fails it with private_address',
    async (target) => {
      const url = target === 'localhost' ? site.url('/').replace('127.0.0.1', 'localhost') : site.url(target);
      const created = await postJson(`${service.baseUrl}/api/scans`, { url });
      expect(created.status).toBe(202);
      const stream = await readEventStream(`${service.baseUrl}/api/scans/${created.json.id}/events`);
      const last = stream.events.at(-1)!.data;
      expect(last).toMatchObject({
        type: 'status',
        scan: { status: 'failed', failure: { code: 'private_address' } },
      });
      const scan = await getJson(`${service.baseUrl}/api/scans/${created.json.id}`);
      expect(scan.json.failure.code).toBe('private_address');
      expect(site.pageRequests).toBe(0);
      // The page was never analysed, so it is not counted as checked.
      expect(scan.json.progress.pagesDone).toBe(0);
    },
  );
});

describe('when the engine crashes on every attempt', () => {
  let service: TestService;
  let attempts = 0;
  beforeAll(async () => {
    const crashingScanner: Scanner = {
      async scanPages() {
        attempts++;
        throw new Error('browser crashed');
      },
      async scanSite() {
        attempts++;
        throw new Error('browser crashed');
      },
      async runFlow() {
        attempts++;
        throw new Error('browser crashed');
      },
      async close() {},
      browserRestarts: 0,
    };
    service = await startTestService({
      db: database.db,
      env: { SCAN_RETRY_LIMIT: '2', SCAN_RETRY_DELAY_SECONDS: '0' },
      createScanner: () => crashingScanner,
    });
  });
  afterAll(() => service?.close());

  it('retries the job, then gives the scan up as failed (internal)', async () => {
    const created = await postJson(`${service.baseUrl}/api/scans`, { url: site.url('/') });
    const scan = await waitForScan(service.baseUrl, created.json.id, { timeoutMs: 30_000 });
    expect(scan).toMatchObject({
      status: 'failed',
      failure: { code: 'internal' },
      progress: { pagesDone: 0 },
    });
    // One attempt and two retries.
    expect(attempts).toBe(3);
    const { rows } = await database.db.executeSql('select attempts from scans where id = $1', [
      created.json.id,
    ]);
    expect(rows).toEqual([{ attempts: 3 }]);
  });
});
