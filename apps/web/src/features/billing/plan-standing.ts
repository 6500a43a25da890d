import {
  type BillingAccount,
  type BillingMode,
  type Currency,
  isCurrency,
  type Money,
  type PlanView,
  planPrice,
} from '@klarsicht/contracts';

/**
 * What /setup offers for one plan, given the account (decision 024): never what the account
 * already has, and with a subscription never a second one — another plan is a change of plan.
 * - `current`: the plan the account has in this billing mode; marked, not sold again.
 * - `change`: a subscriber's other plan; switched after a confirmation, prorated.
 * - `buy`: a checkout.
 * - `contact`: sold on request.
 */
export type PlanStanding = 'current' | 'change' | 'buy' | 'contact';

/** The billing modes /setup offers: a subscriber changes plans monthly only (one-time purchases would count for nothing). */
export function offeredModes(account: BillingAccount | undefined): readonly BillingMode[] {
  return account?.subscription ? ['subscription'] : ['subscription', 'payment'];
}

export function planStanding(
  plan: PlanView,
  mode: BillingMode,
  account: BillingAccount | undefined,
): PlanStanding {
  const subscription = account?.subscription ?? null;
  if (subscription && mode === 'subscription' && subscription.planId === plan.id) return 'current';
  if (
    !subscription &&
    mode === 'payment' &&
    account?.oneTimePayments.some(
      (payment) => payment.planId === plan.id && payment.urls.length < payment.limit,
    )
  ) {
    return 'current';
  }
  if (!plan.purchasable) return 'contact';
  return subscription ? 'change' : 'buy';
}

/**
 * The currency a plan is shown and charged in: what the page sells in, except for a subscriber,
 * whose plan change keeps the currency the subscription is billed in.
 */
export function currencyFor(account: BillingAccount | undefined, saleCurrency: Currency): Currency {
  const billed = account?.subscription?.price?.currency;
  return isCurrency(billed) ? billed : saleCurrency;
}

export function priceOf(plan: PlanView, mode: BillingMode, currency: Currency): Money | null {
  return planPrice(plan.prices, mode, currency);
}
