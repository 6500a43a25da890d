import type { ProfileId } from '@klarsicht/report';

export type PlanId = 'basic' | 'pro' | 'enterprise';

export interface Plan {
  id: PlanId;
  /** Minor units (cents), as the payment provider keeps them; null: on request. */
  prices: { monthly: number; once: number } | null;
  /** What the payment provider charges in, whatever the interface language. */
  currency: 'eur';
  recommended?: boolean;
  /** The largest check the plan runs (it runs the smaller ones too), for its list of rules. */
  checks: ProfileId;
}

/** Product §9. The billing issue serves these from GET /api/billing/plans; the numbers stay the same. */
export const PLANS: readonly Plan[] = [
  { id: 'basic', prices: { monthly: 1500, once: 2000 }, currency: 'eur', checks: 'bfsg' },
  {
    id: 'pro',
    prices: { monthly: 4000, once: 5000 },
    currency: 'eur',
    recommended: true,
    checks: 'wcag22aa',
  },
  { id: 'enterprise', prices: null, currency: 'eur', checks: 'wcag22aaa' },
];
