import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../../test-support/billing.js';
import { storeFinishedScan } from '../../../test-support/scan-reports.js';
import { SAMPLE_STATEMENT } from '../../../test-support/statement.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { buildTestApp } from '../../../test-support/test-service.js';
import { systemClock } from '../../platform/clock.js';
import { webhookDeliveries, webhookEvents } from '../../webhooks/schema.js';
import { tellIfStatementOutdated, tellOutdatedStatementsAfterDecisions } from './statement-watch.js';

/**
 * `statement.outdated` (decision 030): once a published statement's barriers or status no longer
 * match the site's conformance, the organisation's webhooks hear of it, once per published version.
 */

let database: TestDatabase;
let app: FastifyInstance;
const queued: unknown[] = [];
const deps = () => ({
  db: database.db,
  queue: { enqueueDelivery: async (data: unknown) => void queued.push(data) },
  clock: systemClock,
  publicUrl: 'https://klarsicht.example',
});

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { CREDENTIALS_KEY: Buffer.alloc(32, 4).toString('base64') } });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('a published statement that no longer tells the truth', () => {
  it('is told to the webhooks once per version, in both languages, after a scan or a decision', async () => {
    const user = await createTestUser(database.db, 'statement-watch');
    const headers = { 'x-test-user': user.id };
    const home = 'https://kaffee.example/';
    await grantPlan(database.db, user.id, 'basic', [home]);
    const siteId = (await app.inject({ method: 'GET', url: '/api/monitors', headers })).json().items[0].id;
    await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: home,
      site: 'kaffee.example',
      findings: [{ pageUrl: home, ruleId: 'image-alt', category: 'violations', wcag: ['1.1.1'] }],
    });
    const hook = await app.inject({
      method: 'POST',
      url: '/api/organisation/webhooks',
      headers,
      payload: { kind: 'webhook', url: 'http://127.0.0.1:9/hook', events: ['statement.outdated'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    await app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/statement`,
      headers,
      payload: SAMPLE_STATEMENT,
    });
    const published = await app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/statement/versions`,
      headers,
      payload: { confirmUntested: true },
    });
    expect(published.statusCode, published.body).toBe(200);

    // As published: nothing to tell.
    expect(await tellIfStatementOutdated(deps(), user.id, 'kaffee.example')).toBe(false);

    // A new scan finds a barrier under another criterion: the statement's list is out of date.
    await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: home,
      site: 'kaffee.example',
      findings: [
        { pageUrl: home, ruleId: 'image-alt', category: 'violations', wcag: ['1.1.1'] },
        { pageUrl: home, ruleId: 'label', category: 'violations', wcag: ['1.3.1'], selector: '#mail' },
      ],
    });
    expect(await tellIfStatementOutdated(deps(), user.id, 'kaffee.example')).toBe(true);
    // Told once for this version, however often it is checked.
    expect(await tellIfStatementOutdated(deps(), user.id, 'kaffee.example')).toBe(false);
    expect(await tellOutdatedStatementsAfterDecisions(deps(), new Date(0))).toBe(0);

    const events = await database.db.orm
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.organisationId, user.id));
    expect(events).toHaveLength(1);
    const body = JSON.parse(events[0]!.body);
    expect(body).toMatchObject({
      type: 'statement.outdated',
      version: 1,
      data: {
        organisationId: user.id,
        site: 'kaffee.example',
        statementUrl: `https://klarsicht.example/sites/${siteId}/statement`,
      },
    });
    expect(body.data.reason.de).toMatch(/Barrieren/);
    expect(body.data.reason.en).toMatch(/barriers/);
    const deliveries = await database.db.orm
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, events[0]!.id));
    expect(deliveries).toMatchObject([{ webhookId: hook.json().id, status: 'pending' }]);
    expect(queued).toContainEqual({ deliveryId: deliveries[0]!.id, attempt: 1 });

    // A new version is true again; a decision that changes the barriers makes it untrue once more.
    await app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/statement/versions`,
      headers,
      payload: { confirmUntested: true },
    });
    expect(await tellIfStatementOutdated(deps(), user.id, 'kaffee.example')).toBe(false);
    const passed = await app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/criteria/1.4.3`,
      headers,
      payload: { outcome: 'failed', note: 'Kontrast der Preise zu gering' },
    });
    expect(passed.statusCode, passed.body).toBeLessThan(300);
    expect(await tellOutdatedStatementsAfterDecisions(deps(), new Date(Date.now() - 60_000))).toBe(1);
  }, 120_000);
});
