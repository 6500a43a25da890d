import { describe, expect, it } from 'vitest';
import { useStripeDouble } from '../../test-support/stripe-provider-harness.js';
import { BillingProviderError } from './provider.js';

/** The Stripe provider against the Stripe double on 127.0.0.1: customers and account pieces. */

const stripe = useStripeDouble();
const { providerFor, requestsTo, logLines } = stripe;

describe('customers', () => {
  it('finds customers by identity subject, escaping quotes and backslashes in the search query', async () => {
    const subject = "auth0|o'brien\\x";
    const mine = stripe.double.state.addCustomer({ email: 'ob@example.com', subject });
    // What an unescaped subject could reach: other customers' subjects around the quote.
    stripe.double.state.addCustomer({ subject: 'auth0|o' });
    stripe.double.state.addCustomer({ subject: "auth0|o'brien" });

    const found = await providerFor().searchCustomers(subject);

    expect(found.map((customer) => customer.id)).toEqual([mine.id]);
    expect(found[0]).toMatchObject({ email: 'ob@example.com', subscriptions: [] });
    const [search] = requestsTo('GET', '/v1/customers/search').slice(-1);
    expect(search?.params.query).toBe("metadata['auth0_id']:'auth0|o\\'brien\\\\x'");
    expect(search?.params.expand).toEqual(['data.subscriptions']);
  });

  it('returns every page of several customers for one subject, oldest first', async () => {
    const subject = 'auth0|many';
    const base = 1_700_000_000;
    // Created out of order, more than one search page (the provider asks for 100 at a time).
    const created = Array.from({ length: 102 }, (_, index) => base + ((index * 37) % 102));
    const customers = created.map((time) => stripe.double.state.addCustomer({ subject, created: time }));
    const before = requestsTo('GET', '/v1/customers/search').length;

    const found = await providerFor().searchCustomers(subject);

    expect(found).toHaveLength(102);
    expect(found.map((customer) => customer.createdAt.getTime() / 1000)).toEqual(
      [...created].sort((a, b) => a - b),
    );
    expect(new Set(found.map((customer) => customer.id))).toEqual(
      new Set(customers.map((customer) => customer.id)),
    );
    const searches = requestsTo('GET', '/v1/customers/search').slice(before);
    expect(searches).toHaveLength(2);
    expect(searches[1]?.params.page).toBe('page_100');
  });

  it('finds a customer by id, and nothing for an unknown or deleted one', async () => {
    const provider = providerFor();
    const customer = stripe.double.state.addCustomer({ email: 'find@example.com', subject: 'auth0|find' });
    const gone = stripe.double.state.addCustomer({ subject: 'auth0|gone' });
    stripe.double.state.deleteCustomer(gone.id);

    expect(await provider.findCustomer(customer.id)).toMatchObject({
      id: customer.id,
      email: 'find@example.com',
    });
    expect(requestsTo('GET', `/v1/customers/${customer.id}`)[0]?.params.expand).toEqual(['subscriptions']);
    expect(await provider.findCustomer('cus_unknown')).toBeUndefined();
    expect(await provider.findCustomer(gone.id)).toBeUndefined();
  });

  it('creates a customer with the subject in metadata, once even when the call is repeated', async () => {
    const provider = providerFor();
    const input = {
      subject: 'auth0|new',
      email: 'new@example.com',
      organisationId: '6b1f0a52-0000-4000-8000-000000000001',
    };

    const first = await provider.createCustomer(input);
    const again = await provider.createCustomer(input);

    expect(again.id).toBe(first.id);
    const stored = [...stripe.double.state.customers.values()].filter(
      (customer) => customer.metadata.auth0_id === 'auth0|new',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: 'new@example.com',
      metadata: { auth0_id: 'auth0|new', klarsicht_organisation_id: input.organisationId },
    });
    const creates = requestsTo('POST', '/v1/customers');
    expect(creates.at(-1)?.headers['idempotency-key']).toBe(creates.at(-2)?.headers['idempotency-key']);
    expect(creates.at(-1)?.headers['idempotency-key']).toMatch(
      new RegExp(`^klarsicht-customer-${input.organisationId}`),
    );
    expect(first).toMatchObject({ email: 'new@example.com', subscriptions: [] });
  });
});

