import { checkoutRecording, type FixtureSite, startFixtureSite } from '@klarsicht/fixture-site';
import type { PageReport } from '@klarsicht/report';
import type { Scanner } from '@klarsicht/scanner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../../test-support/billing.js';
import { getJson, postJson, waitForScan } from '../../../test-support/http.js';
import { reportOf } from '../../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import {
  headerAuthenticator,
  startTestService,
  type TestService,
} from '../../../test-support/test-service.js';

/**
 * A worker that dies half-way through a site's flow: the next attempt replays the flow whole, and
 * the scan keeps the states of that one replay, with its outcome.
 */

let database: TestDatabase;
let site: FixtureSite;
let service: TestService;
const flowCalls: number[] = [];

/** The cart dialog's state, as the engine reports a flow's "check here" step. */
function cartState(attempt: number): PageReport {
  const [page] = reportOf(site.url('/produkt/gruener-tee.html'), []).pages;
  return {
    ...page!,
    title: `Warenkorb (Versuch ${attempt})`,
    state: { step: 4, trigger: 'check', action: 'klarsicht.check', name: 'Warenkorb geöffnet' },
  };
}

beforeAll(async () => {
  [database, site] = await Promise.all([createTestDatabase(), startFixtureSite({ pages: 'checkout' })]);
  // The crawl is the site's start page; the flow stores its state, then the first time the worker
  // "dies" (the replay throws, the job is retried), the second time it runs to its end.
  const scanner: Scanner = {
    async scanPages(urls) {
      return reportOf(urls[0]!, []);
    },
    async scanSite(url) {
      return reportOf(url, []);
    },
    async runFlow(recording, options) {
      const attempt = flowCalls.push(flowCalls.length + 1);
      await options?.onPage?.(cartState(attempt), { links: [] });
      if (attempt === 1) throw new Error('the browser died during the replay');
      const report = reportOf(site.url('/'), []);
      return { ...report, pages: [], flow: { title: recording.title, steps: recording.steps.length } };
    },
    async close() {},
    browserRestarts: 0,
  };
  service = await startTestService({
    db: database.db,
    env: { SCAN_RETRY_LIMIT: '2', SCAN_RETRY_DELAY_SECONDS: '0' },
    authenticate: headerAuthenticator(database.db),
    createScanner: () => scanner,
  });
}, 120_000);

afterAll(async () => {
  await service?.close();
  await site?.close();
  await database?.destroy();
});

describe('a flow interrupted by a worker’s death', () => {
  it('is replayed whole by the next attempt: one replay’s states and its outcome, no half one', async () => {
    const user = await createTestUser(database.db, 'flow-interrupted');
    await grantPlan(database.db, user.id, 'basic', [site.url('/')]);
    const headers = { 'x-test-user': user.id };
    const siteId = (await getJson(`${service.baseUrl}/api/monitors`, headers)).json.items[0].id;
    const saved = await postJson(
      `${service.baseUrl}/api/sites/${siteId}/flows`,
      { name: 'Warenkorb und Kasse', recording: checkoutRecording(site.origin) },
      headers,
    );
    expect(saved.status).toBe(201);

    const created = await postJson(
      `${service.baseUrl}/api/scans`,
      { url: site.url('/'), scope: 'site' },
      headers,
    );
    const scan = await waitForScan(service.baseUrl, created.json.id, { headers, timeoutMs: 60_000 });
    expect(scan.status).toBe('succeeded');
    expect(flowCalls).toEqual([1, 2]);
    expect(scan.flows).toEqual([
      expect.objectContaining({ flow: saved.json.id, name: 'Warenkorb und Kasse' }),
    ]);
    const { rows } = await database.db.executeSql(
      "select title from scan_pages where scan_id = $1 and state->>'flow' = $2",
      [created.json.id, saved.json.id],
    );
    expect(rows).toEqual([{ title: 'Warenkorb (Versuch 2)' }]);
  });
});
