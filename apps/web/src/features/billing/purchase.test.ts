import { describe, expect, it } from 'vitest';
import { accountFixture } from '../../../test-support/billing-account';
import { purchaseFromAccount, purchaseFromState } from './purchase';

describe('purchaseFromAccount', () => {
  const payment = (planId: 'basic' | 'pro', createdAt: string) => ({
    id: `pi_${planId}_${createdAt}`,
    status: 'succeeded' as const,
    planId,
    planName: planId,
    price: { amount: 2000, currency: 'eur' },
    urls: [],
    limit: 1,
    createdAt,
  });

  it('names the subscription when there is one', () => {
    const account = accountFixture({
      active: true,
      subscription: {
        id: 'sub_1',
        status: 'active',
        planId: 'pro',
        planName: 'Pro',
        price: { amount: 4000, currency: 'eur' },
        interval: 'month',
        urls: [],
        limit: 5,
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
      },
      oneTimePayments: [payment('basic', '2026-11-23T10:00:00.000Z')],
    });
    expect(purchaseFromAccount(account)).toEqual({ planId: 'pro', mode: 'subscription', currency: 'eur' });
  });

  it('else names the newest one-time payment', () => {
    const account = accountFixture({
      active: true,
      oneTimePayments: [
        payment('pro', '2026-11-20T10:00:00.000Z'),
        payment('basic', '2026-11-23T10:00:00.000Z'),
      ],
    });
    expect(purchaseFromAccount(account)).toEqual({ planId: 'basic', mode: 'payment', currency: 'eur' });
    expect(purchaseFromAccount(accountFixture())).toBeNull();
  });

  it('keeps the currency that was charged (dollars bought on an English page)', () => {
    const account = accountFixture({
      active: true,
      oneTimePayments: [
        { ...payment('pro', '2026-11-20T10:00:00.000Z'), price: { amount: 5000, currency: 'usd' } },
      ],
    });
    expect(purchaseFromAccount(account)).toEqual({ planId: 'pro', mode: 'payment', currency: 'usd' });
  });
});

describe('purchaseFromState', () => {
  it('reads a purchase from the location state and ignores anything else', () => {
    expect(purchaseFromState({ purchase: { planId: 'pro', mode: 'payment', currency: 'usd' } })).toEqual({
      planId: 'pro',
      mode: 'payment',
      currency: 'usd',
    });
    expect(purchaseFromState({ purchase: { planId: 'pro', mode: 'payment', currency: 'gbp' } })).toBeNull();
    expect(purchaseFromState(null)).toBeNull();
    expect(purchaseFromState({ purchase: { planId: 'gold', mode: 'payment', currency: 'eur' } })).toBeNull();
    expect(purchaseFromState({ purchase: { planId: 'pro', mode: 'weekly', currency: 'eur' } })).toBeNull();
  });
});
