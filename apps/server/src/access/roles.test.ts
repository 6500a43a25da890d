import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@klarsicht/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlan } from '../../test-support/billing.js';
import { storeFinishedScan } from '../../test-support/scan-reports.js';
import { SAMPLE_STATEMENT } from '../../test-support/statement.js';
import { storeScreenshot } from '../../test-support/stored-screenshot.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { testUserId } from '../../test-support/test-identity.js';
import { buildTestApp } from '../../test-support/test-service.js';
import { memberships } from '../accounts/schema.js';
import { upsertFindingReview } from '../scans/reviews/finding-reviews-repo.js';
import { scans } from '../scans/schema.js';

/**
 * Every OpenAPI route, called for an agency's team organisation by a member of each role
 * (decision 028): a role below what the route needs is refused with 403 `role_insufficient` and
 * changes nothing; the least role that may is let through. A client of another client group gets
 * 404 for the site and its scans, never a 403 that would confirm them. Each route has its
 * expectation below; one added later without one fails the sweep.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The least role a route needs in the organisation; `person`: any signed-in person, for themselves. */
type Need = Role | 'person';

/** A route that a client may read for their own group's sites (and 404s for others'). */
const SITE_READ = 'client';

const NEEDS: Record<string, Need | 'public'> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'POST /api/scans': 'editor',
  'GET /api/scans': SITE_READ,
  'GET /api/scans/{id}': SITE_READ,
  'GET /api/scans/{id}/findings': SITE_READ,
  'GET /api/scans/{id}/pages': SITE_READ,
  'GET /api/scans/{id}/issues': SITE_READ,
  'GET /api/scans/{id}/issue-rules': SITE_READ,
  'GET /api/scans/{id}/issues/{issueId}/pages': SITE_READ,
  'GET /api/scans/{id}/overview': SITE_READ,
  'GET /api/scans/{id}/events': SITE_READ,
  'GET /api/stats': 'public',
  'POST /api/contact': 'public',
  'POST /api/tokens': 'admin',
  'GET /api/tokens': 'viewer',
  'DELETE /api/tokens/{id}': 'admin',
  'GET /api/organisation/trackers': 'editor',
  'POST /api/organisation/trackers': 'admin',
  'DELETE /api/organisation/trackers/{trackerId}': 'admin',
  'POST /api/scans/{id}/tickets': 'editor',
  'POST /api/scans/uploads': 'editor',
  'POST /api/trackers/{trackerId}/webhook': 'public',
  'GET /api/organisation/webhooks': 'admin',
  'POST /api/organisation/webhooks': 'admin',
  'PATCH /api/organisation/webhooks/{webhookId}': 'admin',
  'DELETE /api/organisation/webhooks/{webhookId}': 'admin',
  'POST /api/organisation/webhooks/{webhookId}/secret': 'admin',
  'POST /api/organisation/webhooks/{webhookId}/test': 'admin',
  'GET /api/organisation/webhooks/{webhookId}/deliveries': 'admin',
  'POST /api/organisation/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver': 'admin',
  'GET /api/organisations': 'person',
  'POST /api/organisations': 'person',
  'GET /api/organisation/members': 'viewer',
  'PATCH /api/organisation/members/{userId}': 'admin',
  'DELETE /api/organisation/members/{userId}': 'admin',
  'GET /api/organisation/activity': 'viewer',
  'GET /api/organisation/activity/verify': 'viewer',
  'GET /api/organisation/activity/export': 'viewer',
  'GET /api/organisation/activity/export.csv': 'viewer',
  'GET /api/organisation/client-groups': 'viewer',
  'POST /api/organisation/client-groups': 'admin',
  'PATCH /api/organisation/client-groups/{id}': 'admin',
  'DELETE /api/organisation/client-groups/{id}': 'admin',
  'PUT /api/organisation/client-groups/{id}/logo': 'admin',
  'GET /api/organisation/client-groups/{id}/logo': 'viewer',
  'DELETE /api/organisation/client-groups/{id}/logo': 'admin',
  'POST /api/organisation/invitations': 'admin',
  'GET /api/organisation/invitations': 'admin',
  'POST /api/organisation/invitations/{id}/resend': 'admin',
  'DELETE /api/organisation/invitations/{id}': 'admin',
  'POST /api/invitations/accept': 'person',
  'GET /api/auth/config': 'public',
  'GET /api/me': 'person',
  'PATCH /api/me': 'person',
  'DELETE /api/me': 'person',
  'POST /api/me/verification-email': 'person',
  'GET /api/scans/{id}/report.json': SITE_READ,
  'GET /api/scans/{id}/report.csv': SITE_READ,
  'GET /api/scans/{id}/report.pdf': SITE_READ,
  'GET /api/billing/plans': 'public',
  'GET /api/billing/account': 'viewer',
  'POST /api/billing/checkout': 'owner',
  'POST /api/billing/subscription/plan': 'owner',
  'POST /api/billing/urls': 'owner',
  'POST /api/billing/portal': 'owner',
  'GET /api/billing/test-mode/checkout/{id}': 'owner',
  'POST /api/billing/test-mode/checkout/{id}/complete': 'owner',
  'POST /api/billing/test-mode/checkout/{id}/cancel': 'owner',
  'POST /api/billing/test-mode/subscription': 'owner',
  'POST /api/scans/{id}/share': 'editor',
  'GET /api/scans/{id}/share': 'editor',
  'DELETE /api/scans/{id}/share/{linkId}': 'editor',
  'GET /api/shared/{token}': 'public',
  'GET /api/shared/{token}/findings': 'public',
  'GET /api/shared/{token}/pages': 'public',
  'GET /api/shared/{token}/issues': 'public',
  'GET /api/shared/{token}/issue-rules': 'public',
  'GET /api/shared/{token}/issues/{issueId}/pages': 'public',
  'GET /api/shared/{token}/overview': 'public',
  'GET /api/scans/{id}/screenshots/{screenshotId}': SITE_READ,
  'GET /api/shared/{token}/screenshots/{screenshotId}': 'public',
  'PUT /api/scans/{id}/issues/{issueId}/decision': 'editor',
  'PUT /api/scans/{id}/rules/{ruleId}/decision': 'editor',
  'POST /api/scans/{id}/decisions': 'editor',
  'GET /api/scans/{id}/decisions': SITE_READ,
  'GET /api/me/notifications': 'person',
  'POST /api/me/notifications/read': 'person',
  'GET /api/me/notification-settings': 'person',
  'PUT /api/me/notification-settings': 'person',
  'PUT /api/reviews': 'editor',
  'DELETE /api/reviews/{id}': 'editor',
  'GET /api/scans/{id}/reviews': SITE_READ,
  'GET /api/scans/{id}/needs-review': SITE_READ,
  'GET /api/rules': 'public',
  'GET /api/me/export': 'person',
  'GET /api/me/published-statements': 'person',
  'GET /api/monitors': SITE_READ,
  'PUT /api/monitors': 'admin',
  'GET /api/sites': SITE_READ,
  'GET /api/monitors/{id}/trend': SITE_READ,
  'GET /api/sites/{id}/conformance': SITE_READ,
  'PUT /api/sites/{id}/applicability': 'editor',
  'GET /api/sites/{id}/acr': SITE_READ,
  'GET /api/sites/{id}/evaluation': SITE_READ,
  'PUT /api/sites/{id}/evaluation': 'editor',
  'POST /api/sites/{id}/evaluation/random': 'editor',
  'GET /api/sites/{id}/evaluation/wcag-em': SITE_READ,
  'POST /api/sites/{id}/evaluation/wcag-em': 'editor',
  'GET /api/sites/{id}/criteria/{criterion}': SITE_READ,
  'PUT /api/sites/{id}/criteria/{criterion}': 'editor',
  'DELETE /api/sites/{id}/criteria/{criterion}': 'editor',
  'PUT /api/sites/{id}/criteria/{criterion}/evidence': 'editor',
  'GET /api/sites/{id}/criteria/{criterion}/evidence': SITE_READ,
  'DELETE /api/sites/{id}/criteria/{criterion}/evidence': 'editor',
  'GET /api/sites/{id}/statement': SITE_READ,
  'PUT /api/sites/{id}/statement': 'admin',
  'POST /api/sites/{id}/statement/versions': 'admin',
  'GET /api/statements/{publicId}': 'public',
  'GET /api/sites/{id}/settings': 'viewer',
  'PUT /api/sites/{id}/settings': 'admin',
  'GET /api/scans/{id}/flows/{flowId}/screenshot': SITE_READ,
  'GET /api/sites/{id}/flows': 'viewer',
  'POST /api/sites/{id}/flows': 'admin',
  'GET /api/sites/{id}/flows/{flowId}': 'viewer',
  'PUT /api/sites/{id}/flows/{flowId}': 'admin',
  'DELETE /api/sites/{id}/flows/{flowId}': 'admin',
};

