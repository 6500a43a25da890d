import type { BillingMode, PlanId, PlanView, ProfileId } from '@klarsicht/contracts';
import { DomainError } from '../domain-error.js';

/**
 * The plans of product §9. Prices and allowances are what the local provider sells and what the pricing
 * pages show; with Stripe, the products and prices in the Stripe account are the truth for what a
 * customer paid and is allowed, and their prices are found by the lookup keys below.
 */
export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** Minor units in `currency`; null when sold on request only. */
  monthlyAmount: number | null;
  onceAmount: number | null;
  currency: string;
  /** URL allowance; null for no limit. */
  urls: number | null;
  profiles: ProfileId[];
  pageBudget: number;
}

export const PLAN_CATALOGUE: readonly PlanDefinition[] = [
  {
    id: 'basic',
    name: 'Basic',
    monthlyAmount: 1500,
    onceAmount: 2000,
    currency: 'eur',
    urls: 1,
    profiles: ['wcag21aa', 'bfsg'],
    pageBudget: 100,
  },
  {
    id: 'pro',
    name: 'Pro',
    monthlyAmount: 4000,
    onceAmount: 5000,
    currency: 'eur',
    urls: 5,
    profiles: ['wcag21aa', 'bfsg', 'wcag22aa'],
    pageBudget: 500,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyAmount: null,
    onceAmount: null,
    currency: 'eur',
    urls: null,
    profiles: ['wcag21aa', 'bfsg', 'wcag22aa', 'wcag22aaa'],
    pageBudget: 2000,
  },
];

export function planById(id: PlanId): PlanDefinition {
  const plan = PLAN_CATALOGUE.find((entry) => entry.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/** Stripe price lookup key of a plan and billing mode, e.g. `klarsicht_basic_monthly`. */
/**
 * The price of a plan in a billing mode, for every provider; plans sold on request only have none
 * and cannot be bought through a checkout.
 */
export function purchasablePrice(id: PlanId, mode: BillingMode): { amount: number; currency: string } {
  const plan = planById(id);
  const amount = mode === 'subscription' ? plan.monthlyAmount : plan.onceAmount;
  if (amount === null)
    throw new DomainError('plan_not_purchasable', `${plan.name} is sold on request; contact us.`);
  return { amount, currency: plan.currency };
}

export function priceLookupKey(id: PlanId, mode: 'subscription' | 'payment'): string {
  return `klarsicht_${id}_${mode === 'subscription' ? 'monthly' : 'once'}`;
}

export function toPlanView(plan: PlanDefinition): PlanView {
  return {
    id: plan.id,
    name: plan.name,
    monthly: plan.monthlyAmount === null ? null : { amount: plan.monthlyAmount, currency: plan.currency },
    once: plan.onceAmount === null ? null : { amount: plan.onceAmount, currency: plan.currency },
    urls: plan.urls,
    profiles: [...plan.profiles],
    pageBudget: plan.pageBudget,
    purchasable: plan.monthlyAmount !== null && plan.onceAmount !== null,
  };
}
