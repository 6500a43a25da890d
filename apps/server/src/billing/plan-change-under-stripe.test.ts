import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test-support/billing.js';
import { useStripeDouble } from '../../test-support/stripe-provider-harness.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { isDomainError } from '../platform/domain-error.js';
import { BillingService } from './billing-service.js';

/**
 * Currencies and plan changes through the billing service over the Stripe provider, against the
 * Stripe double (decision 024): checkouts in the page's currency, no second subscription, a change
 * of plan as Stripe's subscription update with proration.
 */

const stripe = useStripeDouble();
let database: TestDatabase;
const prices: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const { state } = stripe.double;
  for (const [plan, name, urls, monthly, once] of [
    ['basic', 'Basic', '1', 1500, 2000],
    ['pro', 'Pro', '5', 4000, 5000],
  ] as const) {
    const product = state.addProduct({ name, plan, urls });
    // Euro first, the dollar amounts as currency options: the same figures, set per currency.
    prices[`${plan}_monthly`] = state.addPrice({
      product: product.id,
      unitAmount: monthly,
      interval: 'month',
      lookupKey: `klarsicht_${plan}_monthly`,
      currencyOptions: { usd: monthly },
    }).id;
    prices[`${plan}_once`] = state.addPrice({
      product: product.id,
      unitAmount: once,
      lookupKey: `klarsicht_${plan}_once`,
      currencyOptions: { usd: once },
    }).id;
  }
}, 60_000);

afterAll(async () => {
  await database?.destroy();
});

let service: BillingService;
beforeEach(() => {
  service = new BillingService({
    db: database.db,
    provider: stripe.providerFor(),
    publicUrl: 'https://klarsicht.test',
    cacheMs: 60_000,
    logger: pino({ level: 'silent' }),
  });
});

async function subscriber(name: string, plan: 'basic' | 'pro', currency: 'eur' | 'usd') {
  const user = await createTestUser(database.db, name);
  const customerId = await service.customerId(user.id);
  const subscription = stripe.double.state.addSubscription({
    customer: customerId,
    price: prices[`${plan}_monthly`]!,
    currency,
    urls: ['https://example.com'],
  });
  return { userId: user.id, subscription };
}

async function codeOf(work: Promise<unknown>): Promise<string | undefined> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return isDomainError(error) ? error.code : String(error);
}

describe('checkout in the currency of the page', () => {
  it('asks Stripe for a session in dollars, and the paid subscription costs the dollar amount', async () => {
    const user = await createTestUser(database.db, 'stripe-dollars');
    const { url } = await service.checkout(user.id, 'pro', 'subscription', 'usd');

    const create = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1);
    expect(create?.params).toMatchObject({
      mode: 'subscription',
      currency: 'usd',
      line_items: [{ price: prices.pro_monthly, quantity: '1' }],
    });
    stripe.double.state.completeCheckout(url.split('/').at(-1)!);
    const account = await service.account(user.id, { fresh: true });
    expect(account).toMatchObject({ planId: 'pro', monthlyCost: { amount: 4000, currency: 'usd' } });
  });

  it('names a Stripe price that has no amount in the currency instead of charging another', async () => {
    // An account set up before the dollar prices: a euro-only price under its own lookup key.
    const product = stripe.double.state.addProduct({ name: 'Enterprise', plan: 'enterprise', urls: '0' });
    stripe.double.state.addPrice({
      product: product.id,
      unitAmount: 90000,
      lookupKey: 'klarsicht_enterprise_once',
    });
    const customer = stripe.double.state.addCustomer({ subject: 'auth0|euro-only' });
    const before = stripe.requestsTo('POST', '/v1/checkout/sessions').length;

    const attempt = stripe.providerFor().createCheckout({
      customerId: customer.id,
      organisationId: 'user-euro-only',
      planId: 'enterprise',
      mode: 'payment',
      currency: 'usd',
      successUrl: 'https://klarsicht.test/setup?checkout=success',
      cancelUrl: 'https://klarsicht.test/setup?checkout=cancelled',
    });

    await expect(attempt).rejects.toThrow(/klarsicht_enterprise_once has no amount in usd/);
    expect(stripe.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(before);
  });
});

describe('an active subscriber', () => {
  it('is refused a second checkout, for the same plan or another, and Stripe is not asked', async () => {
    const { userId } = await subscriber('stripe-subscriber', 'basic', 'eur');
    const before = stripe.requestsTo('POST', '/v1/checkout/sessions').length;

    expect(await codeOf(service.checkout(userId, 'basic', 'subscription', 'eur'))).toBe(
      'plan_already_active',
    );
    expect(await codeOf(service.checkout(userId, 'pro', 'subscription', 'usd'))).toBe('subscription_active');
    expect(await codeOf(service.checkout(userId, 'pro', 'payment', 'eur'))).toBe('subscription_active');
    expect(stripe.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(before);
  });

  it('changes plan by replacing the item price with prorations, keeping the subscription and its currency', async () => {
    const { userId, subscription } = await subscriber('stripe-changer', 'basic', 'usd');

    const account = await service.changePlan(userId, 'pro');

    const update = stripe.requestsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1);
    expect(update?.params).toEqual({
      items: [{ id: subscription.items.data[0]!.id, price: prices.pro_monthly }],
      proration_behavior: 'create_prorations',
      metadata: { plan: 'pro' },
    });
    expect(stripe.double.state.priceChanges.at(-1)).toEqual({
      subscription: subscription.id,
      price: prices.pro_monthly,
      prorationBehavior: 'create_prorations',
    });
    const live = [...stripe.double.state.subscriptions.values()].filter(
      (entry) => entry.customer === subscription.customer && entry.status !== 'canceled',
    );
    expect(live.map((entry) => entry.id)).toEqual([subscription.id]);
    expect(account).toMatchObject({
      planId: 'pro',
      limit: 5,
      urls: ['https://example.com'],
      monthlyCost: { amount: 4000, currency: 'usd' },
      subscription: { id: subscription.id },
    });
  });

  it('is refused a change to the current plan or to a plan sold on request, and Stripe is not asked', async () => {
    const { userId, subscription } = await subscriber('stripe-stayer', 'pro', 'eur');

    expect(await codeOf(service.changePlan(userId, 'pro'))).toBe('plan_already_active');
    expect(await codeOf(service.changePlan(userId, 'enterprise'))).toBe('plan_not_purchasable');
    expect(stripe.requestsTo('POST', `/v1/subscriptions/${subscription.id}`)).toEqual([]);
  });

  it('without a subscription, a change of plan is a conflict', async () => {
    const user = await createTestUser(database.db, 'stripe-nobody');
    expect(await codeOf(service.changePlan(user.id, 'pro'))).toBe('conflict');
  });
});