/** Routes whose resource is a site or one of its scans: another client's answer 404 there. */
const SITE_SCOPED = /^\/api\/(scans\/\{id\}|sites\/\{id\}|monitors\/\{id\})/;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const SITE = 'https://example.com';
/** A page checked in a team's own test (@klarsicht/playwright), with nothing found. */
const UPLOADED_PAGE = {
  url: `${SITE}/konto`,
  violations: [],
  passes: [],
  incomplete: [],
  inapplicable: [],
  bestPractices: [],
};
const OTHER_SITE = 'https://other.example';
/** A user flow on the team's site, as Chrome DevTools' Recorder exports one. */
const FLOW = {
  name: 'Kontakt',
  recording: {
    title: 'Kontaktformular',
    steps: [
      { type: 'navigate', url: `${SITE}/kontakt` },
      { type: 'customStep', name: 'klarsicht.check', parameters: { label: 'Formular' } },
    ],
  },
};

let database: TestDatabase;
let app: FastifyInstance;
let team: string;
/** The team's members by role, each signed in as their own test person. */
const people = {} as Record<Role, string> & { otherClient: string; extra: string };
/** Path template → the team's value for each parameter. */
const values = new Map<string, Record<string, string>>();
/** "METHOD path" → a valid body, so that a refusal is about the role and not the body. */
const bodies = new Map<string, { payload: unknown; contentType?: string }>();

