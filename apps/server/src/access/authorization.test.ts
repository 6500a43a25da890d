import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlan } from '../../test-support/billing.js';
import { storeFinishedScan } from '../../test-support/scan-reports.js';
import { SAMPLE_STATEMENT } from '../../test-support/statement.js';
import { storeScreenshot } from '../../test-support/stored-screenshot.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { buildTestApp } from '../../test-support/test-service.js';
import { setClientLogo } from '../accounts/index.js';
import { ensureUser } from '../accounts/users-repo.js';
import { insertScan } from '../scans/records/scans-repo.js';
import { upsertFindingReview } from '../scans/reviews/finding-reviews-repo.js';
import { scans } from '../scans/schema.js';
import { ensureMonitors } from '../sites/site-monitors-repo.js';

/**
 * Every API route that takes an id in its path, tried by a second signed-in user with the first
 * user's ids: always 404 or 403, never the resource. The routes come from the OpenAPI document, so
 * an endpoint added later is swept too; one whose id this test cannot supply fails the test.
 */

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let stranger: string;
/** Path template → the owner's value for each of its parameters. */
const ownerIds = new Map<string, Record<string, string>>();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { CREDENTIALS_KEY: Buffer.alloc(32, 3).toString('base64') } });
  await app.ready();
  owner = (await ensureUser(database.db.orm, 'https://issuer.test', 'owner', { email: 'owner@example.com' }))
    .id;
  stranger = (
    await ensureUser(database.db.orm, 'https://issuer.test', 'stranger', { email: 's@example.com' })
  ).id;

  const scanId = randomUUID();
  await insertScan(database.db.orm, {
    id: scanId,
    organisationId: owner,
    url: 'https://example.com/',
    site: 'example.com',
    scope: 'page',
    profile: 'wcag21aa',
  });
  await database.db.orm
    .update(scans)
    .set({ status: 'succeeded', startedAt: new Date(), finishedAt: new Date() })
    .where(eq(scans.id, scanId));
  for (const path of idPaths()) if (path.startsWith('/api/scans/{id}')) ownerIds.set(path, { id: scanId });
  // One of the owner's issues, of a scan that has some.
  const scanWithIssues = await storeFinishedScan(database.db, {
    organisationId: owner,
    url: 'https://example.com/',
    site: 'example.com',
    findings: [
      { pageUrl: 'https://example.com/', ruleId: 'image-alt', category: 'violations', impact: 'critical' },
    ],
  });
  const issues = await app.inject({
    method: 'GET',
    url: `/api/scans/${scanWithIssues}/issues`,
    headers: { 'x-test-user': owner },
  });
  ownerIds.set('/api/scans/{id}/rules/{ruleId}/decision', { id: scanWithIssues, ruleId: 'image-alt' });
  for (const path of [
    '/api/scans/{id}/issues/{issueId}/pages',
    '/api/scans/{id}/issues/{issueId}/decision',
  ]) {
    ownerIds.set(path, {
      id: scanWithIssues,
      issueId: issues.json<{ items: { id: string }[] }>().items[0]!.id,
    });
  }

  // The local provider's test checkout session of the owner, made the way the browser makes it.
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: { 'x-test-user': owner },
    payload: { plan: 'basic', mode: 'subscription' },
  });
  if (checkout.statusCode === 200) {
    const sessionId = new URL(checkout.json<{ url: string }>().url).pathname.split('/').at(-1)!;
    for (const path of idPaths()) {
      if (path.startsWith('/api/billing/test-mode/checkout/{id}')) ownerIds.set(path, { id: sessionId });
    }
  }

  const token = await app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { 'x-test-user': owner },
    payload: { name: 'CI' },
  });
  ownerIds.set('/api/tokens/{id}', { id: token.json<{ id: string }>().id });
  ownerIds.set('/api/organisation/members/{userId}', { userId: owner });
  // A webhook of the owner's, with a delivery (its test event).
  const webhook = await app.inject({
    method: 'POST',
    url: '/api/organisation/webhooks',
    headers: { 'x-test-user': owner },
    payload: { kind: 'webhook', url: 'http://127.0.0.1:9/hook', events: ['issues.new'] },
  });
  const webhookId = webhook.json<{ id: string }>().id;
  const delivery = await app.inject({
    method: 'POST',
    url: `/api/organisation/webhooks/${webhookId}/test`,
    headers: { 'x-test-user': owner },
  });
  const tracker = await app.inject({
    method: 'POST',
    url: '/api/organisation/trackers',
    headers: { 'x-test-user': owner },
    payload: { kind: 'gitlab', project: 'team/site', token: 'glpat-x', baseUrl: 'http://127.0.0.1:9' },
  });
  ownerIds.set('/api/organisation/trackers/{trackerId}', { trackerId: tracker.json<{ id: string }>().id });
  for (const path of idPaths())
    if (path.startsWith('/api/organisation/webhooks/{webhookId}'))
      ownerIds.set(path, { webhookId, deliveryId: delivery.json<{ id: string }>().id });
  // An invitation takes a seat of the plan.
  await grantPlan(database.db, owner, 'basic', ['https://example.com']);
  const invitation = await app.inject({
    method: 'POST',
    url: '/api/organisation/invitations',
    headers: { 'x-test-user': owner },
    payload: { email: 'eingeladen@example.com', role: 'viewer' },
  });
  for (const path of ['/api/organisation/invitations/{id}', '/api/organisation/invitations/{id}/resend'])
    ownerIds.set(path, { id: invitation.json<{ id: string }>().id });

  // A client group of the owner's, with a logo (set directly: branding is not in the owner's plan).
  const group = await app.inject({
    method: 'POST',
    url: '/api/organisation/client-groups',
    headers: { 'x-test-user': owner },
    payload: { name: 'Kunde', sites: ['example.com'] },
  });
  const groupId = group.json<{ id: string }>().id;
  await setClientLogo(database.db.orm, groupId, {
    bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    type: 'image/png',
  });
  for (const path of idPaths()) {
    if (path.startsWith('/api/organisation/client-groups/{id}')) ownerIds.set(path, { id: groupId });
  }

  ownerIds.set('/api/scans/{id}/screenshots/{screenshotId}', {
    id: scanId,
    screenshotId: await storeScreenshot(database.db, scanId),
  });

  // A share link, a review mark and a monitor of the owner.
  const link = await app.inject({
    method: 'POST',
    url: `/api/scans/${scanId}/share`,
    headers: { 'x-test-user': owner },
  });
  ownerIds.set('/api/scans/{id}/share/{linkId}', { id: scanId, linkId: link.json<{ id: string }>().id });
  const review = await upsertFindingReview(database.db.orm, {
    id: randomUUID(),
    organisationId: owner,
    decidedBy: owner,
    site: 'example.com',
    ruleId: 'color-contrast',
    pageUrl: '',
    note: null,
  });
  ownerIds.set('/api/reviews/{id}', { id: review.id });
  const monitorId = randomUUID();
  await ensureMonitors(database.db.orm, [
    {
      id: monitorId,
      organisationId: owner,
      url: 'https://example.com/',
      site: 'example.com',
      profile: 'bfsg',
      intervalMinutes: 10_080,
      enabled: true,
      nextRunAt: new Date(),
    },
  ]);
  ownerIds.set('/api/monitors/{id}/trend', { id: monitorId });

  // The site's conformance, a verdict with a picture and a statement: a plan covers the site.
  await grantPlan(database.db, owner, 'basic', ['https://example.com']);
  const asOwner = { 'x-test-user': owner };
  await app.inject({
    method: 'PUT',
    url: `/api/sites/${monitorId}/criteria/1.1.1`,
    headers: asOwner,
    payload: { outcome: 'passed' },
  });
  await app.inject({
    method: 'PUT',
    url: `/api/sites/${monitorId}/criteria/1.1.1/evidence`,
    headers: { ...asOwner, 'content-type': 'image/png' },
    payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  const flow = await app.inject({
    method: 'POST',
    url: `/api/sites/${monitorId}/flows`,
    headers: asOwner,
    payload: {
      name: 'Kontakt',
      recording: { title: 'Kontakt', steps: [{ type: 'navigate', url: 'https://example.com/kontakt' }] },
    },
  });
  const flowId = flow.json<{ id: string }>().id;
  // The owner's scan replayed the flow, which stopped with a picture of where.
  await database.db.orm
    .update(scans)
    .set({ flowRuns: [stoppedFlowRun(flowId)] })
    .where(eq(scans.id, ownerIds.get('/api/scans/{id}')!.id!));
  for (const path of idPaths()) {
    if (path.startsWith('/api/sites/{id}/criteria/{criterion}')) {
      ownerIds.set(path, { id: monitorId, criterion: '1.1.1' });
    } else if (path.startsWith('/api/sites/{id}/flows/{flowId}')) {
      ownerIds.set(path, { id: monitorId, flowId });
    } else if (path === '/api/scans/{id}/flows/{flowId}/screenshot') {
      ownerIds.set(path, { id: ownerIds.get('/api/scans/{id}')?.id ?? '', flowId });
    } else if (path.startsWith('/api/sites/{id}')) {
      ownerIds.set(path, { id: monitorId });
    }
  }
}, 120_000);

