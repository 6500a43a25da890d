import { randomBytes } from 'node:crypto';
import { isCurrency, type PlanId } from '@klarsicht/contracts';
import { type Clock, systemClock } from '../platform/clock.js';
import type { Database, Executor } from '../platform/db/database.js';
import { DomainError } from '../platform/domain-error.js';
import {
  cancelLocalSubscription,
  changeLocalSubscriptionPlan,
  findLocalCheckout,
  findLocalCustomer,
  findLocalCustomersBySubject,
  finishLocalCheckout,
  insertLocalCheckout,
  insertLocalCustomer,
  insertLocalPayment,
  insertLocalPlanChange,
  insertLocalSubscription,
  type LocalCheckoutRow,
  type LocalCustomerRow,
  type LocalSubscriptionRow,
  listLiveLocalSubscriptions,
  listLocalPayments,
  lockLiveLocalSubscription,
  lockLocalCheckout,
  lockLocalCustomer,
  setLocalPaymentUrls,
  setLocalSubscriptionUrls,
} from './local-billing-repo.js';
import { planById, purchasablePrice } from './plan-catalogue.js';
import {
  type BillingProvider,
  BillingProviderError,
  type CheckoutRequest,
  type ProviderCustomer,
  type ProviderPayment,
  type ProviderProduct,
  type ProviderSubscription,
  parseUrlList,
} from './provider.js';

/**
 * The test-mode payment provider: the provider's data model (customers, subscriptions, succeeded
 * payments, checkout sessions) kept in our own tables, nothing charged. Its checkout and billing
 * portal are pages of our web app, labelled "test mode", that call the test-mode operations below.
 */

const CHECKOUT_LIFETIME_MS = 24 * 3_600_000;
const BILLING_PERIOD_MS = 30 * 86_400_000;

/** Stripe-like ids: `cus_local_…`, `cs_local_<32 url-safe characters>`. */
function localId(prefix: string, bytes = 12): string {
  return `${prefix}_local_${randomBytes(bytes).toString('base64url')}`;
}

export function localProduct(planId: PlanId): ProviderProduct {
  const plan = planById(planId);
  return { id: `prod_local_${planId}`, name: plan.name, planId, urlLimit: plan.urls };
}

export interface LocalProviderOptions {
  db: Database;
  publicUrl: string;
  clock?: Clock;
}

export type LocalCheckoutStatus = LocalCheckoutRow['status'];

export class LocalBillingProvider implements BillingProvider {
  readonly kind = 'local' as const;
  private readonly db: Database;
  private readonly publicUrl: string;
  private readonly clock: Clock;

  constructor(options: LocalProviderOptions) {
    this.db = options.db;
    this.publicUrl = options.publicUrl;
    this.clock = options.clock ?? systemClock;
  }

  async searchCustomers(subject: string): Promise<ProviderCustomer[]> {
    const rows = await findLocalCustomersBySubject(this.db.orm, subject);
    return Promise.all(rows.map((row) => this.withSubscriptions(row)));
  }

  async findCustomer(customerId: string): Promise<ProviderCustomer | undefined> {
    const row = await findLocalCustomer(this.db.orm, customerId);
    return row ? this.withSubscriptions(row) : undefined;
  }

  async createCustomer(input: {
    subject: string;
    email: string | null;
    organisationId: string;
  }): Promise<ProviderCustomer> {
    const row = await insertLocalCustomer(this.db.orm, {
      id: localId('cus'),
      subject: input.subject,
      organisationId: input.organisationId,
      email: input.email,
    });
    return { id: row.id, email: row.email, createdAt: row.createdAt, subscriptions: [] };
  }

  async listSucceededPayments(customerId: string): Promise<ProviderPayment[]> {
    const rows = await listLocalPayments(this.db.orm, customerId);
    return rows.map((row) => ({
      id: row.id,
      price: { amount: row.amount, currency: row.currency },
      product: localProduct(row.planId),
      urls: parseUrlList(row.urls),
      createdAt: row.createdAt,
    }));
  }

