import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { isNotFound, scanErrorKey } from './scan-errors';

const problem = (status: number, code: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code: code as never });

describe('scanErrorKey', () => {
  it('translates by the problem code', () => {
    expect(scanErrorKey(problem(403, 'url_not_allowed'))).toBe('url_not_allowed');
    expect(scanErrorKey(problem(403, 'profile_not_allowed'))).toBe('profile_not_allowed');
    expect(scanErrorKey(problem(403, 'plan_required'))).toBe('plan_required');
  });

  it('falls back by status, then to a generic message', () => {
    expect(scanErrorKey(new ApiError(429, undefined))).toBe('rate_limited');
    expect(scanErrorKey(new ApiError(404, undefined))).toBe('not_found');
    expect(scanErrorKey(problem(500, 'internal'))).toBe('generic');
    expect(scanErrorKey(new NetworkError(new Error('offline')))).toBe('network');
    expect(scanErrorKey(new Error('?'))).toBe('generic');
  });

  it('tells a 404 apart', () => {
    expect(isNotFound(problem(404, 'not_found'))).toBe(true);
    expect(isNotFound(problem(403, 'forbidden'))).toBe(false);
  });
});
