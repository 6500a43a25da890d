import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import billingDe from '../../i18n/locales/de/billing.json';
import pricingDe from '../../i18n/locales/de/pricing.json';
import billingEn from '../../i18n/locales/en/billing.json';
import pricingEn from '../../i18n/locales/en/pricing.json';
import { planIncludes } from '../billing';

/**
 * Issue 28, item 23: a plan is worded the same on the home page (pricing) as on /setup and in the
 * profile (billing: its allowance and its standards), so a buyer reads one offer, not two.
 */

// What /setup lists for each plan (the server's plan catalogue): its site allowance and its team
// (null: unlimited), whether client groups carry their own brand, and its standards' names.
const SETUP = {
  basic: { urls: 1, members: 2, branding: false, profiles: ['wcag21aa', 'bfsg'] },
  pro: { urls: 5, members: 10, branding: true, profiles: ['wcag22aa'] },
  enterprise: { urls: null, members: null, branding: true, profiles: ['wcag22aaa'] },
} as const;

describe.each([
  ['de', pricingDe, billingDe],
  ['en', pricingEn, billingEn],
] as const)('the plans in %s', (language, pricing, billing) => {
  it('name the allowance and the standards in the words of /setup', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: language, resources: { [language]: { billing } } });
    const t = instance.getFixedT(language, 'billing');
    for (const [plan, offer] of Object.entries(SETUP)) {
      const features: readonly string[] = pricing.plans[plan as keyof typeof SETUP].features;
      expect(features, plan).toEqual(expect.arrayContaining(planIncludes(offer, t)));
      // No client branding promised where the plan has none.
      expect(features.includes(t('branding')), `${plan}: branding`).toBe(offer.branding);
    }
  });
});
