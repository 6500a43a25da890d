import type { Language } from '../../i18n/languages';

export type PlanId = 'basic' | 'pro' | 'enterprise';

export interface Plan {
  id: PlanId;
  /** Minor units (cents), as the payment provider keeps them; null: on request. */
  prices: { monthly: number; once: number } | null;
  recommended?: boolean;
}

/** Spec §9. The billing issue serves these from GET /api/billing/plans; the numbers stay the same. */
export const PLANS: readonly Plan[] = [
  { id: 'basic', prices: { monthly: 1500, once: 2000 } },
  { id: 'pro', prices: { monthly: 4000, once: 5000 }, recommended: true },
  { id: 'enterprise', prices: null },
];

/** Spec §9: euro in German, dollar in English — the same amounts. */
export function displayCurrency(language: Language): string {
  return language === 'en' ? 'usd' : 'eur';
}
