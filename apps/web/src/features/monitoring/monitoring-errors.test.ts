import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { monitoringErrorKey } from './monitoring-errors';

const problem = (status: number, code: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code } as never);

describe('monitoring errors', () => {
  it('are translated by problem code, with the status and the network as fallbacks', () => {
    expect(monitoringErrorKey(problem(403, 'url_not_allowed'))).toBe('url_not_allowed');
    expect(monitoringErrorKey(problem(403, 'profile_not_allowed'))).toBe('profile_not_allowed');
    expect(monitoringErrorKey(problem(403, 'plan_required'))).toBe('plan_required');
    expect(monitoringErrorKey(problem(400, 'validation_failed'))).toBe('validation_failed');
    expect(monitoringErrorKey(new ApiError(404, undefined))).toBe('not_found');
    expect(monitoringErrorKey(new ApiError(502, undefined))).toBe('billing_unavailable');
    expect(monitoringErrorKey(problem(500, 'internal'))).toBe('generic');
    expect(monitoringErrorKey(new NetworkError(new TypeError('offline')))).toBe('network');
  });
});
