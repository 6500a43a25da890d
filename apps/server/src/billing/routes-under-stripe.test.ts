import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { buildTestApp } from '../../test-support/test-service.js';

/** With STRIPE_SECRET_KEY set, Stripe is the provider: no test mode, a webhook instead. */

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {
    env: { STRIPE_SECRET_KEY: 'sk_test_routes', STRIPE_WEBHOOK_SECRET: 'whsec_routes' },
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('billing routes under Stripe', () => {
  it('sell the plans without the test-mode label', async () => {
    const plans = await app.inject({ url: '/api/billing/plans' });
    expect(plans.statusCode).toBe(200);
    expect(plans.json()).toMatchObject({ provider: 'stripe', testMode: false });
  });

  it('have no test-mode checkout or billing page', async () => {
    const headers = { 'x-test-user': 'stripe-buyer' };
    for (const [method, url] of [
      ['GET', '/api/billing/test-mode/checkout/cs_local_abc'],
      ['POST', '/api/billing/test-mode/checkout/cs_local_abc/complete'],
      ['POST', '/api/billing/test-mode/subscription'],
    ] as const) {
      const response = await app.inject({ method, url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('take signed webhook deliveries only', async () => {
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"evt_1","type":"customer.subscription.updated"}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
