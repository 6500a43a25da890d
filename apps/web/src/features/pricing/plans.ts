export type PlanId = 'basic' | 'pro' | 'enterprise';

export interface Plan {
  id: PlanId;
  /** Minor units (cents), as the payment provider keeps them; null: on request. */
  prices: { monthly: number; once: number } | null;
  /** What the payment provider charges in, whatever the interface language. */
  currency: 'eur';
  recommended?: boolean;
}

/** Product §9. The billing issue serves these from GET /api/billing/plans; the numbers stay the same. */
export const PLANS: readonly Plan[] = [
  { id: 'basic', prices: { monthly: 1500, once: 2000 }, currency: 'eur' },
  { id: 'pro', prices: { monthly: 4000, once: 5000 }, currency: 'eur', recommended: true },
  { id: 'enterprise', prices: null, currency: 'eur' },
];
