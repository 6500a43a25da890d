import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { errorKeyMapper } from './error-key';

const problem = (status: number, code: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code } as never);

const errorKey = errorKeyMapper(['conflict', 'not_found', 'unavailable'] as const, {
  404: 'not_found',
  503: 'unavailable',
});

describe('errorKeyMapper', () => {
  it('prefers a known problem code to the status', () => {
    expect(errorKey(problem(503, 'conflict'))).toBe('conflict');
  });

  it('falls back to the status when the code is unknown or missing', () => {
    expect(errorKey(problem(404, 'gone_elsewhere'))).toBe('not_found');
    expect(errorKey(new ApiError(503, undefined))).toBe('unavailable');
  });

  it('answers generic for an unknown code and status, and network when there was no answer', () => {
    expect(errorKey(problem(500, 'internal'))).toBe('generic');
    expect(errorKey(new Error('boom'))).toBe('generic');
    expect(errorKey(new NetworkError(new TypeError('offline')))).toBe('network');
  });
});
