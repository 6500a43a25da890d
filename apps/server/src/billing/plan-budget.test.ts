import { ScanError, type Scanner, type ScanOptions } from '@klarsicht/scanner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../test-support/billing.js';
import { postJson, waitForScan } from '../../test-support/http.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { headerAuthenticator, startTestService, type TestService } from '../../test-support/test-service.js';
import { settledScanJobStates } from '../../test-support/worker-processes.js';
import { insertScan } from '../scans/records/scans-repo.js';

/**
 * The worker runs a site scan within the page budget fixed when it was accepted (the plan's), and
 * falls back to SCAN_PAGE_BUDGET for rows without one. The engine here records what it was asked
 * and ends each scan as an expected failure, so no browser is needed.
 */

let database: TestDatabase;
let service: TestService;
const asked = new Map<string, number | undefined>();

const recordingScanner: Scanner = {
  async scanSite(url: string, options: ScanOptions & { maxPages?: number }) {
    asked.set(url, options.maxPages);
    throw new ScanError('unreachable', 'recorded, not scanned');
  },
  async scanPages() {
    throw new ScanError('unreachable', 'recorded, not scanned');
  },
  async runFlow() {
    throw new ScanError('unreachable', 'recorded, not scanned');
  },
  async close() {},
  browserRestarts: 0,
};

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startTestService({
    db: database.db,
    authenticate: headerAuthenticator(database.db),
    env: { SCAN_PAGE_BUDGET: '7' },
    createScanner: () => recordingScanner,
  });
}, 60_000);

afterAll(async () => {
  // A job is marked completed a moment after its scan's result: closing before that would leave
  // pg-boss completing it on a closed pool.
  if (database) await settledScanJobStates(database.db);
  await service?.close();
  await database?.destroy();
});

describe('the page budget of a site scan', () => {
  it("is the plan's for a scan accepted under a plan", async () => {
    const user = await createTestUser(database.db, 'pro-owner');
    await grantPlan(database.db, user.id, 'pro', ['https://budget.example']);
    const headers = { 'x-test-user': user.id };
    const created = await postJson(
      `${service.baseUrl}/api/scans`,
      { url: 'https://budget.example/', scope: 'site', profile: 'wcag22aa' },
      headers,
    );
    expect(created.status).toBe(202);
    const scan = await waitForScan(service.baseUrl, created.json.id, { headers });
    expect(scan.status).toBe('failed');
    expect(asked.get('https://budget.example/')).toBe(500);
  });

  it("is the worker's setting for a scan without one", async () => {
    await insertScan(database.db.orm, {
      id: '00000000-0000-4000-8000-0000000b0d6e',
      organisationId: null,
      url: 'https://older.example/',
      site: 'older.example',
      scope: 'site',
      profile: 'bfsg',
    });
    await service.queue.enqueue({ scanId: '00000000-0000-4000-8000-0000000b0d6e' });
    await waitForScan(service.baseUrl, '00000000-0000-4000-8000-0000000b0d6e');
    expect(asked.get('https://older.example/')).toBe(7);
  });
});
