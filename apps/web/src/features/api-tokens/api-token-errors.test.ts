import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { apiTokenErrorKey } from './api-token-errors';

const problem = (status: number, code: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code } as never);

describe('API token errors', () => {
  it('are translated by problem code, with the status and the network as fallbacks', () => {
    expect(apiTokenErrorKey(problem(409, 'conflict'))).toBe('conflict');
    expect(apiTokenErrorKey(problem(400, 'validation_failed'))).toBe('validation_failed');
    expect(apiTokenErrorKey(problem(403, 'forbidden'))).toBe('forbidden');
    expect(apiTokenErrorKey(new ApiError(404, undefined))).toBe('not_found');
    expect(apiTokenErrorKey(new ApiError(429, undefined))).toBe('rate_limited');
    expect(apiTokenErrorKey(problem(500, 'internal'))).toBe('generic');
    expect(apiTokenErrorKey(new NetworkError(new TypeError('offline')))).toBe('network');
    expect(apiTokenErrorKey(new Error('boom'))).toBe('generic');
  });
});
