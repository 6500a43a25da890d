import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../test-support/billing.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { headerAuthenticator, recordingMailer, testConfig } from '../../test-support/test-service.js';
import { buildApp } from '../app.js';
import { findScan } from '../scans/records/scans-repo.js';
import { LocalBillingProvider } from './local-provider.js';

/** POST /api/scans obeys the caller's plan: sites, profiles, page budget, free-check quota. */

/** The local provider, counting the calls that read a customer (what a warm cache saves). */
class CountingProvider extends LocalBillingProvider {
  reads = 0;
  override async findCustomer(customerId: string) {
    this.reads++;
    return super.findCustomer(customerId);
  }
  override async searchCustomers(subject: string) {
    this.reads++;
    return super.searchCustomers(subject);
  }
}

/** A provider whose every read fails, as when the payment provider cannot be reached. */
class UnreachableProvider extends LocalBillingProvider {
  override async searchCustomers(): Promise<never> {
    throw new Error('connect ECONNREFUSED 10.1.2.3:443 sk_live_secret');
  }
  override async findCustomer(): Promise<never> {
    throw new Error('connect ECONNREFUSED 10.1.2.3:443 sk_live_secret');
  }
  override async createCustomer(): Promise<never> {
    throw new Error('connect ECONNREFUSED 10.1.2.3:443 sk_live_secret');
  }
}

let database: TestDatabase;
let app: FastifyInstance;
let provider: CountingProvider;
const enqueued: string[] = [];

