import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountFixture } from '../../../test-support/billing-account';
import { fetchAccess } from './entitlement';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body?: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('fetchAccess (product §2: a subscription or a succeeded one-time payment)', () => {
  it('follows the account’s `active`, read from GET /api/billing/account', async () => {
    const fetch = answer(200, accountFixture({ active: true, planId: 'basic', planName: 'Basic' }));
    await expect(fetchAccess()).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith('/api/billing/account', expect.anything());
  });

  it('an inactive account is no access', async () => {
    answer(200, accountFixture());
    await expect(fetchAccess()).resolves.toBe(false);
  });

  it('401 (signed out meanwhile) is no access', async () => {
    answer(401, { type: 'about:blank', title: 'Unauthorized', status: 401, code: 'unauthorized' });
    await expect(fetchAccess()).resolves.toBe(false);
  });

  it('a member whose role does not see the plan (a client) is let in; the routes decide', async () => {
    answer(403, { type: 'about:blank', title: 'Forbidden', status: 403, code: 'role_insufficient' });
    await expect(fetchAccess()).resolves.toBe(true);
  });

  it('any other refusal is an error, not access', async () => {
    answer(403, { type: 'about:blank', title: 'Forbidden', status: 403, code: 'token_organisation' });
    await expect(fetchAccess()).rejects.toMatchObject({ status: 403 });
  });

  it('a server error is an error, not a verdict', async () => {
    answer(502, { type: 'about:blank', title: 'Bad Gateway', status: 502, code: 'billing_unavailable' });
    await expect(fetchAccess()).rejects.toMatchObject({ status: 502 });
  });

  it('an answer that breaks the contract is an error, not "no access"', async () => {
    answer(200, { subscription: { id: 'sub_1' }, oneTimePayments: [] });
    await expect(fetchAccess()).rejects.toThrow();
  });
});
