import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAccess, readAccess } from './entitlement';

afterEach(() => vi.unstubAllGlobals());

describe('readAccess (spec §2: a subscription or a succeeded one-time payment)', () => {
  it.each([
    [{ subscription: { id: 'sub_1' }, oneTimePayments: [] }, true],
    [{ subscription: null, oneTimePayments: [{ status: 'succeeded' }] }, true],
    [{ subscription: null, oneTimePayments: [{ status: 'requires_payment_method' }] }, false],
    [{ subscription: null, oneTimePayments: [] }, false],
    [{}, false],
    [null, false],
  ])('%j → %s', (body, expected) => {
    expect(readAccess(body)).toBe(expected);
  });
});

describe('fetchAccess until the billing endpoint exists', () => {
  it.each([404, 401])('%i means no access', async (status) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status })),
    );
    await expect(fetchAccess()).resolves.toBe(false);
  });

  it('a server error is an error, not a verdict', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    await expect(fetchAccess()).rejects.toMatchObject({ status: 503 });
  });
});
