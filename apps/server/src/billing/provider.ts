import type { BillingMode, BillingProviderKind, Currency, Money, PlanId } from '@klarsicht/contracts';

/**
 * What the billing service needs from a payment provider: the calls of product §7, no more. Two
 * implementations: `stripe-provider.ts` (the official SDK) and `local-provider.ts` (the same data
 * model in our database, for `npm start` and tests). Provider ids are opaque strings.
 *
 * Plan-level meaning (allowance, plan name) is read from the provider's product, as the product description has it: the
 * allowance is the product's `metadata.urls`, registered URLs are a comma-separated `metadata.urls` on
 * the subscription or payment intent.
 */
export interface BillingProvider {
  readonly kind: BillingProviderKind;

  /**
   * Customers whose `metadata.auth0_id` is the identity subject, oldest first, each with its
   * subscriptions. Stripe's search is eventually consistent: the service remembers the customer it
   * created in our database and asks `findCustomer` by id first.
   */
  searchCustomers(subject: string): Promise<ProviderCustomer[]>;
  findCustomer(customerId: string): Promise<ProviderCustomer | undefined>;
  createCustomer(input: {
    subject: string;
    email: string | null;
    organisationId: string;
  }): Promise<ProviderCustomer>;

  /** Succeeded one-time payments of the customer, oldest first, each with its product's allowance. */
  listSucceededPayments(customerId: string): Promise<ProviderPayment[]>;

  setSubscriptionUrls(subscriptionId: string, urls: readonly string[]): Promise<void>;
  setPaymentUrls(paymentId: string, urls: readonly string[]): Promise<void>;

  /**
   * A hosted checkout page for the plan's price in `currency`; `successUrl`/`cancelUrl` bring the
   * browser back.
   */
  createCheckout(input: CheckoutRequest): Promise<{ url: string }>;

  /**
   * Moves a subscription to another plan's monthly price, in the subscription's own currency, with
   * the rest of the period prorated: the same subscription, never a second one.
   */
  changeSubscriptionPlan(input: { subscriptionId: string; planId: PlanId }): Promise<void>;

  /** A hosted billing portal session returning to `returnUrl` (the profile route). */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;

  /**
   * Ends a subscription now, not at the period's end (the account is being deleted). The
   * provider keeps its invoices and payments; an already cancelled subscription is no error.
   */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
}

export interface CheckoutRequest {
  customerId: string;
  organisationId: string;
  planId: string;
  mode: BillingMode;
  /** The page's currency: charged in it, at the amount set for it. */
  currency: Currency;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderProduct {
  id: string;
  name: string;
  /** Our plan id, from the product's `metadata.plan` or its name; null when neither matches. */
  planId: 'basic' | 'pro' | 'enterprise' | null;
  /** The product's `metadata.urls`; null for "no limit" (`unlimited`), 0 when missing or unreadable. */
  urlLimit: number | null;
}

export interface ProviderSubscription {
  id: string;
  status: string;
  product: ProviderProduct;
  /** What each period costs, in the subscription's currency. */
  price: Money | null;
  /** `month`, `year`… null when not recurring. */
  interval: string | null;
  urls: string[];
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  createdAt: Date;
}

export interface ProviderCustomer {
  id: string;
  email: string | null;
  createdAt: Date;
  /** Not cancelled, newest first. */
  subscriptions: ProviderSubscription[];
}

export interface ProviderPayment {
  id: string;
  price: Money;
  /** From the payment's checkout session's product; null product when the session cannot be found. */
  product: ProviderProduct | null;
  urls: string[];
  createdAt: Date;
}

/** A provider failed or could not be reached: the API answers 502 `billing_unavailable`. */
export class BillingProviderError extends Error {
  override name = 'BillingProviderError';
}

/** Comma-separated `metadata.urls` → a list without blanks or duplicates. */
export function parseUrlList(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    ),
  ];
}

/** `metadata.urls` of a product: a count, or `unlimited`. Anything else counts as 0 (product §8). */
export function parseUrlLimit(value: string | null | undefined): number | null {
  if (value === undefined || value === null) return 0;
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'unlimited') return null;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : 0;
}
