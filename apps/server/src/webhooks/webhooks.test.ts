import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type EventEnvelope, eventEnvelopeSchema } from '@klarsicht/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../test-support/billing.js';
import { addMonitor } from '../../test-support/monitoring-setup.js';
import {
  type PlannedFinding,
  reportOf,
  scriptedScanner,
  storeFinishedScan,
} from '../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import {
  buildTestApp,
  headerAuthenticator,
  startTestService,
  type TestService,
} from '../../test-support/test-service.js';
import { postJson } from './deliver-http.js';
import { emitEvent } from './emit.js';
import { webhookDeliveries, webhooks } from './schema.js';

/**
 * Webhooks end to end (decision 030): a monitored site's scheduled rescan finds a new barrier, and
 * the organisation's webhook gets signed events that a receiver verifies as the Standard Webhooks
 * specification says (with its own HMAC, not the sender's library), its Slack channel a Block Kit
 * message and its Teams channel an Adaptive Card; retries, 410 Gone, the test event, redelivery
 * and the network guard at the API and at delivery.
 */

const CREDENTIALS_KEY = Buffer.alloc(32, 9).toString('base64');
const ENV = { CREDENTIALS_KEY };
const HOME = 'https://shop.example/';
const known: PlannedFinding = {
  pageUrl: HOME,
  ruleId: 'image-alt',
  category: 'violations',
  impact: 'critical',
};
const fresh: PlannedFinding = {
  pageUrl: `${HOME}kasse`,
  ruleId: 'label',
  category: 'violations',
  impact: 'critical',
  selector: '#plz',
};

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let database: TestDatabase;
let service: TestService | undefined;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
/** Answers per path, in order; then 200. */
const scripted = new Map<string, number[]>();

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = scripted.get(path)?.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  await database?.destroy();
});

