import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startStripeDouble } from '../../test-support/stripe-double.js';
import { useStripeDouble } from '../../test-support/stripe-provider-harness.js';
import { BillingProviderError } from './provider.js';

/** The Stripe provider against the Stripe double: checkout, billing portal and the HTTP transport. */

const stripe = useStripeDouble();
const { providerFor, requestsTo } = stripe;

describe('checkout and portal', () => {
  it('opens a checkout for the price found by lookup key, with the purchase metadata', async () => {
    const basic = stripe.double.state.addProduct({ name: 'Basic', urls: '1' });
    const monthly = stripe.double.state.addPrice({
      product: basic.id,
      unitAmount: 1500,
      interval: 'month',
      lookupKey: 'klarsicht_basic_monthly',
    });
    const once = stripe.double.state.addPrice({
      product: basic.id,
      unitAmount: 2000,
      lookupKey: 'klarsicht_basic_once',
    });
    const customer = stripe.double.state.addCustomer({ subject: 'auth0|buyer' });
    const provider = providerFor();
    const input = {
      customerId: customer.id,
      organisationId: 'user-1',
      planId: 'basic',
      currency: 'eur' as const,
      successUrl: 'https://klarsicht.test/setup?checkout=success',
      cancelUrl: 'https://klarsicht.test/setup',
    };

    const subscription = await provider.createCheckout({ ...input, mode: 'subscription' });
    const payment = await provider.createCheckout({ ...input, mode: 'payment' });
    await provider.createCheckout({ ...input, mode: 'subscription' });

    expect(subscription.url).toMatch(new RegExp(`^${stripe.double.url}/checkout/cs_test_`));
    expect(payment.url).not.toBe(subscription.url);
    const creates = requestsTo('POST', '/v1/checkout/sessions').slice(-3);
    expect(creates[0]?.params).toEqual({
      mode: 'subscription',
      currency: 'eur',
      customer: customer.id,
      line_items: [{ price: monthly.id, quantity: '1' }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: 'user-1',
      metadata: { plan: 'basic', klarsicht_organisation_id: 'user-1' },
      subscription_data: { metadata: { urls: '', plan: 'basic' } },
    });
    expect(creates[1]?.params).toMatchObject({
      mode: 'payment',
      line_items: [{ price: once.id, quantity: '1' }],
      payment_intent_data: { metadata: { urls: '', plan: 'basic' } },
    });
    expect(creates[1]?.params).not.toHaveProperty('subscription_data');
    const priceLookups = requestsTo('GET', '/v1/prices').map((request) => request.params.lookup_keys);
    // Each lookup key is asked for once, with its currency options; the third checkout used the cache.
    expect(priceLookups).toEqual([['klarsicht_basic_monthly'], ['klarsicht_basic_once']]);
    for (const lookup of requestsTo('GET', '/v1/prices'))
      expect(lookup.params.expand).toEqual(['data.currency_options']);

    // Paying the subscription checkout gives the customer a subscription carrying the plan.
    const sessionId = subscription.url.split('/').at(-1) ?? '';
    stripe.double.state.completeCheckout(sessionId);
    const found = await provider.findCustomer(customer.id);
    expect(found?.subscriptions[0]).toMatchObject({ product: { planId: 'basic', urlLimit: 1 }, urls: [] });
    expect(stripe.double.state.subscriptions.get(found?.subscriptions[0]?.id ?? '')?.metadata).toEqual({
      plan: 'basic',
    });
  });

  it('refuses a checkout whose lookup key has no active price, naming the key', async () => {
    const customer = stripe.double.state.addCustomer({ subject: 'auth0|unpriced' });
    const attempt = providerFor().createCheckout({
      customerId: customer.id,
      organisationId: 'user-2',
      planId: 'pro',
      mode: 'subscription',
      currency: 'eur',
      successUrl: 'https://klarsicht.test/setup?checkout=success',
      cancelUrl: 'https://klarsicht.test/setup',
    });

    await expect(attempt).rejects.toThrow(BillingProviderError);
    await expect(attempt).rejects.toThrow(/klarsicht_pro_monthly/);
  });

  it('opens a billing portal session that returns to the given URL', async () => {
    const customer = stripe.double.state.addCustomer({ subject: 'auth0|portal' });

    const portal = await providerFor().createPortal({
      customerId: customer.id,
      returnUrl: 'https://klarsicht.test/profile',
    });

    const session = stripe.double.state.portalSessions.at(-1);
    expect(portal.url).toBe(session?.url);
    expect(session).toMatchObject({ customer: customer.id, return_url: 'https://klarsicht.test/profile' });
  });
});

describe('the double keeps Stripe’s currency rules', () => {
  it('refuses a session or a subscription price in a currency the price has no amount in', async () => {
    const product = stripe.double.state.addProduct({ name: 'Pro', plan: 'pro', urls: '5' });
    const euroOnly = stripe.double.state.addPrice({
      product: product.id,
      unitAmount: 4000,
      interval: 'month',
    });
    const withDollars = stripe.double.state.addPrice({
      product: product.id,
      unitAmount: 4000,
      interval: 'month',
      currencyOptions: { usd: 4000 },
    });
    const customer = stripe.double.state.addCustomer({ subject: 'auth0|currency-rules' });
    const client = providerFor().stripe;
    const session = (price: string, currency: string) =>
      client.checkout.sessions.create({
        mode: 'subscription',
        currency,
        customer: customer.id,
        line_items: [{ price, quantity: 1 }],
        success_url: 'https://klarsicht.test/setup?checkout=success',
      });

    await expect(session(euroOnly.id, 'usd')).rejects.toThrow(Stripe.errors.StripeInvalidRequestError);
    const dollars = await session(withDollars.id, 'usd');
    expect(dollars.currency).toBe('usd');
    expect(dollars.amount_total).toBe(4000);

    // A subscription billed in dollars cannot move to a price without a dollar amount.
    const record = stripe.double.state.completeCheckout(dollars.id);
    const subscription = await client.subscriptions.retrieve(String(record.session.subscription));
    expect(subscription.currency).toBe('usd');
    const item = subscription.items.data[0]!.id;
    await expect(
      client.subscriptions.update(subscription.id, {
        items: [{ id: item, price: euroOnly.id }],
        proration_behavior: 'create_prorations',
      }),
    ).rejects.toThrow(/no amount in the subscription's currency usd/);
    expect(stripe.double.state.subscriptions.get(subscription.id)?.items.data[0]?.price.id).toBe(
      withDollars.id,
    );
  });
});

describe('transport', () => {
  it('sends Stripe-Version 2025-03-31.basil on every request', () => {
    expect(stripe.double.requests.length).toBeGreaterThan(5);
    for (const request of stripe.double.requests)
      expect(request.headers['stripe-version']).toBe('2025-03-31.basil');
    expect(stripe.double.requests[0]?.headers['user-agent']).toContain('Klarsicht');
  });

  it('gives up with a BillingProviderError after the SDK retried a failing Stripe twice', async () => {
    const before = stripe.double.requests.length;
    stripe.double.failNext(3, 500);

    const error = await providerFor()
      .searchCustomers('auth0|unlucky')
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(BillingProviderError);
    expect((error as Error).cause).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(stripe.double.requests.slice(before).map((request) => request.status)).toEqual([500, 500, 500]);
  });

  it('reports an unreachable Stripe and a refused key as BillingProviderError without the key', async () => {
    const closed = await startStripeDouble();
    await closed.close();
    const unreachable = await providerFor(closed, stripe.double.secretKey)
      .findCustomer('cus_any')
      .catch((caught: unknown) => caught);
    expect(unreachable).toBeInstanceOf(BillingProviderError);
    expect((unreachable as Error).cause).toBeInstanceOf(Stripe.errors.StripeConnectionError);

    const wrongKey = 'sk_test_wrong_key_abcdef';
    const refused = await providerFor(stripe.double, wrongKey)
      .searchCustomers('auth0|someone')
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(BillingProviderError);
    expect((refused as Error).message).not.toContain(wrongKey);
    // Only the refused request carried the wrong key; take it out of the every-test key check.
    const index = stripe.double.requests.findIndex(
      (request) => request.headers.authorization === `Bearer ${wrongKey}`,
    );
    expect(stripe.double.requests[index]?.status).toBe(401);
    stripe.double.requests.splice(index, 1);
  });
});
