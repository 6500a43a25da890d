import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test-support/billing.js';
import { useStripeDouble } from '../../test-support/stripe-provider-harness.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { users } from '../accounts/schema.js';
import { rememberBillingCustomer } from '../billing/billing-repo.js';
import type { BillingProvider } from '../billing/provider.js';
import { deleteAccount } from './account-deletion.js';

/** Deleting the account of a Stripe customer, against the Stripe double: cancel first, keep payments. */

const stripe = useStripeDouble();
let database: TestDatabase;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(() => database?.destroy());

function catalogue() {
  const basic = stripe.double.state.addProduct({ name: 'Basic', plan: 'basic', urls: '1' });
  return stripe.double.state.addPrice({ product: basic.id, unitAmount: 1500, interval: 'month' });
}

describe('an account deletion with Stripe', () => {
  it('cancels the running subscription at once and leaves the customer and its payments at Stripe', async () => {
    const user = await createTestUser(database.db, 'stripe-kundin');
    const price = catalogue();
    const customer = stripe.double.state.addCustomer({ email: user.email, subject: user.subject });
    await rememberBillingCustomer(database.db.orm, user.id, 'stripe', customer.id);
    const subscription = stripe.double.state.addSubscription({ customer: customer.id, price: price.id });
    const payment = stripe.double.state.addPaymentIntent({ customer: customer.id, amount: 2000 });

    const result = await deleteAccount(
      { db: database.db, provider: stripe.providerFor(), embeddedIssuer: null, logger },
      user,
    );

    expect(result).toEqual({ deleted: true, cancelledSubscriptions: 1, paymentRecordsKept: true });
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect(stripe.double.state.subscriptions.get(subscription.id)?.status).toBe('canceled');
    expect(stripe.double.state.deletedCustomers.has(customer.id)).toBe(false);
    expect(stripe.double.state.paymentIntents.get(payment.id)?.status).toBe('succeeded');
    expect(await database.db.orm.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('deletes nothing when Stripe cannot cancel, so the person can try again', async () => {
    const user = await createTestUser(database.db, 'stripe-later');
    const price = catalogue();
    const customer = stripe.double.state.addCustomer({ email: user.email, subject: user.subject });
    await rememberBillingCustomer(database.db.orm, user.id, 'stripe', customer.id);
    const subscription = stripe.double.state.addSubscription({ customer: customer.id, price: price.id });
    const provider = stripe.providerFor();
    // The customer is found; then Stripe fails every attempt (the SDK's two retries included).
    const failingCancel: BillingProvider = {
      ...provider,
      cancelSubscriptionNow: async (id) => {
        stripe.double.failNext(3, 500);
        return provider.cancelSubscriptionNow(id);
      },
    };

    await expect(
      deleteAccount({ db: database.db, provider: failingCancel, embeddedIssuer: null, logger }, user),
    ).rejects.toMatchObject({ name: 'DomainError', code: 'billing_unavailable' });
    expect(await database.db.orm.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect(stripe.double.state.subscriptions.get(subscription.id)?.status).toBe('active');
  }, 20_000);

  it('takes an already cancelled subscription as done', async () => {
    const price = catalogue();
    const customer = stripe.double.state.addCustomer({ subject: 'auth0|gone' });
    const subscription = stripe.double.state.addSubscription({ customer: customer.id, price: price.id });
    const provider = stripe.providerFor();
    await provider.cancelSubscriptionNow(subscription.id);
    await provider.cancelSubscriptionNow(subscription.id);
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
  });
});
