import { z } from 'zod';
import { profileIdSchema } from './enums.js';
import { CURRENCIES, type Currency, PLAN_IDS, type PlanPrice } from './prices.js';
import { MAX_URL_LENGTH } from './scans.js';

/**
 * Plans, the caller's billing account and the calls around them (`/api/billing/*`). Amounts are in
 * minor units (cents) with a lower-case ISO currency code, as the payment provider keeps them.
 */

export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

export const BILLING_MODES = ['subscription', 'payment'] as const;
/** `subscription`: billed monthly; `payment`: paid once. */
export const billingModeSchema = z.enum(BILLING_MODES);
export type BillingMode = z.infer<typeof billingModeSchema>;

export const BILLING_PROVIDERS = ['stripe', 'local'] as const;
export const billingProviderSchema = z.enum(BILLING_PROVIDERS);
export type BillingProviderKind = z.infer<typeof billingProviderSchema>;

export const currencySchema = z.enum(CURRENCIES);

export const planPriceSchema = z.object({
  currency: currencySchema,
  monthly: z.number().int(),
  once: z.number().int(),
}) satisfies z.ZodType<PlanPrice>;

export const moneySchema = z.object({
  /** Minor units: 1500 is 15.00. */
  amount: z.number().int(),
  /** Lower-case ISO 4217 code, e.g. "eur". */
  currency: z.string(),
});
export type Money = z.infer<typeof moneySchema>;

/** One plan of the catalogue (`GET /api/billing/plans`, public). */
export const planViewSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  /** The monthly and one-time price in each currency sold; empty when sold on request only (Enterprise). */
  prices: z.array(planPriceSchema),
  /** How many site URLs the plan allows; null for no limit. */
  urls: z.number().int().nullable(),
  /** Scan profiles the plan may run. */
  profiles: z.array(profileIdSchema),
  /** The most pages one whole-site scan of this plan checks. */
  pageBudget: z.number().int(),
  /** People who may belong to the organisation (clients aside); null for no limit (decision 028). */
  members: z.number().int().nullable(),
  /** Whether client groups carry their own name and logo on reports and statements (white label). */
  branding: z.boolean(),
  /** False for plans sold by contacting sales (no checkout). */
  purchasable: z.boolean(),
});
export type PlanView = z.infer<typeof planViewSchema>;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** A plan's price for monthly or one-time billing in `currency`; null when not sold so. */
export function planPrice(prices: readonly PlanPrice[], mode: BillingMode, currency: Currency): Money | null {
  const price = prices.find((entry) => entry.currency === currency);
  if (!price) return null;
  return { amount: mode === 'subscription' ? price.monthly : price.once, currency };
}

export const planListSchema = z.object({
  provider: billingProviderSchema,
  /** True for the local provider: nothing is charged, every page says so. */
  testMode: z.boolean(),
  items: z.array(planViewSchema),
});
export type PlanList = z.infer<typeof planListSchema>;

