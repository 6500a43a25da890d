import type {
  BillingAccount,
  BillingProviderKind,
  Money,
  OneTimePaymentView,
  PlanId,
  ProfileId,
  SubscriptionView,
} from '@klarsicht/contracts';
import { PLAN_CATALOGUE, planById } from './plan-catalogue.js';
import type { ProviderCustomer, ProviderPayment, ProviderSubscription } from './provider.js';

/**
 * The account answer (product §3 "subscription store state", §4 "no subscription: one-time
 * payments") from what the provider holds. Pure: the service reads, this file shapes.
 */

/** What a signed-in caller without a plan may run: the anonymous free check. */
export const FREE_CHECK_PROFILES: readonly ProfileId[] = ['wcag21aa', 'bfsg'];
export const FREE_CHECK_PAGE_BUDGET = 1;

/**
 * A one-time payment's limit in the answer when its product says "no limit": the answer's field is
 * a count, and no real allowance comes near it.
 */
export const UNLIMITED_PAYMENT_LIMIT = 999_999;

const ACTIVE_STATUSES = new Set(['active', 'trialing']);

export function activeSubscriptionOf(customer: ProviderCustomer): ProviderSubscription | undefined {
  return customer.subscriptions.find((subscription) => ACTIVE_STATUSES.has(subscription.status));
}

/**
 * Subscriptions the customer still holds even when not paid up (past due, unpaid, paused): a new
 * checkout beside one of them would be a second subscription. Only `incomplete` (its first payment
 * never went through, and Stripe lets it expire) does not count.
 */
const HELD_STATUSES = new Set([...ACTIVE_STATUSES, 'past_due', 'unpaid', 'paused']);

export function heldSubscriptionOf(customer: ProviderCustomer): ProviderSubscription | undefined {
  return (
    activeSubscriptionOf(customer) ??
    customer.subscriptions.find((subscription) => HELD_STATUSES.has(subscription.status))
  );
}

/** A payment's allowance: from its product; no product (the session was not found) → 0 (product §8). */
export function paymentLimit(payment: ProviderPayment): number | null {
  return payment.product ? payment.product.urlLimit : 0;
}

export interface AccountInput {
  provider: BillingProviderKind;
  customer: ProviderCustomer;
  /** Succeeded one-time payments; read only when there is no active subscription. */
  payments: ProviderPayment[];
  refreshedAt: Date;
}

export function buildAccount(input: AccountInput): BillingAccount {
  const subscription = activeSubscriptionOf(input.customer);
  const base = {
    provider: input.provider,
    testMode: input.provider === 'local',
    portalAvailable: true,
    refreshedAt: input.refreshedAt.toISOString(),
  };
  if (subscription) {
    const planId = subscription.product.planId;
    return {
      ...base,
      active: true,
      planId,
      planName: subscription.product.name,
      subscription: toSubscriptionView(subscription),
      monthlyCost: subscription.interval === 'month' ? subscription.price : null,
      oneTimePayments: [],
      totals: { oneTimeLimit: 0, oneTimeUsed: 0, oneTimePaid: null },
      urls: [...subscription.urls],
      limit: subscription.product.urlLimit,
      used: subscription.urls.length,
      ...planAbilities(planId),
    };
  }
  const payments = input.payments.map(toPaymentView);
  const limits = input.payments.map(paymentLimit);
  const urls = [...new Set(input.payments.flatMap((payment) => payment.urls))];
  const planId = bestPlan(input.payments.map((payment) => payment.product?.planId ?? null));
  const oneTimeLimit = payments.reduce((sum, payment) => sum + payment.limit, 0);
  const oneTimeUsed = payments.reduce((sum, payment) => sum + payment.urls.length, 0);
  return {
    ...base,
    active: payments.length > 0,
    planId,
    planName: planId ? planById(planId).name : (input.payments[0]?.product?.name ?? null),
    subscription: null,
    monthlyCost: null,
    oneTimePayments: payments,
    totals: { oneTimeLimit, oneTimeUsed, oneTimePaid: sumOf(payments.map((payment) => payment.price)) },
    urls,
    limit: limits.includes(null) ? null : oneTimeLimit,
    used: urls.length,
    ...planAbilities(planId),
  };
}

function planAbilities(planId: PlanId | null): { profiles: ProfileId[]; pageBudget: number } {
  if (!planId) return { profiles: [...FREE_CHECK_PROFILES], pageBudget: FREE_CHECK_PAGE_BUDGET };
  const plan = planById(planId);
  return { profiles: [...plan.profiles], pageBudget: plan.pageBudget };
}

/** The highest plan in catalogue order (Basic < Pro < Enterprise). */
function bestPlan(planIds: Array<PlanId | null>): PlanId | null {
  let best: PlanId | null = null;
  for (const plan of PLAN_CATALOGUE) if (planIds.includes(plan.id)) best = plan.id;
  return best;
}

function sumOf(prices: Money[]): Money | null {
  const first = prices[0];
  if (!first) return null;
  return { amount: prices.reduce((sum, price) => sum + price.amount, 0), currency: first.currency };
}

function toSubscriptionView(subscription: ProviderSubscription): SubscriptionView {
  return {
    id: subscription.id,
    status: subscription.status,
    planId: subscription.product.planId,
    planName: subscription.product.name,
    price: subscription.price,
    interval: subscription.interval,
    urls: [...subscription.urls],
    limit: subscription.product.urlLimit,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
  };
}

function toPaymentView(payment: ProviderPayment): OneTimePaymentView {
  const limit = paymentLimit(payment);
  return {
    id: payment.id,
    status: 'succeeded',
    planId: payment.product?.planId ?? null,
    planName: payment.product?.name ?? '',
    price: payment.price,
    urls: [...payment.urls],
    limit: limit ?? UNLIMITED_PAYMENT_LIMIT,
    createdAt: payment.createdAt.toISOString(),
  };
}
