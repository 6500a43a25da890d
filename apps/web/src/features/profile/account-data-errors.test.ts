import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { accountDataErrorKey } from './account-data-errors';

const problem = (status: number, code: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code } as never);

describe('account data errors', () => {
  it('are translated by problem code, with the status and the network as fallbacks', () => {
    expect(accountDataErrorKey(problem(409, 'confirmation_mismatch'))).toBe('confirmation_mismatch');
    expect(accountDataErrorKey(problem(502, 'billing_unavailable'))).toBe('billing_unavailable');
    expect(accountDataErrorKey(problem(403, 'forbidden'))).toBe('forbidden');
    expect(accountDataErrorKey(new ApiError(401, undefined))).toBe('unauthorized');
    expect(accountDataErrorKey(new ApiError(502, undefined))).toBe('billing_unavailable');
    expect(accountDataErrorKey(problem(500, 'internal'))).toBe('generic');
    expect(accountDataErrorKey(new NetworkError(new TypeError('offline')))).toBe('network');
  });
});
