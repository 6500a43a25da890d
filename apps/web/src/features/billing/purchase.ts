import type { BillingAccount, BillingMode, Currency, PlanId } from '@klarsicht/contracts';
import { BILLING_MODES, isCurrency, PLAN_IDS } from '@klarsicht/contracts';

/** What was just bought: the plan, whether monthly or once, and the currency it was charged in. */
export interface Purchase {
  planId: PlanId;
  mode: BillingMode;
  currency: Currency;
}

// Session storage: the checkout happens at the provider, in the same tab, and comes back to /setup.
const CHOSEN_KEY = 'klarsicht.checkout-choice';

function isPurchase(value: unknown): value is Purchase {
  const candidate = value as Partial<Purchase> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    (PLAN_IDS as readonly unknown[]).includes(candidate.planId) &&
    (BILLING_MODES as readonly unknown[]).includes(candidate.mode) &&
    isCurrency(candidate.currency)
  );
}

/** Kept when "choose" opens the checkout, so the confirmation can name what was bought. */
export function rememberChoice(purchase: Purchase): void {
  try {
    window.sessionStorage.setItem(CHOSEN_KEY, JSON.stringify(purchase));
  } catch {
    // Without storage the confirmation falls back to what the account says.
  }
}

/** The remembered choice, read once. */
export function takeChoice(): Purchase | null {
  try {
    const stored = window.sessionStorage.getItem(CHOSEN_KEY);
    window.sessionStorage.removeItem(CHOSEN_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return isPurchase(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Without a remembered choice (another tab, storage off): the subscription if there is one, else
 * the newest one-time payment.
 */
export function purchaseFromAccount(account: BillingAccount): Purchase | null {
  const subscription = account.subscription;
  if (subscription?.planId) {
    const currency = subscription.price?.currency;
    if (isCurrency(currency)) return { planId: subscription.planId, mode: 'subscription', currency };
  }
  const newest = account.oneTimePayments.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const currency = newest?.price.currency;
  if (newest?.planId && isCurrency(currency)) return { planId: newest.planId, mode: 'payment', currency };
  return null;
}

/** The purchase handed to the runs list in the router's location state (anything else is ignored). */
export function purchaseFromState(state: unknown): Purchase | null {
  const purchase = (state as { purchase?: unknown } | null)?.purchase;
  return isPurchase(purchase) ? purchase : null;
}
