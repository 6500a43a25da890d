import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de/activity.json';
import en from '../../i18n/locales/en/activity.json';
import { ApiError, NetworkError } from '../../lib/api-client';
import { activityErrorKey, isRoleRefused } from './activity-errors';

const problem = (status: number, code: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code } as never);

describe('activity record errors', () => {
  it('are read by their code, with a text in both languages for each', () => {
    const keys = [
      activityErrorKey(problem(403, 'role_insufficient')),
      activityErrorKey(problem(400, 'validation_failed')),
      activityErrorKey(new ApiError(401, undefined)),
      activityErrorKey(problem(500, 'internal')),
      activityErrorKey(new NetworkError(new TypeError('offline'))),
    ];
    expect(keys).toEqual(['role_insufficient', 'validation_failed', 'unauthorized', 'generic', 'network']);
    for (const key of keys) {
      expect(de.errors[key], key).toBeTruthy();
      expect(en.errors[key], key).toBeTruthy();
    }
  });

  it('tell a client’s role apart from a failure', () => {
    expect(isRoleRefused(problem(403, 'role_insufficient'))).toBe(true);
    // Another 403 (a plan or a token refused) or a lost organisation is a failure, not the role.
    expect(isRoleRefused(problem(403, 'plan_required'))).toBe(false);
    expect(isRoleRefused(problem(404, 'organisation_not_found'))).toBe(false);
    expect(isRoleRefused(new NetworkError(new Error('down')))).toBe(false);
  });
});
