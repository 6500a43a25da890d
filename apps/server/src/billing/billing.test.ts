import type { BillingAccount } from '@klarsicht/contracts';
import { billingAccountSchema, planListSchema, testCheckoutViewSchema } from '@klarsicht/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test-support/billing.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import {
  buildTestApp,
  headerAuthenticator,
  recordingMailer,
  testConfig,
} from '../../test-support/test-service.js';
import { buildApp } from '../app.js';
import { listLocalPlanChanges } from './local-billing-repo.js';
import { LocalBillingProvider } from './local-provider.js';
import { billingCustomers, localCheckoutSessions, localCustomers, localSubscriptions } from './schema.js';

/** The billing API with the local provider, over app.inject on PGlite (or TEST_DATABASE_URL). */

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { PUBLIC_URL: 'https://klarsicht.test' } });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const as = (userId: string) => ({ 'x-test-user': userId });

async function call(method: 'GET' | 'POST', url: string, userId?: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    headers: userId ? as(userId) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, json: response.json(), headers: response.headers };
}

async function account(userId: string, fresh = false): Promise<BillingAccount> {
  const { status, json } = await call('GET', `/api/billing/account${fresh ? '?fresh=true' : ''}`, userId);
  expect(status).toBe(200);
  return billingAccountSchema.parse(json);
}

/** Checkout → test-mode session → paid; returns where the browser is sent. */
async function buy(
  userId: string,
  plan: string,
  mode: 'subscription' | 'payment',
  currency: 'eur' | 'usd' = 'eur',
): Promise<string> {
  const checkout = await call('POST', '/api/billing/checkout', userId, { plan, mode, currency });
  expect(checkout.status).toBe(200);
  const sessionId = new URL(checkout.json.url).pathname.split('/').at(-1)!;
  const completed = await call('POST', `/api/billing/test-mode/checkout/${sessionId}/complete`, userId);
  expect(completed.status).toBe(200);
  return completed.json.url;
}

function sessionIdOf(url: string): string {
  return new URL(url).pathname.split('/').at(-1)!;
}

describe('plans', () => {
  it('are listed publicly, in test mode with the local provider', async () => {
    const { status, json } = await call('GET', '/api/billing/plans');
    expect(status).toBe(200);
    const plans = planListSchema.parse(json);
    expect(plans).toMatchObject({ provider: 'local', testMode: true });
    expect(plans.items.map((plan) => [plan.id, plan.prices, plan.urls, plan.purchasable])).toEqual([
      [
        'basic',
        [
          { currency: 'eur', monthly: 1500, once: 2000 },
          { currency: 'usd', monthly: 1500, once: 2000 },
        ],
        1,
        true,
      ],
      [
        'pro',
        [
          { currency: 'eur', monthly: 4000, once: 5000 },
          { currency: 'usd', monthly: 4000, once: 5000 },
        ],
        5,
        true,
      ],
      ['enterprise', [], null, false],
    ]);
  });
});

describe('prices in the currency of the page', () => {
  it('charge and record US dollars at the dollar amount, not a conversion', async () => {
    const userId = (await createTestUser(database.db, 'dollar-buyer')).id;
    const checkout = await call('POST', '/api/billing/checkout', userId, {
      plan: 'pro',
      mode: 'subscription',
      currency: 'usd',
    });
    expect(checkout.status).toBe(200);
    const view = await call(
      'GET',
      `/api/billing/test-mode/checkout/${sessionIdOf(checkout.json.url)}`,
      userId,
    );
    expect(view.json.price).toEqual({ amount: 4000, currency: 'usd' });

    await call('POST', `/api/billing/test-mode/checkout/${sessionIdOf(checkout.json.url)}/complete`, userId);
    const paid = await account(userId);
    expect(paid.monthlyCost).toEqual({ amount: 4000, currency: 'usd' });
    expect(paid.subscription?.price).toEqual({ amount: 4000, currency: 'usd' });

    const payer = (await createTestUser(database.db, 'dollar-payer')).id;
    await buy(payer, 'basic', 'payment', 'usd');
    expect((await account(payer)).totals.oneTimePaid).toEqual({ amount: 2000, currency: 'usd' });
  });

  it('refuse a currency that is not sold, changing nothing', async () => {
    const userId = (await createTestUser(database.db, 'pound-buyer')).id;
    for (const currency of ['gbp', 'USD', '', 7]) {
      const refused = await call('POST', '/api/billing/checkout', userId, {
        plan: 'basic',
        mode: 'subscription',
        currency,
      });
      expect(refused.status, String(currency)).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.json.code).toBe('validation_failed');
    }
    const sessions = await database.db.orm
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.organisationId, userId));
    expect(sessions).toEqual([]);
  });
});

