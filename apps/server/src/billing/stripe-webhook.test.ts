import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedDelivery, stripeEvent } from '../../test-support/stripe-double-events.js';
import { customerObject, priceObject, subscriptionObject } from '../../test-support/stripe-double-objects.js';
import {
  checkoutSessionObject,
  paymentIntentObject,
} from '../../test-support/stripe-double-payment-objects.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { isBillingEventRecorded } from './billing-events-repo.js';
import { registerStripeWebhook } from './stripe-webhook.js';

/** `POST /api/billing/webhook` on a small app over a real (PGlite or PostgreSQL) database. */

const SECRET = 'whsec_test_double_secret';
const stripe = new Stripe('sk_test_webhook_tests');
const now = () => Math.floor(Date.now() / 1000);

let database: TestDatabase;
let app: FastifyInstance;
let changedCustomers: string[];
let failProcessing: boolean;

async function buildApp(webhookSecret: string | undefined): Promise<FastifyInstance> {
  const instance = Fastify();
  instance.post('/api/echo', async (request) => ({ echoed: request.body }));
  await instance.register(
    async (billing) => {
      billing.post('/sibling', async (request) => ({ echoed: request.body }));
      registerStripeWebhook(billing, {
        stripe,
        webhookSecret,
        db: database.db,
        onCustomerChanged: async (customerId) => {
          if (failProcessing) throw new Error('account refresh failed');
          changedCustomers.push(customerId);
        },
      });
    },
    { prefix: '/api/billing' },
  );
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(SECRET);
});
afterAll(async () => {
  await app?.close();
  await database?.destroy();
});
beforeEach(() => {
  changedCustomers = [];
  failProcessing = false;
});

function deliver(
  event: Stripe.Event,
  options: { secret?: string; timestamp?: number; target?: FastifyInstance } = {},
) {
  const { payload, headers } = signedDelivery(event, options.secret ?? SECRET, {
    timestamp: options.timestamp,
  });
  return (options.target ?? app).inject({ method: 'POST', url: '/api/billing/webhook', payload, headers });
}

const price = priceObject({
  id: 'price_basic_monthly',
  product: 'prod_basic',
  unitAmount: 1500,
  currency: 'eur',
  interval: 'month',
  lookupKey: 'klarsicht_basic_monthly',
  active: true,
  created: 1_700_000_000,
  currencyOptions: {},
});

function subscriptionFor(customer: string) {
  return subscriptionObject({
    id: `sub_${customer}`,
    customer,
    price,
    currency: 'eur',
    metadata: { urls: '', plan: 'basic' },
    status: 'active',
    created: now(),
    currentPeriodEnd: now() + 30 * 86_400,
    cancelAtPeriodEnd: false,
  });
}

describe('signed events', () => {
  it('processes each handled event type for the customer it names', async () => {
    const events: Stripe.Event[] = [
      stripeEvent(
        'checkout.session.completed',
        checkoutSessionObject({
          id: 'cs_test_1',
          customer: 'cus_checkout',
          mode: 'subscription',
          lineItems: [],
          paymentIntent: null,
          subscription: 'sub_1',
          successUrl: 'https://klarsicht.test/setup',
          cancelUrl: 'https://klarsicht.test/setup',
          clientReferenceId: 'user-1',
          metadata: { plan: 'basic' },
          status: 'complete',
          created: now(),
          url: null,
        }),
      ),
      stripeEvent('customer.subscription.created', subscriptionFor('cus_created')),
      stripeEvent('customer.subscription.updated', subscriptionFor('cus_updated')),
      stripeEvent('customer.subscription.deleted', { ...subscriptionFor('cus_deleted'), status: 'canceled' }),
      stripeEvent(
        'payment_intent.succeeded',
        paymentIntentObject({
          id: 'pi_1',
          customer: 'cus_paid',
          amount: 2000,
          currency: 'eur',
          status: 'succeeded',
          metadata: { urls: '' },
          created: now(),
        }),
      ),
    ];

    for (const event of events) {
      const response = await deliver(event);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }

    expect(changedCustomers).toEqual([
      'cus_checkout',
      'cus_created',
      'cus_updated',
      'cus_deleted',
      'cus_paid',
    ]);
  });

  it('acknowledges other event types without processing them', async () => {
    const event = stripeEvent(
      'customer.updated',
      customerObject({ id: 'cus_other', email: null, metadata: {}, created: now() }),
    );

    const response = await deliver(event);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(changedCustomers).toEqual([]);
  });

  it('answers a replayed event id as a duplicate and does not process it again', async () => {
    const event = stripeEvent('customer.subscription.updated', subscriptionFor('cus_replayed'));

    const first = await deliver(event);
    const replay = await deliver(event, { timestamp: now() + 1 });

    expect(first.json()).toEqual({ received: true });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(changedCustomers).toEqual(['cus_replayed']);
  });

  it('forgets an event whose processing failed, so that Stripe’s retry is processed', async () => {
    const event = stripeEvent('customer.subscription.created', subscriptionFor('cus_retried'));
    failProcessing = true;

    const failed = await deliver(event);

    expect(failed.statusCode).toBe(500);
    expect(failed.headers['content-type']).toContain('application/problem+json');
    expect(failed.json()).toMatchObject({ status: 500, code: 'internal' });
    expect(await isBillingEventRecorded(database.db.orm, event.id)).toBe(false);

    failProcessing = false;
    const retried = await deliver(event);

    expect(retried.json()).toEqual({ received: true });
    expect(changedCustomers).toEqual(['cus_retried']);
    expect(await isBillingEventRecorded(database.db.orm, event.id)).toBe(true);
  });
});

describe('refused deliveries', () => {
  const event = () => stripeEvent('customer.subscription.updated', subscriptionFor('cus_refused'));

  it('refuses a signature made with another secret', async () => {
    const response = await deliver(event(), { secret: 'whsec_someone_else' });

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(changedCustomers).toEqual([]);
  });

  it('refuses a body changed after signing, and a delivery without signature', async () => {
    const { payload, headers } = signedDelivery(event(), SECRET);
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: payload.replace('cus_refused', 'cus_attacker'),
      headers,
    });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });

    expect(tampered.statusCode).toBe(400);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ code: 'validation_failed' });
    expect(changedCustomers).toEqual([]);
  });

  it('refuses a signature older than the 300 s tolerance', async () => {
    const stale = await deliver(event(), { timestamp: now() - 301 });
    const recent = await deliver(event(), { timestamp: now() - 290 });

    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'validation_failed' });
    expect(recent.statusCode).toBe(200);
    expect(changedCustomers).toEqual(['cus_refused']);
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const unconfigured = await buildApp(undefined);
    try {
      const response = await deliver(event(), { target: unconfigured });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 503, code: 'unavailable' });
      expect(changedCustomers).toEqual([]);
    } finally {
      await unconfigured.close();
    }
  });
});

describe('body parsing elsewhere', () => {
  it('leaves JSON parsing of the parent app and of sibling routes as it was', async () => {
    const body = { hello: 'welt', count: 2 };

    const sibling = await app.inject({ method: 'POST', url: '/api/billing/sibling', payload: body });
    const parent = await app.inject({ method: 'POST', url: '/api/echo', payload: body });

    expect(sibling.statusCode).toBe(200);
    expect(sibling.json()).toEqual({ echoed: body });
    expect(parent.json()).toEqual({ echoed: body });
  });
});