function appWith(billingProvider: LocalBillingProvider): Promise<FastifyInstance> {
  return buildApp({
    config: testConfig({ FREE_SCAN_RATE_LIMIT: '2', BILLING_CACHE_SECONDS: '300' }),
    db: database.db,
    scanQueue: {
      enqueue: async (job) => {
        enqueued.push(job.scanId);
      },
      enqueueDelivery: async () => {},
      isReady: async () => true,
    },
    mailer: recordingMailer(),
    authenticate: headerAuthenticator(database.db),
    billingProvider: { kind: 'local', provider: billingProvider },
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  provider = new CountingProvider({ db: database.db, publicUrl: 'http://localhost' });
  app = await appWith(provider);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

let visitor = 0;
/** Each call comes from its own address unless told, so free-check quotas do not mix. */
async function startScan(
  body: Record<string, unknown>,
  options: { userId?: string; ip?: string; on?: FastifyInstance } = {},
) {
  visitor++;
  const response = await (options.on ?? app).inject({
    method: 'POST',
    url: '/api/scans',
    headers: options.userId ? { 'x-test-user': options.userId } : {},
    remoteAddress: options.ip ?? `198.51.100.${visitor}`,
    payload: body,
  });
  return { status: response.statusCode, json: response.json() };
}

describe('a signed-in caller without a plan', () => {
  let userId: string;
  beforeAll(async () => {
    userId = (await createTestUser(database.db, 'planless')).id;
  });

  it('cannot start a site scan or a WCAG 2.2 check', async () => {
    const site = await startScan({ url: 'https://example.com', scope: 'site' }, { userId });
    expect(site.status).toBe(403);
    expect(site.json.code).toBe('plan_required');
    const wcag22 = await startScan({ url: 'https://example.com', profile: 'wcag22aa' }, { userId });
    expect(wcag22.status).toBe(403);
    expect(wcag22.json.code).toBe('plan_required');
  });

  it('still gets the free checks, owned and counted per account, and sees them as its trial', async () => {
    const trial = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/billing/account', headers: { 'x-test-user': userId } })
      ).json().trial;
    expect(await trial()).toEqual({ used: 0, limit: 2, resetsAt: null });
    const first = await startScan({ url: 'https://example.com', profile: 'bfsg' }, { userId });
    expect(first.status).toBe(202);
    const row = await findScan(database.db.orm, first.json.id);
    expect(row).toMatchObject({ organisationId: userId, scope: 'page', profile: 'bfsg', pageBudget: null });
    expect(enqueued).toContain(first.json.id);
    expect(await trial()).toMatchObject({ used: 1, limit: 2, resetsAt: expect.any(String) });
    // Every request comes from another address: the account's count still applies.
    expect((await startScan({ url: 'https://example.com' }, { userId })).status).toBe(202);
    const third = await startScan({ url: 'https://example.com' }, { userId });
    expect(third.status).toBe(429);
    expect(third.json.code).toBe('rate_limited');
    expect(await trial()).toMatchObject({ used: 2, limit: 2 });
  });
});

describe('a signed-in caller with Basic and example.com registered', () => {
  let userId: string;
  beforeAll(async () => {
    userId = (await createTestUser(database.db, 'basic-owner')).id;
    await grantPlan(database.db, userId, 'basic', ['https://example.com']);
  });

  it('scans the registered site with the plan budget, not on the free quota', async () => {
    const ip = '203.0.113.60';
    for (let attempt = 0; attempt < 3; attempt++) {
      const created = await startScan(
        { url: 'https://www.example.com/kontakt', scope: 'site', profile: 'wcag21aa' },
        { userId, ip },
      );
      expect(created.status).toBe(202);
      const row = await findScan(database.db.orm, created.json.id);
      expect(row).toMatchObject({
        organisationId: userId,
        scope: 'site',
        pageBudget: 100,
        site: 'example.com',
      });
    }
  });

  it('reads the plan from the cache, not the provider, on every scan', async () => {
    await startScan({ url: 'https://example.com', scope: 'site' }, { userId });
    const before = provider.reads;
    await startScan({ url: 'https://example.com', scope: 'site' }, { userId });
    await startScan({ url: 'https://example.com/a', scope: 'site' }, { userId });
    expect(provider.reads).toBe(before);
  });

  it('refuses a profile the plan does not include', async () => {
    const created = await startScan(
      { url: 'https://example.com', scope: 'site', profile: 'wcag22aa' },
      { userId },
    );
    expect(created.status).toBe(403);
    expect(created.json.code).toBe('profile_not_allowed');
  });

  it('refuses a site scan of another site, but allows a free check of it', async () => {
    const other = await startScan({ url: 'https://other.example.org', scope: 'site' }, { userId });
    expect(other.status).toBe(403);
    expect(other.json.code).toBe('url_not_allowed');
    const free = await startScan({ url: 'https://other.example.org' }, { userId });
    expect(free.status).toBe(202);
    expect((await findScan(database.db.orm, free.json.id))?.pageBudget).toBeNull();
  });

  it('gets the Pro budget and WCAG 2.2 after an upgrade', async () => {
    await grantPlan(database.db, userId, 'pro', ['https://example.com']);
    const created = await startScan(
      { url: 'https://example.com', scope: 'site', profile: 'wcag22aa' },
      { userId },
    );
    expect(created.status).toBe(202);
    expect((await findScan(database.db.orm, created.json.id))?.pageBudget).toBe(500);
  });
});

describe('when the payment provider cannot be reached', () => {
  let broken: FastifyInstance;
  let userId: string;
  beforeAll(async () => {
    broken = await appWith(new UnreachableProvider({ db: database.db, publicUrl: 'http://localhost' }));
    userId = (await createTestUser(database.db, 'unlucky')).id;
  });
  afterAll(() => broken?.close());

  it('answers 502 billing_unavailable without the provider details', async () => {
    const response = await broken.inject({
      url: '/api/billing/account',
      headers: { 'x-test-user': userId },
    });
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().code).toBe('billing_unavailable');
    expect(response.body).not.toMatch(/ECONNREFUSED|sk_live|10\.1\.2\.3/);
  });

  it('keeps free checks of signed-in callers working, and refuses site scans with 502', async () => {
    expect((await startScan({ url: 'https://example.com' }, { userId, on: broken })).status).toBe(202);
    const site = await startScan({ url: 'https://example.com', scope: 'site' }, { userId, on: broken });
    expect(site.status).toBe(502);
    expect(site.json.code).toBe('billing_unavailable');
  });
});
