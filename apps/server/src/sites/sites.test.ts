import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../test-support/billing.js';
import { getJson, postJson, waitForScan } from '../../test-support/http.js';
import { localAllowanceReader } from '../../test-support/monitoring-setup.js';
import { reportOf, scriptedScanner } from '../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { headerAuthenticator, startTestService, type TestService } from '../../test-support/test-service.js';
import { createLogger } from '../platform/observability/logger.js';
import { scans } from '../scans/schema.js';
import { runMonitorTick } from './monitoring/monitor-tick.js';

/**
 * A site keeps the address it was added with: the "Websites" list, its settings, the scans the web
 * app and the schedule start, and the crawl scope they record all start from it (issue 28, item 2);
 * adding it again says it is already there (item 13). A scripted engine stands in for Chromium.
 */

let database: TestDatabase;
let service: TestService;
const scanner = scriptedScanner((url) => reportOf(url, []));

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startTestService({
    db: database.db,
    authenticate: headerAuthenticator(database.db),
    createScanner: () => scanner,
  });
}, 120_000);

afterAll(async () => {
  await service?.close();
  await database?.destroy();
});

const as = (user: string) => ({ 'x-test-user': user });
const api = (path: string) => `${service.baseUrl}/api${path}`;

async function putSettings(user: string, id: string, body: unknown) {
  const response = await fetch(api(`/sites/${id}/settings`), {
    method: 'PUT',
    headers: { ...as(user), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

const noSignIn = { scope: { area: null, include: [], exclude: [] }, signIn: null };

/** Starts the schedule's tick for a moment far ahead, so every monitor is due; its jobs go nowhere. */
async function scheduledScanUrl(userId: string): Promise<string> {
  const outcome = await runMonitorTick({
    db: database.db,
    scanQueue: { enqueue: async () => {} },
    allowance: localAllowanceReader(database.db),
    clock: { now: () => new Date(Date.now() + 400 * 86_400_000) },
    logger: createLogger({ level: 'silent' }),
  });
  const [row] = await database.db.orm
    .select()
    .from(scans)
    .where(and(eq(scans.organisationId, userId), eq(scans.id, outcome.started.at(-1) ?? '')));
  if (!row) throw new Error('the tick started no scan of this user');
  return row.url;
}

describe('a site added with a path', () => {
  it('keeps its start address: the site list, its settings, its scans and the schedule start there', async () => {
    const user = await createTestUser(database.db, 'shop-owner');
    await grantPlan(database.db, user.id, 'basic');

    const added = await postJson(
      api('/billing/urls'),
      { url: 'https://www.shop.example/shop/' },
      as(user.id),
    );
    expect(added.status).toBe(200);
    // The plan counts the site (its origin), not the path.
    expect(added.json.urls).toEqual(['https://shop.example']);

    const listed = await getJson(api('/sites'), as(user.id));
    expect(listed.status).toBe(200);
    expect(listed.json.items).toEqual([
      {
        id: expect.any(String),
        site: 'shop.example',
        startUrl: 'https://www.shop.example/shop/',
        covered: true,
        latestScan: null,
      },
    ]);
    const siteId: string = listed.json.items[0].id;
    const settings = await getJson(api(`/sites/${siteId}/settings`), as(user.id));
    expect(settings.json.url).toBe('https://www.shop.example/shop/');

    const started = await postJson(
      api('/scans'),
      { url: listed.json.items[0].startUrl, scope: 'site' },
      as(user.id),
    );
    expect(started.status).toBe(202);
    const scan = await waitForScan(service.baseUrl, started.json.id, { headers: as(user.id) });
    expect(scanner.calls.at(-1)).toBe('https://www.shop.example/shop/');
    expect(scan).toMatchObject({
      url: 'https://www.shop.example/shop/',
      site: 'shop.example',
      // No area chosen: "only under the start address", made explicit on the scan.
      crawlScope: { area: 'path', include: [], exclude: [] },
    });

    const after = await getJson(api('/sites'), as(user.id));
    expect(after.json.items[0].latestScan).toMatchObject({ id: scan.id, status: 'succeeded' });
    expect(await scheduledScanUrl(user.id)).toBe('https://www.shop.example/shop/');
    // The organisation's record has the scan from its start (by the person) to its end (by Klarsicht).
    const record = await getJson(api('/organisation/activity'), as(user.id));
    const ofScan = record.json.items.filter(
      (entry: { subject: { scan?: string } }) => entry.subject.scan === scan.id,
    );
    expect(
      ofScan.map((entry: { action: string; actorId: string | null }) => [entry.action, entry.actorId]),
    ).toEqual([
      ['scan.finished', null],
      ['scan.started', user.id],
    ]);
    expect(ofScan[0].details).toMatchObject({ outcome: 'succeeded' });
  }, 90_000);

  it('is refused when its site is already on the plan, and nothing changes', async () => {
    const user = await createTestUser(database.db, 'shop-twice');
    await grantPlan(database.db, user.id, 'pro');
    expect((await postJson(api('/billing/urls'), { url: 'shop.example/shop/' }, as(user.id))).status).toBe(
      200,
    );

    for (const url of ['https://shop.example/shop/', 'http://www.shop.example/anderswo/']) {
      const again = await postJson(api('/billing/urls'), { url }, as(user.id));
      expect(again.status).toBe(409);
      expect(again.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(again.json.code).toBe('site_exists');
    }
    const account = await getJson(api('/billing/account'), as(user.id));
    expect(account.json.urls).toEqual(['https://shop.example']);
    const listed = await getJson(api('/sites'), as(user.id));
    expect(listed.json.items.map((item: { startUrl: string }) => item.startUrl)).toEqual([
      'https://shop.example/shop/',
    ]);
  });

  it('gets a new start address in its settings, on the same site only, and the next scans use it', async () => {
    const user = await createTestUser(database.db, 'portal-owner');
    await grantPlan(database.db, user.id, 'basic');
    await postJson(api('/billing/urls'), { url: 'https://portal.example/' }, as(user.id));
    const siteId: string = (await getJson(api('/sites'), as(user.id))).json.items[0].id;

    const cases = [
      ['https://other.example/konto/', 'other_site'],
      ['ftp://portal.example/konto/', 'invalid_url'],
    ] as const;
    for (const [startUrl, code] of cases) {
      const refused = await putSettings(user.id, siteId, { ...noSignIn, startUrl });
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toEqual([expect.objectContaining({ field: 'startUrl', code })]);
    }
    expect((await getJson(api(`/sites/${siteId}/settings`), as(user.id))).json.url).toBe(
      'https://portal.example/',
    );

    const changed = await putSettings(user.id, siteId, {
      ...noSignIn,
      startUrl: 'www.portal.example/konto/',
    });
    expect(changed.status).toBe(200);
    expect(changed.json.url).toBe('https://www.portal.example/konto/');
    // Saving the settings again without a start address keeps it.
    const kept = await putSettings(user.id, siteId, {
      scope: { area: 'site', include: [], exclude: ['/konto/abmelden'] },
      signIn: null,
    });
    expect(kept.json.url).toBe('https://www.portal.example/konto/');

    const started = await postJson(api('/scans'), { url: kept.json.url, scope: 'site' }, as(user.id));
    const scan = await waitForScan(service.baseUrl, started.json.id, { headers: as(user.id) });
    expect(scan.crawlScope).toEqual({ area: 'site', include: [], exclude: ['/konto/abmelden'] });
    expect(await scheduledScanUrl(user.id)).toBe('https://www.portal.example/konto/');
    const monitors = await getJson(api('/monitors'), as(user.id));
    expect(monitors.json.items[0].url).toBe('https://www.portal.example/konto/');
    // The account's export holds it with the site's other settings.
    const exported = await getJson(api('/me/export'), as(user.id));
    expect(exported.json.siteSettings).toEqual([
      expect.objectContaining({ site: 'portal.example', startUrl: 'https://www.portal.example/konto/' }),
    ]);
  }, 90_000);

  it('is listed to its owner alone', async () => {
    expect((await getJson(api('/sites'))).status).toBe(401);
    const stranger = await createTestUser(database.db, 'shop-stranger');
    const listed = await getJson(api('/sites'), as(stranger.id));
    expect(listed.status).toBe(200);
    expect(listed.json.items).toEqual([]);
  });
});