export const subscriptionViewSchema = z.object({
  id: z.string(),
  /** The provider's status: active, trialing, past_due, canceled… */
  status: z.string(),
  planId: planIdSchema.nullable(),
  planName: z.string(),
  /** Price per interval (spec: the monthly cost). */
  price: moneySchema.nullable(),
  interval: z.string().nullable(),
  /** Registered site URLs (the subscription's `metadata.urls`). */
  urls: z.array(z.string()),
  /** The product's `metadata.urls`; null for no limit. */
  limit: z.number().int().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const oneTimePaymentViewSchema = z.object({
  id: z.string(),
  /** Only succeeded payments are listed. */
  status: z.literal('succeeded'),
  planId: planIdSchema.nullable(),
  planName: z.string(),
  price: moneySchema,
  /** Registered site URLs (the payment intent's `metadata.urls`). */
  urls: z.array(z.string()),
  /** From the checkout session's product `metadata.urls`; 0 when it cannot be read. */
  limit: z.number().int(),
  createdAt: z.string(),
});
export type OneTimePaymentView = z.infer<typeof oneTimePaymentViewSchema>;

/** `GET /api/billing/account`: the caller's own account (product §3 "subscription store state"). */
export const billingAccountSchema = z.object({
  provider: billingProviderSchema,
  testMode: z.boolean(),
  /** A subscription (active or trialing) or at least one succeeded one-time payment: the guard lets in. */
  active: z.boolean(),
  /** The plan that decides profiles and page budget: the subscription's, else the best one-time plan. */
  planId: planIdSchema.nullable(),
  planName: z.string().nullable(),
  subscription: subscriptionViewSchema.nullable(),
  /** The subscription's price when billed monthly. */
  monthlyCost: moneySchema.nullable(),
  oneTimePayments: z.array(oneTimePaymentViewSchema),
  totals: z.object({
    /** Sum of the one-time payments' limits. */
    oneTimeLimit: z.number().int(),
    /** URLs registered on one-time payments. */
    oneTimeUsed: z.number().int(),
    /** Sum paid once; null without one-time payments. */
    oneTimePaid: moneySchema.nullable(),
  }),
  /** Every permitted URL: the subscription's, else those of all one-time payments. */
  urls: z.array(z.string()),
  /** How many URLs are allowed in all; null for no limit. */
  limit: z.number().int().nullable(),
  used: z.number().int(),
  profiles: z.array(profileIdSchema),
  pageBudget: z.number().int(),
  /** Whether `POST /api/billing/portal` can open a billing portal (a customer exists). */
  portalAvailable: z.boolean(),
  /** When the account data were read from the provider. */
  refreshedAt: z.string(),
  /**
   * Without a plan: the free checks of the current period ("current of limit scans"). Absent
   * with a plan.
   */
  trial: z
    .object({
      used: z.number().int(),
      limit: z.number().int(),
      /** When the period ends and the count starts again; null when no period is running. */
      resetsAt: z.string().nullable(),
    })
    .optional(),
});
export type BillingAccount = z.infer<typeof billingAccountSchema>;

export const billingAccountQuerySchema = z.object({
  /** `true`: read from the provider instead of our cache (after returning from a checkout). */
  fresh: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

/** `POST /api/billing/checkout` */
export const checkoutRequestSchema = z.object({
  plan: planIdSchema,
  mode: billingModeSchema,
  /** What the page sells in (German: eur, English: usd); without it, euro. */
  currency: currencySchema.default('eur'),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/**
 * `POST /api/billing/subscription/plan`: move the active subscription to another plan (the provider
 * prorates the rest of the period). 200 with the account.
 */
export const planChangeRequestSchema = z.object({ plan: planIdSchema });
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;

/** A provider-hosted page to go to (checkout or billing portal). */
export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** `POST /api/billing/urls`: register a site URL on the allowance. 200 with the account. */
export const addUrlRequestSchema = z.object({
  url: z.string().trim().min(1).max(MAX_URL_LENGTH),
});
export type AddUrlRequest = z.infer<typeof addUrlRequestSchema>;

/**
 * The local provider's test-mode checkout (`GET /api/billing/test-mode/checkout/:id`), shown by the
 * web app at `/billing/test-checkout/:id` in place of a provider-hosted page.
 */
export const testCheckoutViewSchema = z.object({
  id: z.string(),
  planId: planIdSchema,
  planName: z.string(),
  mode: billingModeSchema,
  price: moneySchema,
  status: z.enum(['open', 'complete', 'expired']),
  /** Where the browser goes after paying or cancelling. */
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type TestCheckoutView = z.infer<typeof testCheckoutViewSchema>;

/** `POST /api/billing/test-mode/subscription` (local provider's billing page): cancel or switch plan. */
export const testSubscriptionChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('switch'), plan: planIdSchema }),
]);
export type TestSubscriptionChange = z.infer<typeof testSubscriptionChangeSchema>;
