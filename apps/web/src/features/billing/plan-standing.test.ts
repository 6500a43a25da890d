import type { PlanView, SubscriptionView } from '@klarsicht/contracts';
import { PLAN_PRICES } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { accountFixture } from '../../../test-support/billing-account';
import { currencyFor, offeredModes, planStanding, priceOf } from './plan-standing';

const plan = (id: 'basic' | 'pro' | 'enterprise'): PlanView => ({
  id,
  name: id,
  prices: [...PLAN_PRICES[id]],
  urls: id === 'basic' ? 1 : 5,
  profiles: [],
  pageBudget: 100,
  members: id === 'basic' ? 2 : 10,
  branding: id !== 'basic',
  purchasable: id !== 'enterprise',
});

const subscription = (planId: 'basic' | 'pro', currency: string): SubscriptionView => ({
  id: 'sub_1',
  status: 'active',
  planId,
  planName: planId,
  price: { amount: 1500, currency },
  interval: 'month',
  urls: [],
  limit: 1,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
});

const payment = (planId: 'basic' | 'pro', urls: string[], limit: number) => ({
  id: `pi_${planId}`,
  status: 'succeeded' as const,
  planId,
  planName: planId,
  price: { amount: 2000, currency: 'eur' },
  urls,
  limit,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('planStanding: what /setup offers for a plan', () => {
  it('sells every purchasable plan to someone without one, and Enterprise on request', () => {
    const account = accountFixture();
    expect(planStanding(plan('basic'), 'subscription', account)).toBe('buy');
    expect(planStanding(plan('pro'), 'payment', undefined)).toBe('buy');
    expect(planStanding(plan('enterprise'), 'subscription', account)).toBe('contact');
  });

  it('marks a subscriber’s plan as current and offers the others as a change, never a second subscription', () => {
    const account = accountFixture({ active: true, subscription: subscription('basic', 'eur') });
    expect(planStanding(plan('basic'), 'subscription', account)).toBe('current');
    expect(planStanding(plan('pro'), 'subscription', account)).toBe('change');
    expect(planStanding(plan('enterprise'), 'subscription', account)).toBe('contact');
    expect(offeredModes(account)).toEqual(['subscription']);
  });

  it('refuses the same one-time plan while its purchase has room, and sells a subscription to a one-time buyer', () => {
    const withRoom = accountFixture({ active: true, oneTimePayments: [payment('basic', [], 1)] });
    expect(planStanding(plan('basic'), 'payment', withRoom)).toBe('current');
    expect(planStanding(plan('pro'), 'payment', withRoom)).toBe('buy');
    expect(planStanding(plan('basic'), 'subscription', withRoom)).toBe('buy');
    expect(offeredModes(withRoom)).toEqual(['subscription', 'payment']);

    const full = accountFixture({
      active: true,
      oneTimePayments: [payment('basic', ['https://a.example'], 1)],
    });
    expect(planStanding(plan('basic'), 'payment', full)).toBe('buy');
  });
});

describe('currencyFor and priceOf: the amount set for the currency, not a conversion', () => {
  it('sells in the page’s currency, but a subscriber’s change stays in the subscription’s', () => {
    expect(currencyFor(accountFixture(), 'usd')).toBe('usd');
    expect(currencyFor(undefined, 'eur')).toBe('eur');
    const euroSubscriber = accountFixture({ active: true, subscription: subscription('basic', 'eur') });
    expect(currencyFor(euroSubscriber, 'usd')).toBe('eur');
  });

  it('reads the dollar amount from the dollar price', () => {
    expect(priceOf(plan('pro'), 'subscription', 'usd')).toEqual({ amount: 4000, currency: 'usd' });
    expect(priceOf(plan('basic'), 'payment', 'eur')).toEqual({ amount: 2000, currency: 'eur' });
    expect(priceOf(plan('enterprise'), 'subscription', 'eur')).toBeNull();
  });
});