describe('the account', () => {
  it('needs a signed-in caller', async () => {
    const { status, json } = await call('GET', '/api/billing/account');
    expect(status).toBe(401);
    expect(json.code).toBe('unauthorized');
  });

  it('of a new user is inactive, and five first calls at once make one customer', async () => {
    const user = await createTestUser(database.db, 'new-user');
    const answers = await Promise.all(Array.from({ length: 5 }, () => account(user.id, true)));
    for (const answer of answers) {
      expect(answer).toMatchObject({ active: false, planId: null, subscription: null, urls: [], used: 0 });
      expect(answer.profiles).toEqual(['wcag21aa', 'bfsg']);
      expect(answer.pageBudget).toBe(1);
    }
    const customers = await database.db.orm
      .select()
      .from(localCustomers)
      .where(eq(localCustomers.subject, 'new-user'));
    expect(customers).toHaveLength(1);
    const [remembered] = await database.db.orm
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.organisationId, user.id));
    expect(remembered?.customerId).toBe(customers[0]!.id);
    expect(remembered?.customerId).toMatch(/^cus_local_/);
  });
});

describe('a subscription bought through the test checkout', () => {
  let userId: string;

  beforeAll(async () => {
    userId = (await createTestUser(database.db, 'subscriber')).id;
  });

  it('shows the test checkout session to its own user only', async () => {
    const checkout = await call('POST', '/api/billing/checkout', userId, {
      plan: 'basic',
      mode: 'subscription',
    });
    expect(checkout.status).toBe(200);
    expect(checkout.json.url).toMatch(
      /^https:\/\/klarsicht\.test\/billing\/test-checkout\/cs_local_[\w-]{32}$/,
    );
    const sessionId = checkout.json.url.split('/').at(-1);
    const view = await call('GET', `/api/billing/test-mode/checkout/${sessionId}`, userId);
    expect(view.status).toBe(200);
    expect(testCheckoutViewSchema.parse(view.json)).toEqual({
      id: sessionId,
      planId: 'basic',
      planName: 'Basic',
      mode: 'subscription',
      price: { amount: 1500, currency: 'eur' },
      status: 'open',
      successUrl: 'https://klarsicht.test/setup?checkout=success',
      cancelUrl: 'https://klarsicht.test/setup?checkout=cancelled',
    });

    const stranger = (await createTestUser(database.db, 'stranger')).id;
    expect((await call('GET', `/api/billing/test-mode/checkout/${sessionId}`, stranger)).status).toBe(404);
    const stolen = await call('POST', `/api/billing/test-mode/checkout/${sessionId}/complete`, stranger);
    expect(stolen.status).toBe(404);
    expect(stolen.json.code).toBe('not_found');
    expect((await call('GET', `/api/billing/test-mode/checkout/${sessionId}`)).status).toBe(401);
    expect((await account(stranger)).active).toBe(false);

    const cancelled = await call('POST', `/api/billing/test-mode/checkout/${sessionId}/cancel`, userId);
    expect(cancelled.json).toEqual({ url: 'https://klarsicht.test/setup?checkout=cancelled' });
    const late = await call('POST', `/api/billing/test-mode/checkout/${sessionId}/complete`, userId);
    expect(late.status).toBe(409);
    expect((await account(userId)).active).toBe(false);
  });

  it('makes the account active on Basic: 1 URL, 15 € a month', async () => {
    expect(await buy(userId, 'basic', 'subscription')).toBe('https://klarsicht.test/setup?checkout=success');
    const paid = await account(userId);
    expect(paid).toMatchObject({
      active: true,
      planId: 'basic',
      planName: 'Basic',
      limit: 1,
      used: 0,
      monthlyCost: { amount: 1500, currency: 'eur' },
      profiles: ['wcag21aa', 'bfsg'],
      pageBudget: 100,
      portalAvailable: true,
    });
    expect(paid.subscription).toMatchObject({ status: 'active', planId: 'basic', interval: 'month' });
  });

  it('registers a site once, and refuses a second site on Basic', async () => {
    const added = await call('POST', '/api/billing/urls', userId, { url: 'https://www.example.com/kontakt' });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ urls: ['https://example.com'], used: 1, limit: 1 });

    const again = await call('POST', '/api/billing/urls', userId, { url: 'example.com/impressum' });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('site_exists');

    const other = await call('POST', '/api/billing/urls', userId, { url: 'https://other.example.org' });
    expect(other.status).toBe(409);
    expect(other.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(other.json.code).toBe('allowance_exhausted');

    const invalid = await call('POST', '/api/billing/urls', userId, { url: 'ftp://example.com' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.code).toBe('invalid_url');
    expect((await account(userId)).urls).toEqual(['https://example.com']);
  });

  it('switches from Basic to Pro: 5 URLs and WCAG 2.2, the site kept', async () => {
    const switched = await call('POST', '/api/billing/test-mode/subscription', userId, {
      action: 'switch',
      plan: 'pro',
    });
    expect(switched.status).toBe(200);
    expect(switched.json).toMatchObject({ planId: 'pro', limit: 5, urls: ['https://example.com'] });
    expect(switched.json.profiles).toContain('wcag22aa');
    expect(switched.json.monthlyCost).toEqual({ amount: 4000, currency: 'eur' });
  });

  it('refuses a second checkout while subscribed: the same plan, another plan or a one-time purchase', async () => {
    const before = await account(userId, true);
    for (const [plan, mode, code] of [
      ['pro', 'subscription', 'plan_already_active'],
      ['basic', 'subscription', 'subscription_active'],
      ['basic', 'payment', 'subscription_active'],
      ['pro', 'payment', 'subscription_active'],
    ] as const) {
      const refused = await call('POST', '/api/billing/checkout', userId, { plan, mode, currency: 'eur' });
      expect(refused.status, `${plan} ${mode}`).toBe(409);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.json.code).toBe(code);
    }
    expect(await account(userId, true)).toMatchObject({
      planId: before.planId,
      subscription: { id: before.subscription?.id },
    });
  });

  it('changes the plan of the one subscription, in its currency, and refuses the current plan', async () => {
    const before = await account(userId, true);
    const changed = await call('POST', '/api/billing/subscription/plan', userId, { plan: 'basic' });
    expect(changed.status).toBe(200);
    const after = billingAccountSchema.parse(changed.json);
    expect(after).toMatchObject({
      planId: 'basic',
      limit: 1,
      urls: ['https://example.com'],
      monthlyCost: { amount: 1500, currency: 'eur' },
    });
    expect(after.subscription?.id).toBe(before.subscription?.id);
    const live = await database.db.orm
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.status, 'active'));
    expect(live.filter((row) => row.id === before.subscription?.id)).toHaveLength(1);
    // Recorded with its proration, as Stripe keeps proration items: Pro → Basic early in the month
    // credits almost the whole difference.
    const changes = await listLocalPlanChanges(database.db.orm, before.subscription!.id);
    expect(changes.map((change) => [change.fromPlanId, change.toPlanId, change.currency])).toEqual([
      ['basic', 'pro', 'eur'],
      ['pro', 'basic', 'eur'],
    ]);
    expect(changes[0]!.prorationAmount).toBeGreaterThan(2400);
    expect(changes[0]!.prorationAmount).toBeLessThanOrEqual(2500);
    expect(changes[1]!.prorationAmount).toBeLessThan(-2400);
    expect(changes[1]!.prorationAmount).toBeGreaterThanOrEqual(-2500);

    const same = await call('POST', '/api/billing/subscription/plan', userId, { plan: 'basic' });
    expect(same.status).toBe(409);
    expect(same.json.code).toBe('plan_already_active');
    const enterprise = await call('POST', '/api/billing/subscription/plan', userId, { plan: 'enterprise' });
    expect(enterprise.status).toBe(409);
    expect(enterprise.json.code).toBe('plan_not_purchasable');
    const invalid = await call('POST', '/api/billing/subscription/plan', userId, { plan: 'gold' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.code).toBe('validation_failed');
    expect((await account(userId, true)).planId).toBe('basic');
    expect(await listLocalPlanChanges(database.db.orm, before.subscription!.id)).toHaveLength(2);
  });

  it('refuses a second subscription opened in another tab before the first was paid', async () => {
    const other = (await createTestUser(database.db, 'two-tabs')).id;
    const first = await call('POST', '/api/billing/checkout', other, { plan: 'basic', mode: 'subscription' });
    const second = await call('POST', '/api/billing/checkout', other, { plan: 'pro', mode: 'subscription' });
    expect([first.status, second.status]).toEqual([200, 200]);
    const paid = `/api/billing/test-mode/checkout/${sessionIdOf(first.json.url)}/complete`;
    expect((await call('POST', paid, other)).status).toBe(200);
    const late = await call(
      'POST',
      `/api/billing/test-mode/checkout/${sessionIdOf(second.json.url)}/complete`,
      other,
    );
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('subscription_active');
    const after = await account(other, true);
    expect(after.planId).toBe('basic');
  });

  it('is inactive after cancelling', async () => {
    const cancelled = await call('POST', '/api/billing/test-mode/subscription', userId, { action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ active: false, subscription: null, planId: null });
    const again = await call('POST', '/api/billing/test-mode/subscription', userId, { action: 'cancel' });
    expect(again.status).toBe(409);
    const change = await call('POST', '/api/billing/subscription/plan', userId, { plan: 'pro' });
    expect(change.status).toBe(409);
    expect(change.json.code).toBe('conflict');
    const added = await call('POST', '/api/billing/urls', userId, { url: 'https://example.net' });
    expect(added.status).toBe(403);
    expect(added.json.code).toBe('plan_required');
  });
});

