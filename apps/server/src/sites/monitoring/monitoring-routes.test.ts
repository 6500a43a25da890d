import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../../test-support/billing.js';
import { storeFinishedScan } from '../../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { buildTestApp } from '../../../test-support/test-service.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const as = (user: string) => ({ 'x-test-user': user });
const listMonitors = (user: string) => app.inject({ method: 'GET', url: '/api/monitors', headers: as(user) });
const putMonitor = (user: string, body: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/monitors', headers: as(user), payload: body });

describe('monitors', () => {
  it('are made weekly for every site on the plan when first listed, and can be changed', async () => {
    const user = await createTestUser(database.db, 'monitor-pro');
    await grantPlan(database.db, user.id, 'pro', ['https://alpha.example', 'https://beta.example']);
    const before = Date.now();

    const first = await listMonitors(user.id);
    expect(first.statusCode).toBe(200);
    const items = first.json().items;
    expect(items.map((item: { site: string }) => item.site)).toEqual(['alpha.example', 'beta.example']);
    for (const item of items) {
      expect(item).toMatchObject({ intervalMinutes: 10_080, enabled: true, covered: true, lastScan: null });
      const week = new Date(item.nextRunAt).getTime() - before;
      expect(week).toBeGreaterThan(10_079 * 60_000);
      expect(week).toBeLessThan(10_081 * 60_000);
    }
    // Listing again makes no second monitor.
    expect((await listMonitors(user.id)).json().items).toHaveLength(2);

    const changed = await putMonitor(user.id, {
      url: 'https://www.alpha.example/start',
      intervalMinutes: 60,
      enabled: false,
      profile: 'wcag22aa',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id: items[0].id,
      site: 'alpha.example',
      url: 'https://www.alpha.example/start',
      intervalMinutes: 60,
      enabled: false,
      profile: 'wcag22aa',
    });
    expect(new Date(changed.json().nextRunAt).getTime() - Date.now()).toBeLessThan(61 * 60_000);
    expect((await listMonitors(user.id)).json().items).toHaveLength(2);
  });

  it('refuse sites off the plan, profiles the plan lacks and intervals out of range', async () => {
    const user = await createTestUser(database.db, 'monitor-basic');
    await grantPlan(database.db, user.id, 'basic', ['https://gamma.example']);
    const offPlan = await putMonitor(user.id, {
      url: 'https://other.example',
      intervalMinutes: 60,
      enabled: true,
    });
    expect(offPlan.statusCode).toBe(403);
    expect(offPlan.json().code).toBe('url_not_allowed');
    const profile = await putMonitor(user.id, {
      url: 'https://gamma.example',
      intervalMinutes: 60,
      enabled: true,
      profile: 'wcag22aa',
    });
    expect(profile.json().code).toBe('profile_not_allowed');
    const broken = await putMonitor(user.id, {
      url: 'https://gam\u0000ma.example',
      intervalMinutes: 60,
      enabled: true,
    });
    expect(broken.statusCode).toBe(400);
    for (const intervalMinutes of [59, 43_201]) {
      const response = await putMonitor(user.id, {
        url: 'https://gamma.example',
        intervalMinutes,
        enabled: true,
      });
      expect(response.statusCode).toBe(400);
    }
    const created = await putMonitor(user.id, {
      url: 'https://gamma.example',
      intervalMinutes: 43_200,
      enabled: true,
    });
    expect(created.json()).toMatchObject({ site: 'gamma.example', profile: 'bfsg', covered: true });
  });

  it('need a plan: none are made without one, and setting one up is refused', async () => {
    const user = await createTestUser(database.db, 'monitor-free');
    expect((await listMonitors(user.id)).json()).toEqual({ items: [] });
    const response = await putMonitor(user.id, {
      url: 'https://free.example',
      intervalMinutes: 60,
      enabled: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('plan_required');
    expect((await app.inject({ method: 'GET', url: '/api/monitors' })).statusCode).toBe(401);
  });
});

describe('the trend of a monitored site', () => {
  it("lists the owner's finished site scans of the site, oldest first, by impact", async () => {
    const user = await createTestUser(database.db, 'trend-owner');
    const stranger = await createTestUser(database.db, 'trend-stranger');
    await grantPlan(database.db, user.id, 'basic', ['https://delta.example']);
    const monitorId = (await listMonitors(user.id)).json().items[0].id;
    const home = 'https://delta.example/';
    const older = await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: home,
      site: 'delta.example',
      findings: [
        { pageUrl: home, ruleId: 'image-alt', category: 'violations', impact: 'critical' },
        { pageUrl: home, ruleId: 'region', category: 'violations', impact: 'moderate' },
      ],
    });
    // Not in the trend: a single-page scan, another site, another user's scan of the site.
    await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: home,
      site: 'delta.example',
      scope: 'page',
      findings: [],
    });
    await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: 'https://x.example/',
      site: 'x.example',
      findings: [],
    });
    await storeFinishedScan(database.db, {
      organisationId: stranger.id,
      url: home,
      site: 'delta.example',
      findings: [],
    });
    const newer = await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: home,
      site: 'delta.example',
      // One element on two pages: one issue.
      findings: [
        { pageUrl: `${home}about`, ruleId: 'label', category: 'violations', impact: 'serious' },
        { pageUrl: home, ruleId: 'label', category: 'violations', impact: 'serious' },
      ],
    });

    const trend = await app.inject({
      method: 'GET',
      url: `/api/monitors/${monitorId}/trend`,
      headers: as(user.id),
    });
    expect(trend.statusCode).toBe(200);
    expect(trend.json()).toMatchObject({
      monitorId,
      site: 'delta.example',
      items: [
        {
          scanId: older,
          issues: 2,
          byImpact: { critical: 1, serious: 0, moderate: 1, minor: 0 },
          pages: 1,
        },
        {
          scanId: newer,
          issues: 1,
          byImpact: { critical: 0, serious: 1, moderate: 0, minor: 0 },
          pages: 2,
        },
      ],
    });
    expect(trend.json().items).toHaveLength(2);

    const theirs = await app.inject({
      method: 'GET',
      url: `/api/monitors/${monitorId}/trend`,
      headers: as(stranger.id),
    });
    expect(theirs.statusCode).toBe(404);
  });
});
