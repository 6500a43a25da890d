import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import billingDe from '../../i18n/locales/de/billing.json';
import pricingDe from '../../i18n/locales/de/pricing.json';
import billingEn from '../../i18n/locales/en/billing.json';
import pricingEn from '../../i18n/locales/en/pricing.json';

/**
 * Issue 28, item 23: a plan is worded the same on the home page (pricing) as on /setup and in the
 * profile (billing: its allowance and its standards), so a buyer reads one offer, not two.
 */

// What /setup lists for each plan: its site allowance (null: unlimited) and its standards' names.
const SETUP = {
  basic: { urls: 1, profiles: ['wcag21aa', 'bfsg'] },
  pro: { urls: 5, profiles: ['wcag22aa'] },
  enterprise: { urls: null, profiles: ['wcag22aaa'] },
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
      const allowance = offer.urls === null ? t('urlsUnlimited') : t('urls', { count: offer.urls });
      expect(features, plan).toContain(allowance);
      for (const profile of offer.profiles) {
        expect(features, `${plan}: ${profile}`).toContain(billing.profiles[profile]);
      }
    }
  });
});