describe('one-time payments', () => {
  it('are listed with their limits and totals, and filled in order', async () => {
    const userId = (await createTestUser(database.db, 'payer')).id;
    await buy(userId, 'basic', 'payment');
    const once = await account(userId);
    expect(once).toMatchObject({
      active: true,
      planId: 'basic',
      subscription: null,
      monthlyCost: null,
      limit: 1,
      totals: { oneTimeLimit: 1, oneTimeUsed: 0, oneTimePaid: { amount: 2000, currency: 'eur' } },
    });
    expect(once.oneTimePayments).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        planId: 'basic',
        limit: 1,
        urls: [],
        price: { amount: 2000, currency: 'eur' },
      }),
    ]);
    expect(once.oneTimePayments[0]!.id).toMatch(/^pi_local_/);

    // The same one-time plan again is refused while the first still has room for its site.
    const twice = await call('POST', '/api/billing/checkout', userId, { plan: 'basic', mode: 'payment' });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('plan_already_active');

    await buy(userId, 'pro', 'payment');
    const first = await call('POST', '/api/billing/urls', userId, { url: 'https://a.example' });
    const second = await call('POST', '/api/billing/urls', userId, { url: 'https://b.example' });
    expect([first.status, second.status]).toEqual([200, 200]);
    const both = billingAccountSchema.parse(second.json);
    expect(both.planId).toBe('pro');
    expect(both.oneTimePayments.map((payment) => payment.urls)).toEqual([
      ['https://a.example'],
      ['https://b.example'],
    ]);
    expect(both.totals).toEqual({
      oneTimeLimit: 6,
      oneTimeUsed: 2,
      oneTimePaid: { amount: 7000, currency: 'eur' },
    });
    expect(both).toMatchObject({ limit: 6, used: 2 });

    // With the Basic purchase's site registered, another Basic purchase adds room for one more.
    const another = await call('POST', '/api/billing/checkout', userId, { plan: 'basic', mode: 'payment' });
    expect(another.status).toBe(200);
    // A subscription is a new purchase for a one-time buyer.
    await buy(userId, 'pro', 'subscription');
    expect(await account(userId, true)).toMatchObject({ planId: 'pro', subscription: { planId: 'pro' } });
  });
});

