import type { Language } from '@klarsicht/report';

/**
 * The plans' ids and prices as plain data, without zod or functions: the home page's pricing
 * section reads them in the initial bundle, which must stay small (decision 005). `billing.ts`
 * builds its schemas and helpers from these lists.
 */

export const PLAN_IDS = ['basic', 'pro', 'enterprise'] as const;

/** The currencies plans are sold in (lower-case ISO 4217, as the payment provider writes them). */
export const CURRENCIES = ['eur', 'usd'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Product §9: German pages sell in euro, English pages in US dollars. */
export const CURRENCY_OF_LANGUAGE: Readonly<Record<Language, Currency>> = { de: 'eur', en: 'usd' };

/** A plan's price in one currency, in minor units. */
export interface PlanPrice {
  currency: Currency;
  monthly: number;
  once: number;
}

/**
 * Product §9's prices: each currency's amount is set on its own (the same figures in euro and in
 * dollars), never converted. Plans sold on request have none. The local provider sells these, the
 * pricing pages show them; a Stripe account carries them as prices with `currency_options`.
 */
export const PLAN_PRICES: Readonly<Record<(typeof PLAN_IDS)[number], readonly PlanPrice[]>> = {
  basic: [
    { currency: 'eur', monthly: 1500, once: 2000 },
    { currency: 'usd', monthly: 1500, once: 2000 },
  ],
  pro: [
    { currency: 'eur', monthly: 4000, once: 5000 },
    { currency: 'usd', monthly: 4000, once: 5000 },
  ],
  enterprise: [],
};
