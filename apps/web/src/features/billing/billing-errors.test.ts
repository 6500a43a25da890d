import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { billingErrorKey } from './billing-errors';

const problem = (status: number, code: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code } as never);

describe('billingErrorKey: messages by problem code', () => {
  it.each([
    [problem(400, 'invalid_url'), 'invalid_url'],
    [problem(409, 'allowance_exhausted'), 'allowance_exhausted'],
    [problem(409, 'site_exists'), 'site_exists'],
    [problem(403, 'plan_required'), 'plan_required'],
    [problem(409, 'plan_not_purchasable'), 'plan_not_purchasable'],
    [problem(409, 'plan_already_active'), 'plan_already_active'],
    [problem(409, 'subscription_active'), 'subscription_active'],
    [problem(502, 'billing_unavailable'), 'billing_unavailable'],
    [problem(400, 'validation_failed'), 'validation_failed'],
  ])('%s → %s', (error, key) => {
    expect(billingErrorKey(error)).toBe(key);
  });

  it('falls back on the status when the code is unknown or missing', () => {
    expect(billingErrorKey(new ApiError(404, undefined))).toBe('not_found');
    expect(billingErrorKey(new ApiError(429, undefined))).toBe('rate_limited');
    expect(billingErrorKey(new ApiError(502, undefined))).toBe('billing_unavailable');
    expect(billingErrorKey(problem(500, 'internal'))).toBe('generic');
  });

  it('tells a lost connection apart from anything else', () => {
    expect(billingErrorKey(new NetworkError(new TypeError('fetch failed')))).toBe('network');
    expect(billingErrorKey(new Error('boom'))).toBe('generic');
  });
});