  async setSubscriptionUrls(subscriptionId: string, urls: readonly string[]): Promise<void> {
    if (!(await setLocalSubscriptionUrls(this.db.orm, subscriptionId, urls.join(',')))) {
      throw new BillingProviderError(`no subscription ${subscriptionId}`);
    }
  }

  async setPaymentUrls(paymentId: string, urls: readonly string[]): Promise<void> {
    if (!(await setLocalPaymentUrls(this.db.orm, paymentId, urls.join(',')))) {
      throw new BillingProviderError(`no payment ${paymentId}`);
    }
  }

  async createCheckout(input: CheckoutRequest): Promise<{ url: string }> {
    const planId = planById(input.planId as PlanId).id;
    const price = purchasablePrice(planId, input.mode, input.currency);
    const session = await insertLocalCheckout(this.db.orm, {
      id: localId('cs', 24),
      customerId: input.customerId,
      organisationId: input.organisationId,
      planId,
      mode: input.mode,
      amount: price.amount,
      currency: price.currency,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: new Date(this.clock.now().getTime() + CHECKOUT_LIFETIME_MS),
    });
    return { url: `${this.publicUrl}/billing/test-checkout/${session.id}` };
  }

  async changeSubscriptionPlan(input: { subscriptionId: string; planId: PlanId }): Promise<void> {
    await this.db.orm.transaction(async (tx) => {
      const subscription = await lockLiveLocalSubscription(tx, input.subscriptionId);
      if (!subscription) throw new BillingProviderError(`no live subscription ${input.subscriptionId}`);
      await this.switchLocked(tx, subscription, input.planId);
    });
  }

  async createPortal(_input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    return { url: `${this.publicUrl}/billing/test-portal` };
  }

  async cancelSubscriptionNow(subscriptionId: string): Promise<void> {
    await cancelLocalSubscription(this.db.orm, subscriptionId);
  }

  // ——— test-mode operations (the web app's test checkout and test portal pages) ———

  /** The organisation's own checkout session; someone else's or an unknown id reads as missing. */
  async findCheckout(
    id: string,
    organisationId: string,
  ): Promise<(LocalCheckoutRow & { effectiveStatus: LocalCheckoutStatus }) | undefined> {
    const row = await findLocalCheckout(this.db.orm, id);
    if (!row || row.organisationId !== organisationId) return undefined;
    return { ...row, effectiveStatus: this.effectiveStatus(row) };
  }

  /**
   * Pays the session: a subscription or a succeeded payment. Completing it again answers the same
   * way. A subscription session of a customer who meanwhile has one (a second tab) is refused, as
   * the checkout itself would be: another plan is a change of plan, never a second subscription.
   */
  async completeCheckout(id: string, organisationId: string): Promise<LocalCheckoutRow> {
    return this.db.orm.transaction(async (tx) => {
      const session = await this.lockOwnCheckout(tx, id, organisationId);
      if (session.status === 'complete') return session;
      if (this.effectiveStatus(session) !== 'open') {
        throw new DomainError('conflict', 'This checkout has expired or was cancelled.');
      }
      let resultId: string;
      if (session.mode === 'subscription') {
        await lockLocalCustomer(tx, session.customerId);
        const [current] = await listLiveLocalSubscriptions(tx, session.customerId);
        if (current) {
          throw new DomainError(
            'subscription_active',
            'You already have a subscription; change its plan instead of buying a second one.',
          );
        }
        const created = await insertLocalSubscription(tx, {
          id: localId('sub'),
          customerId: session.customerId,
          planId: session.planId,
          amount: session.amount,
          currency: session.currency,
          urls: '',
          currentPeriodEnd: new Date(this.clock.now().getTime() + BILLING_PERIOD_MS),
        });
        resultId = created.id;
      } else {
        const payment = await insertLocalPayment(tx, {
          id: localId('pi'),
          customerId: session.customerId,
          planId: session.planId,
          amount: session.amount,
          currency: session.currency,
        });
        resultId = payment.id;
      }
      await finishLocalCheckout(tx, id, { status: 'complete', resultId });
      return { ...session, status: 'complete' as const, resultId };
    });
  }