async function until<T>(read: () => T | undefined | Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const at = (path: string) => received.filter((entry) => entry.path === path);

/** What a receiver does, written from the specification rather than with the sender's code. */
function verifiedEvent(delivery: Received, secret: string): EventEnvelope {
  const id = String(delivery.headers['webhook-id']);
  const timestamp = String(delivery.headers['webhook-timestamp']);
  const signatures = String(delivery.headers['webhook-signature']).split(' ');
  expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(300);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${delivery.body}`).digest();
  const matches = signatures.some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  expect(matches, 'the signature matches').toBe(true);
  // And as a receiver using the specification's reference library would.
  new Webhook(secret).verify(delivery.body, {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': String(delivery.headers['webhook-signature']),
  });
  return eventEnvelopeSchema.parse(JSON.parse(delivery.body));
}

async function addWebhooks(app: FastifyInstance, userId: string) {
  const headers = { 'x-test-user': userId };
  const add = async (payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/organisation/webhooks',
      headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; secret?: string; url: string }>();
  };
  const hook = await add({
    kind: 'webhook',
    url: `${receiverUrl}/hook?token=geheim`,
    events: ['scan.finished', 'issues.new', 'issues.fixed', 'issue.reopened', 'monitoring.failed'],
  });
  const slack = await add({
    kind: 'slack',
    url: `${receiverUrl}/slack/T000/B000/XXXX`,
    events: ['issues.new'],
  });
  const teams = await add({
    kind: 'teams',
    url: `${receiverUrl}/teams`,
    events: ['issues.new'],
    language: 'en',
    site: 'https://shop.example/',
  });
  // Another site's webhook hears nothing of this one.
  await add({
    kind: 'webhook',
    url: `${receiverUrl}/other-site`,
    events: ['issues.new'],
    site: 'other.example',
  });
  return { hook, slack, teams };
}

describe('a monitored rescan with a new barrier', () => {
  it('is told to a signed webhook, a Slack and a Teams channel', async () => {
    const user = await createTestUser(database.db, 'webhooks-monitored');
    await grantPlan(database.db, user.id, 'basic', [HOME]);
    await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: HOME,
      site: 'shop.example',
      findings: [known],
    });
    await addMonitor(database.db, {
      organisationId: user.id,
      url: HOME,
      site: 'shop.example',
      intervalMinutes: 60,
      nextRunAt: new Date(Date.now() - 60_000),
    });
    // Set up through the API of a process without a worker, before the worker's first tick.
    const app = await buildTestApp(database.db, { env: ENV });
    const { hook, slack, teams } = await addWebhooks(app, user.id);
    await app.close();
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(slack.secret).toBeUndefined();
    // A chat's address is its credential: never shown again; a webhook's query neither.
    expect(slack.url).toBe(`${receiverUrl}/…`);
    expect(hook.url).toBe(`${receiverUrl}/hook?…`);
    expect(teams.url).toBe(`${receiverUrl}/…`);

    service = await startTestService({
      db: database.db,
      env: ENV,
      createScanner: () => scriptedScanner((url) => reportOf(url, [known, fresh])),
      deliveryRetryDelaysSeconds: [1, 1, 1],
      authenticate: headerAuthenticator(database.db),
    });

    const [finished, news] = await until(() => {
      const hooks = at('/hook?token=geheim');
      return hooks.length >= 2 ? hooks : undefined;
    });
    const events = [verifiedEvent(finished!, hook.secret!), verifiedEvent(news!, hook.secret!)];
    const byType = new Map(events.map((event) => [event.type, event]));
    const scanFinished = byType.get('scan.finished');
    expect(scanFinished?.type === 'scan.finished' && scanFinished.data).toMatchObject({
      organisationId: user.id,
      site: 'shop.example',
      status: 'succeeded',
      trigger: 'monitor',
      issues: { total: 2, critical: 2 },
      newIssues: 1,
      fixedIssues: 0,
    });
    const issuesNew = byType.get('issues.new');
    if (issuesNew?.type !== 'issues.new') throw new Error('no issues.new event');
    expect(issuesNew.version).toBe(1);
    expect(issuesNew.data.total).toBe(1);
    expect(issuesNew.data.issues).toEqual([
      expect.objectContaining({
        ruleId: 'label',
        selector: '#plz',
        pageUrl: `${HOME}kasse`,
        impact: 'critical',
      }),
    ]);
    expect(issuesNew.data.issues[0]?.key).toMatch(/^[0-9a-f]{16,}$/);
    expect(issuesNew.data.resultUrl).toMatch(new RegExp(`/run/${issuesNew.data.scanId}$`));
    expect(finished!.headers['webhook-id']).not.toBe(news!.headers['webhook-id']);

    const slackMessage = JSON.parse((await until(() => at('/slack/T000/B000/XXXX')[0])).body);
    expect(slackMessage.blocks[0].type).toBe('header');
    expect(JSON.stringify(slackMessage)).toContain('neues Problem');
    expect(JSON.stringify(slackMessage)).toContain('#plz');
    // Chats are not signed: their address is the secret.
    expect(at('/slack/T000/B000/XXXX')[0]?.headers['webhook-signature']).toBeUndefined();

    const teamsMessage = JSON.parse((await until(() => at('/teams')[0])).body);
    expect(teamsMessage.type).toBe('message');
    expect(teamsMessage.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(teamsMessage.attachments[0].content).toMatchObject({ type: 'AdaptiveCard', version: '1.5' });
    expect(JSON.stringify(teamsMessage)).toContain('new issue');

    // The delivery log says what happened.
    const log = await service.app!.inject({
      method: 'GET',
      url: `/api/organisation/webhooks/${hook.id}/deliveries`,
      headers: { 'x-test-user': user.id },
    });
    expect(log.statusCode).toBe(200);
    const items = log.json<{ items: Array<{ eventType: string; status: string; responseStatus: number }> }>()
      .items;
    expect(items.map((item) => [item.eventType, item.status, item.responseStatus]).sort()).toEqual([
      ['issues.new', 'delivered', 200],
      ['scan.finished', 'delivered', 200],
    ]);
    expect(at('/other-site')).toEqual([]);

    // Sealed at rest: the database holds neither the address's secret parts nor the signing secret.
    const rows = await database.db.orm.select().from(webhooks).where(eq(webhooks.organisationId, user.id));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('geheim');
    expect(stored).not.toContain('XXXX');
    expect(stored).not.toContain(hook.secret!.slice(6, 30));
  }, 180_000);
});

describe('deliveries', () => {
  async function webhookOf(name: string, path: string) {
    const user = await createTestUser(database.db, name);
    const response = await service!.app!.inject({
      method: 'POST',
      url: '/api/organisation/webhooks',
      headers: { 'x-test-user': user.id },
      payload: { kind: 'webhook', url: `${receiverUrl}${path}`, events: ['statement.outdated'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { user, hook: response.json<{ id: string; secret: string }>() };
  }
  const outdated = (organisationId: string) => ({
    organisationId,
    site: 'shop.example',
    type: 'statement.outdated' as const,
    data: {
      organisationId,
      site: 'shop.example',
      reason: { de: 'Neue Barrieren', en: 'New barriers' },
      statementUrl: 'https://klarsicht.example/sites/x/statement',
    },
    at: new Date(),
  });
  const deliveriesOf = (webhookId: string) =>
    database.db.orm.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));

  it('retries a failing receiver with the same webhook-id until it answers', async () => {
    const { user, hook } = await webhookOf('webhooks-flaky', '/flaky');
    scripted.set('/flaky', [503, 500]);
    await database.db.orm.transaction((tx) => emitEvent(tx, service!.queue, outdated(user.id)));
    const [delivery] = await until(async () => {
      const rows = await deliveriesOf(hook.id);
      return rows[0]?.status === 'delivered' ? rows : undefined;
    });
    expect(delivery).toMatchObject({ attempts: 3, responseStatus: 200 });
    const attempts = at('/flaky');
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((entry) => entry.headers['webhook-id'])).size).toBe(1);
    for (const attempt of attempts)
      expect(verifiedEvent(attempt, hook.secret).type).toBe('statement.outdated');
  }, 90_000);

  it('gives up after the last attempt, and a 410 Gone switches the webhook off at once', async () => {
    const failing = await webhookOf('webhooks-failing', '/failing');
    scripted.set('/failing', [500, 500, 500, 500, 500]);
    const gone = await webhookOf('webhooks-gone', '/gone');
    scripted.set('/gone', [410]);
    await database.db.orm.transaction(async (tx) => {
      await emitEvent(tx, service!.queue, outdated(failing.user.id));
      await emitEvent(tx, service!.queue, outdated(gone.user.id));
    });
    const [lastFailure] = await until(async () => {
      const rows = await deliveriesOf(failing.hook.id);
      return rows[0]?.status === 'failed' ? rows : undefined;
    });
    // Four attempts: the first and one after each of the three (shortened) waits.
    expect(lastFailure).toMatchObject({ attempts: 4, responseStatus: 500, responseBody: 'nope' });
    expect(at('/failing')).toHaveLength(4);
    const [goneDelivery] = await until(async () => {
      const rows = await deliveriesOf(gone.hook.id);
      return rows[0]?.status === 'failed' ? rows : undefined;
    });
    expect(goneDelivery).toMatchObject({ attempts: 1, responseStatus: 410 });
    const [switchedOff] = await database.db.orm.select().from(webhooks).where(eq(webhooks.id, gone.hook.id));
    expect(switchedOff).toMatchObject({ enabled: false, disabledReason: 'gone' });
  }, 90_000);

  it('sends a test event on request, and sends a delivery again with the same webhook-id', async () => {
    const { user, hook } = await webhookOf('webhooks-test-event', '/test-event');
    const headers = { 'x-test-user': user.id };
    const test = await service!.app!.inject({
      method: 'POST',
      url: `/api/organisation/webhooks/${hook.id}/test`,
      headers,
    });
    expect(test.statusCode, test.body).toBe(202);
    const first = await until(() => at('/test-event')[0]);
    const event = verifiedEvent(first, hook.secret);
    expect(event).toMatchObject({
      type: 'webhook.test',
      data: { webhookId: hook.id, organisationId: user.id },
    });

    const redelivered = await service!.app!.inject({
      method: 'POST',
      url: `/api/organisation/webhooks/${hook.id}/deliveries/${test.json<{ id: string }>().id}/redeliver`,
      headers,
    });
    expect(redelivered.statusCode, redelivered.body).toBe(202);
    const second = await until(() => at('/test-event')[1]);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    verifiedEvent(second, hook.secret);

    // A renewed secret signs from then on; the old one no longer verifies.
    const renewed = await service!.app!.inject({
      method: 'POST',
      url: `/api/organisation/webhooks/${hook.id}/secret`,
      headers,
    });
    const secret = renewed.json<{ secret: string }>().secret;
    expect(secret).not.toBe(hook.secret);
    await service!.app!.inject({
      method: 'POST',
      url: `/api/organisation/webhooks/${hook.id}/test`,
      headers,
    });
    const third = await until(() => at('/test-event')[2]);
    verifiedEvent(third, secret);
    expect(() =>
      new Webhook(hook.secret).verify(third.body, third.headers as Record<string, string>),
    ).toThrow();
  }, 90_000);
});

describe('where webhooks may send, in production', () => {
  let app: FastifyInstance;
  let userId: string;
  beforeAll(async () => {
    app = await buildTestApp(database.db, { env: { ...ENV, KLARSICHT_ALLOW_PRIVATE_TARGETS: '0' } });
    userId = (await createTestUser(database.db, 'webhooks-guard')).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['webhook', 'https://127.0.0.1/hook', 'url_forbidden'],
    ['webhook', 'https://localhost:8443/hook', 'url_forbidden'],
    ['webhook', 'https://169.254.169.254/latest/meta-data', 'url_forbidden'],
    ['webhook', 'https://[::1]/hook', 'url_forbidden'],
    ['webhook', 'http://hooks.example.com/klarsicht', 'url_not_https'],
    ['webhook', 'https://user:pass@hooks.example.com/', 'invalid_url'],
    ['webhook', 'kein Link', 'invalid_url'],
    ['slack', 'https://example.com/services/T0/B0/X', 'url_not_chat'],
    ['slack', 'https://hooks.slack.com/commands/x', 'url_not_chat'],
    ['teams', 'https://example.com/workflows/x', 'url_not_chat'],
  ])('refuses a %s at %s with %s, and stores nothing', async (kind, url, code) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/organisation/webhooks',
      headers: { 'x-test-user': userId },
      payload: { kind, url, events: ['issues.new'] },
    });
    expect([response.statusCode, response.json().code]).toEqual([400, code]);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const list = await app.inject({
      method: 'GET',
      url: '/api/organisation/webhooks',
      headers: { 'x-test-user': userId },
    });
    expect(list.json().items).toEqual([]);
  });

  it('connects to no private address at delivery either, whatever the name resolved to when saved', async () => {
    const before = received.length;
    const outcome = await postJson(
      `${receiverUrl}/guarded`,
      '{}',
      {},
      {
        allowPrivateAddresses: false,
        timeoutMs: 5_000,
      },
    );
    expect(outcome).toMatchObject({ error: 'forbidden' });
    expect(outcome.status).toBeUndefined();
    expect(received.length).toBe(before);
  });
});

describe('the API description', () => {
  it('documents every event payload, its version and the signature headers as OpenAPI webhooks', async () => {
    const app = await buildTestApp(database.db);
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    await app.close();
    expect(Object.keys(document.webhooks).sort()).toEqual(
      [
        'issue.reopened',
        'issues.fixed',
        'issues.new',
        'monitoring.failed',
        'scan.finished',
        'statement.outdated',
        'webhook.test',
      ].sort(),
    );
    const issuesNew = document.webhooks['issues.new'].post;
    expect(issuesNew.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    const schema = issuesNew.requestBody.content['application/json'].schema;
    expect(schema.properties.version).toMatchObject({ const: 1 });
    expect(schema.properties.data.properties.issues.items.required).toEqual(
      expect.arrayContaining(['key', 'ruleId', 'selector', 'pageUrl']),
    );
  });
});