describe('account pieces', () => {
  it('reads a subscription with its price, product allowance, registered URLs and period end', async () => {
    const pro = stripe.double.state.addProduct({ name: 'Pro', urls: '5' });
    const monthly = stripe.double.state.addPrice({ product: pro.id, unitAmount: 4000, interval: 'month' });
    const customer = stripe.double.state.addCustomer({ subject: 'auth0|subscriber' });
    const older = stripe.double.state.addSubscription({
      customer: customer.id,
      price: monthly.id,
      urls: ['https://a.de'],
    });
    const newer = stripe.double.state.addSubscription({
      customer: customer.id,
      price: monthly.id,
      urls: ['https://b.de', 'https://c.de'],
      cancelAtPeriodEnd: true,
    });
    stripe.double.state.addSubscription({ customer: customer.id, price: monthly.id, status: 'canceled' });
    const provider = providerFor();

    const found = await provider.findCustomer(customer.id);

    expect(found?.subscriptions.map((subscription) => subscription.id)).toEqual([newer.id, older.id]);
    expect(found?.subscriptions[0]).toEqual({
      id: newer.id,
      status: 'active',
      product: { id: pro.id, name: 'Pro', planId: 'pro', urlLimit: 5 },
      price: { amount: 4000, currency: 'eur' },
      interval: 'month',
      urls: ['https://b.de', 'https://c.de'],
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date((newer.items.data[0]?.current_period_end ?? 0) * 1000),
      createdAt: new Date(newer.created * 1000),
    });
    // The product is read once and then served from the provider's cache.
    await provider.findCustomer(customer.id);
    expect(requestsTo('GET', `/v1/products/${pro.id}`)).toHaveLength(1);
  });

  it('takes the plan from metadata.plan or the product name, and reads unlimited and broken allowances', async () => {
    const customer = stripe.double.state.addCustomer({ subject: 'auth0|plans' });
    const products = [
      stripe.double.state.addProduct({ name: 'Klarsicht Enterprise', plan: 'enterprise', urls: 'unlimited' }),
      stripe.double.state.addProduct({ name: 'basic', urls: 'one' }),
      stripe.double.state.addProduct({ name: 'Something else' }),
    ];
    for (const product of products) {
      const price = stripe.double.state.addPrice({ product: product.id, unitAmount: 100, interval: 'month' });
      stripe.double.state.addSubscription({ customer: customer.id, price: price.id });
    }
    const missingProductPrice = stripe.double.state.addPrice({
      product: 'prod_removed',
      unitAmount: 100,
      interval: 'month',
    });
    stripe.double.state.addSubscription({ customer: customer.id, price: missingProductPrice.id });

    const found = await providerFor().findCustomer(customer.id);

    expect(found?.subscriptions.map((subscription) => subscription.product)).toEqual([
      { id: 'prod_removed', name: '', planId: null, urlLimit: 0 },
      { id: products[2]?.id, name: 'Something else', planId: null, urlLimit: 0 },
      { id: products[1]?.id, name: 'basic', planId: 'basic', urlLimit: 0 },
      { id: products[0]?.id, name: 'Klarsicht Enterprise', planId: 'enterprise', urlLimit: null },
    ]);
    expect(logLines.some((line) => line.includes('prod_removed') && line.includes('"level":40'))).toBe(true);
  });

  it('lists only succeeded one-time payments, oldest first, each with its checkout product', async () => {
    const basic = stripe.double.state.addProduct({ name: 'Basic', urls: '1' });
    const pro = stripe.double.state.addProduct({ name: 'Pro', urls: '5' });
    const basicOnce = stripe.double.state.addPrice({ product: basic.id, unitAmount: 2000 });
    const proOnce = stripe.double.state.addPrice({ product: pro.id, unitAmount: 5000 });
    const customer = stripe.double.state.addCustomer({ subject: 'auth0|payer' });
    const other = stripe.double.state.addCustomer({ subject: 'auth0|other-payer' });
    const first = stripe.double.state.addPaymentIntent({
      customer: customer.id,
      amount: 2000,
      price: basicOnce.id,
      urls: ['https://one.de'],
    });
    stripe.double.state.addPaymentIntent({
      customer: customer.id,
      amount: 5000,
      price: proOnce.id,
      status: 'requires_payment_method',
    });
    stripe.double.state.addPaymentIntent({
      customer: customer.id,
      amount: 5000,
      price: proOnce.id,
      status: 'canceled',
    });
    const second = stripe.double.state.addPaymentIntent({
      customer: customer.id,
      amount: 5000,
      price: proOnce.id,
    });
    const withoutSession = stripe.double.state.addPaymentIntent({ customer: customer.id, amount: 2000 });
    stripe.double.state.addPaymentIntent({ customer: other.id, amount: 2000, price: basicOnce.id });

    const payments = await providerFor().listSucceededPayments(customer.id);

    expect(payments).toEqual([
      {
        id: first.id,
        price: { amount: 2000, currency: 'eur' },
        product: { id: basic.id, name: 'Basic', planId: 'basic', urlLimit: 1 },
        urls: ['https://one.de'],
        createdAt: new Date(first.created * 1000),
      },
      {
        id: second.id,
        price: { amount: 5000, currency: 'eur' },
        product: { id: pro.id, name: 'Pro', planId: 'pro', urlLimit: 5 },
        urls: [],
        createdAt: new Date(second.created * 1000),
      },
      {
        id: withoutSession.id,
        price: { amount: 2000, currency: 'eur' },
        product: null,
        urls: [],
        createdAt: new Date(withoutSession.created * 1000),
      },
    ]);
    const sessionLookup = requestsTo('GET', '/v1/checkout/sessions').find(
      (request) => request.params.payment_intent === first.id,
    );
    expect(sessionLookup?.params.expand).toEqual(['data.line_items']);
  });

  it('stores registered URLs comma-separated on the subscription and the payment intent', async () => {
    const product = stripe.double.state.addProduct({ name: 'Pro', urls: '5' });
    const price = stripe.double.state.addPrice({ product: product.id, unitAmount: 4000, interval: 'month' });
    const customer = stripe.double.state.addCustomer({ subject: 'auth0|urls' });
    const subscription = stripe.double.state.addSubscription({
      customer: customer.id,
      price: price.id,
      urls: ['https://a.de'],
    });
    const payment = stripe.double.state.addPaymentIntent({ customer: customer.id, amount: 2000 });
    const provider = providerFor();

    await provider.setSubscriptionUrls(subscription.id, ['https://a.de', 'https://b.de']);
    await provider.setPaymentUrls(payment.id, ['https://c.de']);

    expect(stripe.double.state.subscriptions.get(subscription.id)?.metadata.urls).toBe(
      'https://a.de,https://b.de',
    );
    expect(stripe.double.state.paymentIntents.get(payment.id)?.metadata.urls).toBe('https://c.de');
    const found = await provider.findCustomer(customer.id);
    expect(found?.subscriptions[0]?.urls).toEqual(['https://a.de', 'https://b.de']);
    await expect(provider.setPaymentUrls('pi_unknown', ['https://d.de'])).rejects.toBeInstanceOf(
      BillingProviderError,
    );
  });
});
