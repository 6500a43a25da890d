import {
  type BillingMode,
  type Currency,
  type Money,
  PLAN_PRICES,
  type PlanId,
  type PlanPrice,
  type PlanView,
  type ProfileId,
  planPrice,
} from '@klarsicht/contracts';
import { DomainError } from '../platform/domain-error.js';

/**
 * The plans of product §9. Prices (per currency, from the contracts' PLAN_PRICES) and allowances are
 * what the local provider sells and what the pricing pages show; with Stripe, the products and
 * prices in the Stripe account are the truth for what a customer paid and is allowed, and their
 * prices are found by the lookup keys below.
 */
export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** Minor units per currency; empty when sold on request only. */
  prices: readonly PlanPrice[];
  /** URL allowance; null for no limit. */
  urls: number | null;
  profiles: ProfileId[];
  pageBudget: number;
  /** Members the organisation may have, clients aside (decision 028); null for no limit. */
  members: number | null;
  /** Whether client groups may carry their own name and logo on reports and statements. */
  branding: boolean;
}

export const PLAN_CATALOGUE: readonly PlanDefinition[] = [
  {
    id: 'basic',
    name: 'Basic',
    prices: PLAN_PRICES.basic,
    urls: 1,
    profiles: ['wcag21aa', 'bfsg'],
    pageBudget: 100,
    members: 2,
    branding: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    prices: PLAN_PRICES.pro,
    urls: 5,
    profiles: ['wcag21aa', 'bfsg', 'wcag22aa'],
    pageBudget: 500,
    members: 10,
    branding: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    prices: PLAN_PRICES.enterprise,
    urls: null,
    profiles: ['wcag21aa', 'bfsg', 'wcag22aa', 'wcag22aaa'],
    pageBudget: 2000,
    members: null,
    branding: true,
  },
];

export function planById(id: PlanId): PlanDefinition {
  const plan = PLAN_CATALOGUE.find((entry) => entry.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/**
 * The price of a plan in a billing mode and currency, for every provider; plans sold on request
 * only have none and cannot be bought through a checkout.
 */
export function purchasablePrice(id: PlanId, mode: BillingMode, currency: Currency): Money {
  const plan = planById(id);
  if (plan.prices.length === 0)
    throw new DomainError('plan_not_purchasable', `${plan.name} is sold on request; contact us.`);
  const price = planPrice(plan.prices, mode, currency);
  if (!price)
    throw new DomainError('plan_not_purchasable', `${plan.name} is not sold in ${currency.toUpperCase()}.`);
  return price;
}

/** Stripe price lookup key of a plan and billing mode, e.g. `klarsicht_basic_monthly`. */
export function priceLookupKey(id: PlanId, mode: BillingMode): string {
  return `klarsicht_${id}_${mode === 'subscription' ? 'monthly' : 'once'}`;
}

export function toPlanView(plan: PlanDefinition): PlanView {
  return {
    id: plan.id,
    name: plan.name,
    prices: plan.prices.map((price) => ({ ...price })),
    urls: plan.urls,
    profiles: [...plan.profiles],
    pageBudget: plan.pageBudget,
    members: plan.members,
    branding: plan.branding,
    purchasable: plan.prices.length > 0,
  };
}