describe('adding URLs at the limit', () => {
  /** A provider with network-like latency, so that concurrent requests really overlap. */
  class SlowLocalProvider extends LocalBillingProvider {
    override async findCustomer(customerId: string) {
      const customer = await super.findCustomer(customerId);
      // The answer travels back while other requests read the same, not yet changed, customer.
      await new Promise((resolve) => setTimeout(resolve, 80));
      return customer;
    }
  }

  it('lets exactly one of several concurrent adds win', async () => {
    const slowApp = await buildApp({
      config: testConfig({ PUBLIC_URL: 'https://klarsicht.test' }),
      db: database.db,
      scanQueue: { enqueue: async () => {}, enqueueDelivery: async () => {}, isReady: async () => true },
      mailer: recordingMailer(),
      authenticate: headerAuthenticator(database.db),
      billingProvider: {
        kind: 'local',
        provider: new SlowLocalProvider({ db: database.db, publicUrl: 'https://klarsicht.test' }),
      },
    });
    try {
      const userId = (await createTestUser(database.db, 'racer')).id;
      await buy(userId, 'basic', 'subscription');
      const sites = [
        'https://one.example',
        'https://two.example',
        'https://three.example',
        'https://four.example',
      ];
      const answers = await Promise.all(
        sites.map((url) =>
          slowApp.inject({ method: 'POST', url: '/api/billing/urls', headers: as(userId), payload: { url } }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409]);
      const final = await account(userId, true);
      expect(final.urls).toHaveLength(1);
      expect(sites).toContain(final.urls[0]);
    } finally {
      await slowApp.close();
    }
  });
});

describe('checkout and portal', () => {
  it('refuses Enterprise (sold on request) and invalid requests', async () => {
    const userId = (await createTestUser(database.db, 'enterprise-buyer')).id;
    const enterprise = await call('POST', '/api/billing/checkout', userId, {
      plan: 'enterprise',
      mode: 'subscription',
    });
    expect(enterprise.status).toBe(409);
    expect(enterprise.json.code).toBe('plan_not_purchasable');
    const invalid = await call('POST', '/api/billing/checkout', userId, { plan: 'gold', mode: 'yearly' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.code).toBe('validation_failed');
    expect(
      (await call('POST', '/api/billing/checkout', undefined, { plan: 'basic', mode: 'payment' })).status,
    ).toBe(401);
  });

  it('opens the test-mode billing page', async () => {
    const userId = (await createTestUser(database.db, 'portal-user')).id;
    const portal = await call('POST', '/api/billing/portal', userId);
    expect(portal.status).toBe(200);
    expect(portal.json).toEqual({ url: 'https://klarsicht.test/billing/test-portal' });
  });
});
