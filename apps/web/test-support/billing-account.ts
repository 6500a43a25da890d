import type { BillingAccount } from '@klarsicht/contracts';

/** A billing account as the server answers it, for tests: no plan unless `patch` gives one. */
export function accountFixture(patch: Partial<BillingAccount> = {}): BillingAccount {
  return {
    provider: 'local',
    testMode: true,
    active: false,
    planId: null,
    planName: null,
    subscription: null,
    monthlyCost: null,
    oneTimePayments: [],
    totals: { oneTimeLimit: 0, oneTimeUsed: 0, oneTimePaid: null },
    urls: [],
    limit: 0,
    used: 0,
    profiles: [],
    pageBudget: 0,
    portalAvailable: false,
    refreshedAt: '2026-11-22T03:00:00.000Z',
    ...patch,
  };
}