  /** Abandons an open session (the "cancel" button); a paid one cannot be cancelled. */
  async cancelCheckout(id: string, organisationId: string): Promise<LocalCheckoutRow> {
    return this.db.orm.transaction(async (tx) => {
      const session = await this.lockOwnCheckout(tx, id, organisationId);
      if (session.status === 'complete') {
        throw new DomainError('conflict', 'This checkout is already paid.');
      }
      if (session.status === 'open') await finishLocalCheckout(tx, id, { status: 'expired' });
      return { ...session, status: 'expired' as const };
    });
  }

  /** Cancels the customer's active subscription at once; false when there is none. */
  async cancelSubscription(customerId: string): Promise<boolean> {
    const live = await listLiveLocalSubscriptions(this.db.orm, customerId);
    for (const subscription of live) await cancelLocalSubscription(this.db.orm, subscription.id);
    return live.length > 0;
  }

  /**
   * The test billing page's plan switch (Stripe's portal does the same): the active subscription
   * moves to another plan in its own currency, its URLs stay; false when there is none.
   */
  async switchPlan(customerId: string, planId: PlanId): Promise<boolean> {
    return this.db.orm.transaction(async (tx) => {
      await lockLocalCustomer(tx, customerId);
      const [current] = await listLiveLocalSubscriptions(tx, customerId);
      if (!current) return false;
      if (current.planId !== planId) await this.switchLocked(tx, current, planId);
      return true;
    });
  }

  /**
   * Moves a locked live subscription to the plan's monthly price in its currency and records the
   * change with its proration, as Stripe's update with `create_prorations` would: the new price
   * less the old for the share of the period still to run.
   */
  private async switchLocked(
    tx: Executor,
    subscription: LocalSubscriptionRow,
    planId: PlanId,
  ): Promise<void> {
    const price = priceInCurrencyOf(subscription, planId);
    const remaining = subscription.currentPeriodEnd.getTime() - this.clock.now().getTime();
    const share = Math.min(1, Math.max(0, remaining / BILLING_PERIOD_MS));
    await changeLocalSubscriptionPlan(tx, subscription.id, { planId, ...price });
    await insertLocalPlanChange(tx, {
      id: localId('pc'),
      subscriptionId: subscription.id,
      fromPlanId: subscription.planId,
      toPlanId: planId,
      currency: price.currency,
      prorationAmount: Math.round((price.amount - subscription.amount) * share),
    });
  }

  private async lockOwnCheckout(tx: Executor, id: string, organisationId: string): Promise<LocalCheckoutRow> {
    const session = await lockLocalCheckout(tx, id);
    if (!session || session.organisationId !== organisationId) {
      throw new DomainError('not_found', 'No such checkout session.');
    }
    return session;
  }

  private effectiveStatus(row: LocalCheckoutRow): LocalCheckoutStatus {
    if (row.status === 'open' && row.expiresAt.getTime() <= this.clock.now().getTime()) return 'expired';
    return row.status;
  }

  private async withSubscriptions(row: LocalCustomerRow): Promise<ProviderCustomer> {
    const subscriptions = await listLiveLocalSubscriptions(this.db.orm, row.id);
    return {
      id: row.id,
      email: row.email,
      createdAt: row.createdAt,
      subscriptions: subscriptions.map(toProviderSubscription),
    };
  }
}

/** The plan's monthly price in the currency the subscription is billed in (a change keeps it). */
function priceInCurrencyOf(subscription: LocalSubscriptionRow, planId: PlanId) {
  const currency = subscription.currency;
  if (!isCurrency(currency)) {
    throw new BillingProviderError(`subscription ${subscription.id} is billed in ${currency}, not sold`);
  }
  return purchasablePrice(planId, 'subscription', currency);
}

function toProviderSubscription(row: LocalSubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    status: row.status,
    product: localProduct(row.planId),
    price: { amount: row.amount, currency: row.currency },
    interval: 'month',
    urls: parseUrlList(row.urls),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    createdAt: row.createdAt,
  };
}