/** A flow's run that stopped at its first step, with a (tiny) picture. */
function stoppedFlowRun(flow: string) {
  return {
    flow,
    name: 'Kontakt',
    title: 'Kontakt',
    steps: 1,
    failedAt: {
      step: 1,
      reason: 'element_not_found' as const,
      message: 'Step 1: no element.',
      screenshot: 'data:image/jpeg;base64,/9j/2Q==',
    },
  };
}

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

function openApiPaths(): Record<string, Partial<Record<Method, unknown>>> {
  return (
    app as unknown as { swagger(): { paths: Record<string, Partial<Record<Method, unknown>>> } }
  ).swagger().paths;
}

/** Reads through a share link: the unguessable token is the permission (sharing.test.ts covers revoking). */
const SHARE_TOKEN_PATH = /^\/api\/shared\/\{token\}/;
/** A published accessibility statement is public by design (statements.test.ts). */
const PUBLIC_STATEMENT_PATH = /^\/api\/statements\/\{publicId\}$/;
/** A tracker's webhook: its signature under the link's secret is the permission (trackers.test.ts). */
const TRACKER_WEBHOOK_PATH = /^\/api\/trackers\/\{trackerId\}\/webhook$/;

function idPaths(): string[] {
  return Object.keys(openApiPaths()).filter(
    (path) =>
      path.includes('{') &&
      !SHARE_TOKEN_PATH.test(path) &&
      !PUBLIC_STATEMENT_PATH.test(path) &&
      !TRACKER_WEBHOOK_PATH.test(path),
  );
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

async function call(method: Method, url: string, user: string) {
  return app.inject({
    method: method.toUpperCase() as 'GET',
    url,
    headers: { 'x-test-user': user },
    ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
  });
}

describe('routes that take an id', () => {
  it('are found in the API description', () => {
    expect(idPaths()).toContain('/api/scans/{id}');
    expect(idPaths().length).toBeGreaterThanOrEqual(4);
  });

  it('each has an id of the first user to try', () => {
    const missing = idPaths().filter((path) => !ownerIds.has(path));
    expect(missing).toEqual([]);
  });

  it('answer the second user 404 or 403, and the owner with something other than that', async () => {
    const outcomes: string[] = [];
    for (const path of idPaths()) {
      const values = ownerIds.get(path);
      if (!values) continue;
      for (const method of Object.keys(openApiPaths()[path]!) as Method[]) {
        const url = fill(path, values);
        const asStranger = await call(method, url, stranger);
        outcomes.push(`${method.toUpperCase()} ${path} stranger → ${asStranger.statusCode}`);
        expect([403, 404], `${method} ${url} as another user`).toContain(asStranger.statusCode);
        expect(asStranger.headers['content-type']).toMatch(/application\/problem\+json/);
        if (method === 'get') {
          const asOwner = await call(method, url, owner);
          expect([403, 404], `${method} ${url} as its owner`).not.toContain(asOwner.statusCode);
        }
      }
    }
    expect(outcomes.length).toBeGreaterThanOrEqual(4);
  });

  it('answer an anonymous caller with 401 (naming the Bearer scheme) or 404', async () => {
    for (const path of idPaths()) {
      const values = ownerIds.get(path);
      if (!values) continue;
      for (const method of Object.keys(openApiPaths()[path]!) as Method[]) {
        const response = await app.inject({ method: method.toUpperCase() as 'GET', url: fill(path, values) });
        expect([401, 404], `${method} ${path} anonymously`).toContain(response.statusCode);
        // RFC 9110: a 401 names the scheme that would work.
        if (response.statusCode === 401) {
          expect(response.headers['www-authenticate'], `${method} ${path}`).toMatch(/^Bearer/);
        }
      }
    }
  });
});

/** Routes without an id that anyone may call: the free check, public data, sign-in set-up, webhooks. */
const PUBLIC_ROUTES = new Set([
  'POST /api/scans',
  'GET /api/stats',
  'POST /api/contact',
  'GET /api/auth/config',
  'GET /api/rules',
  'GET /api/billing/plans',
  'POST /api/billing/webhook',
]);

describe('routes without an id', () => {
  it('ask an anonymous caller to sign in, unless listed as public', async () => {
    const paths = openApiPaths();
    const checked: string[] = [];
    for (const path of Object.keys(paths).filter((path) => path.startsWith('/api/') && !path.includes('{'))) {
      for (const method of Object.keys(paths[path]!) as Method[]) {
        const route = `${method.toUpperCase()} ${path}`;
        if (PUBLIC_ROUTES.has(route)) continue;
        const response = await app.inject({ method: method.toUpperCase() as 'GET', url: path });
        checked.push(`${route} → ${response.statusCode}`);
        // A request body is validated before access is decided, as it always was: without one, 400.
        const hasBody = (paths[path]![method] as { requestBody?: unknown }).requestBody !== undefined;
        expect(hasBody ? [400, 401] : [401], `${route} anonymously`).toContain(response.statusCode);
        if (response.statusCode === 401)
          expect(response.headers['www-authenticate'], route).toMatch(/^Bearer/);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(10);
  });
});

describe("lists of the caller's own", () => {
  it('GET /api/sites shows the owner their site, a second user none of it, and asks an anonymous caller to sign in', async () => {
    const asOwner = await call('get', '/api/sites', owner);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().items.map((item: { site: string }) => item.site)).toEqual(['example.com']);
    const asStranger = await call('get', '/api/sites', stranger);
    expect(asStranger.statusCode).toBe(200);
    expect(asStranger.json().items).toEqual([]);
    const anonymous = await app.inject({ method: 'GET', url: '/api/sites' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
  });
});

describe("the caller's published statements", () => {
  it('GET /api/me/published-statements lists the owner’s, none to a second user, and asks an anonymous caller to sign in', async () => {
    const siteId = ownerIds.get('/api/sites/{id}/statement')!.id!;
    const asOwner = { 'x-test-user': owner };
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/statement?lang=de`,
      headers: asOwner,
      payload: SAMPLE_STATEMENT,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/statement/versions?lang=de`,
      headers: asOwner,
      payload: { confirmUntested: true },
    });
    expect(published.statusCode, published.body).toBe(200);

    const mine = await call('get', '/api/me/published-statements', owner);
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(published.json().publicUrl);
    const theirs = await call('get', '/api/me/published-statements', stranger);
    expect(theirs.statusCode).toBe(200);
    expect(JSON.stringify(theirs.json())).not.toContain(published.json().publicUrl);
    expect(JSON.stringify(theirs.json())).not.toContain('example.com');
    const anonymous = await app.inject({ method: 'GET', url: '/api/me/published-statements' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
  });
});

describe('the caller’s own subscription', () => {
  it('POST /api/billing/subscription/plan changes only the caller’s plan, and asks an anonymous caller to sign in', async () => {
    const before = await call('get', '/api/billing/account?fresh=true', owner);
    expect(before.json()).toMatchObject({ planId: 'basic' });
    // The route takes no id: a second user (without a subscription) reaches only their own account.
    const asStranger = await app.inject({
      method: 'POST',
      url: '/api/billing/subscription/plan',
      headers: { 'x-test-user': stranger },
      payload: { plan: 'pro' },
    });
    expect(asStranger.statusCode).toBe(409);
    expect(asStranger.json().code).toBe('conflict');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/billing/subscription/plan',
      payload: { plan: 'pro' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
    const after = await call('get', '/api/billing/account?fresh=true', owner);
    expect(after.json()).toMatchObject({
      planId: 'basic',
      subscription: { id: before.json().subscription.id },
    });
  });
});
