import type { PlanId } from '@klarsicht/contracts';
import type { ProfileId } from '@klarsicht/report';

export type { PlanId };

export interface Plan {
  id: PlanId;
  recommended?: boolean;
  /** The largest check the plan runs (it runs the smaller ones too), for its list of rules. */
  checks: ProfileId;
}

/**
 * Product §9 on the home page. The prices per currency are the contracts' PLAN_PRICES, the same
 * list the server sells from, so the home page and the checkout cannot disagree.
 */
export const PLANS: readonly Plan[] = [
  { id: 'basic', checks: 'bfsg' },
  { id: 'pro', recommended: true, checks: 'wcag22aa' },
  { id: 'enterprise', checks: 'wcag22aaa' },
];