const as = (userId: string) => ({ 'x-test-user': userId, 'klarsicht-organisation': team });

function openApiPaths(): Record<string, Partial<Record<Method, unknown>>> {
  return (
    app as unknown as { swagger(): { paths: Record<string, Partial<Record<Method, unknown>>> } }
  ).swagger().paths;
}

function routes(): Array<{ method: Method; path: string; key: string }> {
  return Object.entries(openApiPaths()).flatMap(([path, methods]) =>
    (Object.keys(methods) as Method[]).map((method) => ({
      method,
      path,
      key: `${method.toUpperCase()} ${path}`,
    })),
  );
}

function fill(path: string): string {
  const known = values.get(path) ?? {};
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = known[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

async function call(method: Method, path: string, userId: string) {
  const body = bodies.get(`${method.toUpperCase()} ${path}`);
  return app.inject({
    method: method.toUpperCase() as 'GET',
    url: fill(path),
    headers: {
      ...as(userId),
      ...(body ? { 'content-type': body.contentType ?? 'application/json' } : {}),
    },
    ...(body
      ? {
          payload: Buffer.isBuffer(body.payload) ? body.payload : JSON.stringify(body.payload),
        }
      : {}),
  });
}

const json = (response: { body: string }) => {
  try {
    return JSON.parse(response.body) as { code?: string };
  } catch {
    return {};
  }
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {
    // Webhook addresses are sealed: with a key, their routes run their whole path.
    env: { ROLE: 'api', CREDENTIALS_KEY: Buffer.alloc(32, 5).toString('base64') },
  });
  await app.ready();
  for (const role of ROLES) people[role] = await testUserId(database.db, `sweep-${role}`);
  people.otherClient = await testUserId(database.db, 'sweep-other-client');
  people.extra = await testUserId(database.db, 'sweep-extra');

  const made = await app.inject({
    method: 'POST',
    url: '/api/organisations',
    headers: { 'x-test-user': people.owner },
    payload: { name: 'Agentur Sweep' },
  });
  team = made.json<{ id: string }>().id;
  const owner = as(people.owner);
  // A checkout begun before the plan was granted (the local provider's test page).
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: owner,
    payload: { plan: 'basic', mode: 'payment' },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  await grantPlan(database.db, team, 'pro', [SITE, OTHER_SITE]);

  const group = async (name: string, sites: string[]) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/organisation/client-groups',
      headers: owner,
      payload: { name, sites },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const ownGroup = await group('Kunde Eins', [SITE]);
  const otherGroup = await group('Kunde Zwei', [OTHER_SITE]);
  const spareGroup = await group('Kunde Drei', []);
  await database.db.orm.insert(memberships).values([
    { organisationId: team, userId: people.admin, role: 'admin' },
    { organisationId: team, userId: people.editor, role: 'editor' },
    { organisationId: team, userId: people.viewer, role: 'viewer' },
    { organisationId: team, userId: people.client, role: 'client', clientGroupId: ownGroup },
    { organisationId: team, userId: people.otherClient, role: 'client', clientGroupId: otherGroup },
    { organisationId: team, userId: people.extra, role: 'viewer' },
  ]);

  // A scan of the client's site with an issue and a screenshot, and one of the other client's.
  const scanId = await storeFinishedScan(database.db, {
    organisationId: team,
    url: `${SITE}/`,
    site: 'example.com',
    findings: [
      { pageUrl: `${SITE}/`, ruleId: 'image-alt', category: 'violations', impact: 'critical' },
      { pageUrl: `${SITE}/`, ruleId: 'color-contrast', category: 'incomplete', impact: 'serious' },
    ],
  });
  await storeFinishedScan(database.db, {
    organisationId: team,
    url: `${OTHER_SITE}/`,
    site: 'other.example',
    findings: [],
  });
  const issues = await app.inject({ method: 'GET', url: `/api/scans/${scanId}/issues`, headers: owner });
  const issueId = issues.json<{ items: { id: string }[] }>().items[0]!.id;
  const screenshotId = await storeScreenshot(database.db, scanId);
  const link = await app.inject({ method: 'POST', url: `/api/scans/${scanId}/share`, headers: owner });
  expect(link.statusCode, link.body).toBe(201);
  const linkId = link.json<{ id: string }>().id;
  const review = await upsertFindingReview(database.db.orm, {
    id: randomUUID(),
    organisationId: team,
    decidedBy: people.owner,
    site: 'example.com',
    ruleId: 'color-contrast',
    pageUrl: '',
    note: null,
  });
  const token = await app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: owner,
    payload: { name: 'CI' },
  });
  expect(token.statusCode, token.body).toBe(201);
  const webhook = await app.inject({
    method: 'POST',
    url: '/api/organisation/webhooks',
    headers: owner,
    payload: { kind: 'webhook', url: 'http://127.0.0.1:9/hook', events: ['scan.finished'] },
  });
  expect(webhook.statusCode, webhook.body).toBe(201);
  const webhookId = webhook.json<{ id: string }>().id;
  const delivery = await app.inject({
    method: 'POST',
    url: `/api/organisation/webhooks/${webhookId}/test`,
    headers: owner,
  });
  expect(delivery.statusCode, delivery.body).toBe(202);
  // A tracker on a closed port: a ticket request that is let through gets 503 tracker_unavailable.
  const tracker = await app.inject({
    method: 'POST',
    url: '/api/organisation/trackers',
    headers: owner,
    payload: { kind: 'github', repository: 'team/site', token: 'ghp_x', apiUrl: 'http://127.0.0.1:9' },
  });
  expect(tracker.statusCode, tracker.body).toBe(201);
  const trackerId = tracker.json<{ id: string }>().id;
  const invitation = await app.inject({
    method: 'POST',
    url: '/api/organisation/invitations',
    headers: owner,
    payload: { email: 'neu@example.com', role: 'viewer' },
  });
  const sites = await app.inject({ method: 'GET', url: '/api/sites', headers: owner });
  const siteId = sites
    .json<{ items: { id: string; site: string }[] }>()
    .items.find((item) => item.site === 'example.com')!.id;
  await app.inject({
    method: 'PUT',
    url: `/api/sites/${siteId}/criteria/1.1.1`,
    headers: owner,
    payload: { outcome: 'passed' },
  });
  await app.inject({
    method: 'PUT',
    url: `/api/sites/${siteId}/criteria/1.1.1/evidence`,
    headers: { ...owner, 'content-type': 'image/png' },
    payload: PNG,
  });
  await app.inject({
    method: 'PUT',
    url: `/api/organisation/client-groups/${spareGroup}/logo`,
    headers: { ...owner, 'content-type': 'image/png' },
    payload: PNG,
  });
  const settings = await app.inject({ method: 'GET', url: `/api/sites/${siteId}/settings`, headers: owner });
  const flow = await app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/flows`,
    headers: owner,
    payload: FLOW,
  });
  expect(flow.statusCode, flow.body).toBe(201);
  const flowId = flow.json<{ id: string }>().id;
  // The scan replayed the flow, which stopped with a picture of where.
  await database.db.orm
    .update(scans)
    .set({
      flowRuns: [
        {
          flow: flowId,
          name: 'Kontakt',
          title: 'Kontaktformular',
          steps: 2,
          failedAt: {
            step: 1,
            reason: 'element_not_found',
            message: 'x',
            screenshot: 'data:image/jpeg;base64,/9j/2Q==',
          },
        },
      ],
    })
    .where(eq(scans.id, scanId));
  await app.inject({
    method: 'PUT',
    url: `/api/sites/${siteId}/statement?lang=de`,
    headers: owner,
    payload: SAMPLE_STATEMENT,
  });

  for (const { path } of routes()) {
    const entry: Record<string, string> = {};
    if (path.startsWith('/api/scans/{id}')) entry.id = scanId;
    if (path.startsWith('/api/sites/{id}') || path.startsWith('/api/monitors/{id}')) entry.id = siteId;
    if (path.startsWith('/api/organisation/client-groups/{id}')) entry.id = spareGroup;
    if (path.startsWith('/api/organisation/invitations/{id}'))
      entry.id = invitation.json<{ id: string }>().id;
    if (path.startsWith('/api/billing/test-mode/checkout/{id}')) {
      entry.id = new URL(checkout.json<{ url: string }>().url).pathname.split('/').at(-1)!;
    }
    if (path === '/api/tokens/{id}') entry.id = token.json<{ id: string }>().id;
    if (path === '/api/reviews/{id}') entry.id = review.id;
    entry.webhookId = webhookId;
    entry.trackerId = trackerId;
    entry.deliveryId = delivery.json<{ id: string }>().id;
    entry.issueId = issueId;
    entry.ruleId = 'image-alt';
    entry.screenshotId = screenshotId;
    entry.linkId = linkId;
    entry.flowId = flowId;
    entry.criterion = '1.1.1';
    entry.userId = people.extra;
    values.set(path, entry);
  }

  const body = (key: string, payload: unknown, contentType?: string) =>
    bodies.set(key, { payload, ...(contentType ? { contentType } : {}) });
  body('POST /api/scans', { url: `${SITE}/`, scope: 'page' });
  body('POST /api/tokens', { name: 'Pipeline' });
  body('POST /api/organisation/webhooks', {
    kind: 'slack',
    url: 'http://127.0.0.1:9/slack',
    events: ['issues.new'],
  });
  body('PATCH /api/organisation/webhooks/{webhookId}', { enabled: false });
  body('POST /api/organisation/trackers', {
    kind: 'jira',
    siteUrl: 'http://127.0.0.1:9',
    projectKey: 'WEB',
    email: 'team@example.com',
    token: 'atlassian',
  });
  body('POST /api/scans/{id}/tickets', { trackerId, issueIds: [issueId] });
  body('POST /api/scans/uploads', { profile: 'bfsg', page: UPLOADED_PAGE });
  body('POST /api/organisations', { name: 'Noch eine' });
  body('PATCH /api/organisation/members/{userId}', { role: 'editor' });
  body('POST /api/organisation/client-groups', { name: 'Kunde Vier', sites: [] });
  body('PATCH /api/organisation/client-groups/{id}', { name: 'Kunde Drei GmbH' });
  body('PUT /api/organisation/client-groups/{id}/logo', PNG, 'image/png');
  body('POST /api/organisation/invitations', { email: 'noch-jemand@example.com', role: 'editor' });
  body('POST /api/invitations/accept', { token: 'kein-gueltiger-link' });
  body('PATCH /api/me', { fullName: 'Neuer Name' });
  // A confirmation that does not match: the sweep must not delete anyone.
  body('DELETE /api/me', { confirmation: 'nicht meine Adresse' });
  body('POST /api/billing/checkout', { plan: 'basic', mode: 'payment' });
  body('POST /api/billing/subscription/plan', { plan: 'pro' });
  body('POST /api/billing/urls', { url: SITE });
  body('POST /api/billing/test-mode/subscription', { action: 'switch', plan: 'pro' });
  body('PUT /api/reviews', { scanId, ruleId: 'color-contrast', note: 'geprüft' });
  body('PUT /api/scans/{id}/issues/{issueId}/decision', { status: 'fixed' });
  body('PUT /api/scans/{id}/rules/{ruleId}/decision', {
    pathPattern: '/*',
    status: 'false_positive',
    note: 'Widget eines Dritten',
  });
  body('POST /api/me/notifications/read', { all: true });
  body('PUT /api/me/notification-settings', {
    kinds: {
      assigned: { inApp: true, email: false },
      due_soon: { inApp: true, email: true },
      reopened: { inApp: true, email: true },
      verified: { inApp: false, email: false },
    },
    digest: false,
  });
  body('POST /api/scans/{id}/decisions', { items: [{ issueId, status: 'in_progress', note: 'Team A' }] });
  body('PUT /api/monitors', { url: `${SITE}/`, intervalMinutes: 10_080, enabled: true });
  body('PUT /api/sites/{id}/criteria/{criterion}', { outcome: 'passed' });
  body('PUT /api/sites/{id}/applicability', { answers: { video: false } });
  body('PUT /api/sites/{id}/evaluation', {
    scope: { description: '', accessibilitySupportBaseline: '', additionalRequirements: '' },
    sample: [],
  });
  body('POST /api/sites/{id}/evaluation/wcag-em', { '@context': {}, type: 'Evaluation', defineScope: {} });
  body('PUT /api/sites/{id}/criteria/{criterion}/evidence', PNG, 'image/png');
  body('PUT /api/sites/{id}/statement', SAMPLE_STATEMENT);
  body('POST /api/sites/{id}/statement/versions', { confirmUntested: true });
  const current = settings.json<{ scope: unknown; consent?: unknown }>();
  body('PUT /api/sites/{id}/settings', { scope: current.scope, signIn: null });
  body('POST /api/sites/{id}/flows', FLOW);
  body('PUT /api/sites/{id}/flows/{flowId}', { ...FLOW, name: 'Kontakt, umbenannt' });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

/** Refusing routes first, deleting ones last (deeper paths before the ones they hang from). */
function sweepOrder(list: ReturnType<typeof routes>) {
  const rank = (route: { method: Method }) => (route.method === 'delete' ? 1 : 0);
  return [...list].sort((a, b) => rank(a) - rank(b) || (rank(a) === 1 ? b.path.length - a.path.length : 0));
}

const RANK: Record<Role, number> = { client: 0, viewer: 1, editor: 2, admin: 3, owner: 4 };

describe('every route, for every role of an organisation', () => {
  it('has an expectation', () => {
    const missing = routes()
      .map((route) => route.key)
      .filter((key) => !(key in NEEDS));
    expect(missing).toEqual([]);
  });

  it('refuses the roles below what it needs, and lets the least role that may through', async () => {
    const seen: string[] = [];
    const wrong: string[] = [];
    for (const route of sweepOrder(routes())) {
      const need = NEEDS[route.key];
      if (need === undefined || need === 'public') continue;
      // Lowest role first: a refused call changes nothing, so the first one let through finds
      // the resource as it was set up.
      let firstAllowed = true;
      for (const role of ['client', 'viewer', 'editor', 'admin', 'owner'] as const) {
        const response = await call(route.method, route.path, people[role]);
        const code = json(response).code;
        const what = `${route.key} as ${role} → ${response.statusCode} ${code ?? ''}`;
        seen.push(what);
        const refused = response.statusCode === 403 && code === 'role_insufficient';
        if (response.statusCode === 401) wrong.push(`${what} (signed in)`);
        else if (need !== 'person' && RANK[role] < RANK[need]) {
          if (!refused) wrong.push(`${what} (needs ${need})`);
        } else if (refused || code === 'organisation_not_found') {
          wrong.push(`${what} (may: ${need})`);
        } else if (firstAllowed) {
          // The resource is still there for the first role let through.
          if (response.statusCode === 404 && code === 'not_found') wrong.push(`${what} (gone)`);
          firstAllowed = false;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(seen.length).toBeGreaterThan(300);
  }, 300_000);

  it('answers a client of another client group 404 for the site and its scans, never a 403', async () => {
    // The sweep above may have removed some of what these routes name; re-run reads only.
    for (const route of routes()) {
      if (route.method !== 'get' || !SITE_SCOPED.test(route.path)) continue;
      const response = await call(route.method, route.path, people.otherClient);
      expect([response.statusCode, json(response).code], `${route.key} as another client`).toEqual([
        404,
        'not_found',
      ]);
    }
  });

  it('lists for a client only the sites and scans of their group', async () => {
    const sites = await call('get', '/api/sites', people.client);
    expect(sites.json<{ items: { site: string }[] }>().items.map((item) => item.site)).toEqual([
      'example.com',
    ]);
    const monitors = await call('get', '/api/monitors', people.otherClient);
    expect(monitors.json<{ items: { site: string }[] }>().items.map((item) => item.site)).toEqual([
      'other.example',
    ]);
    const scans = await call('get', '/api/scans', people.client);
    const listed = scans.json<{ items: { site: string }[] }>().items.map((item) => item.site);
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(new Set(['example.com']));
    const all = await call('get', '/api/scans', people.viewer);
    expect(new Set(all.json<{ items: { site: string }[] }>().items.map((item) => item.site))).toEqual(
      new Set(['example.com', 'other.example']),
    );
  });
});
