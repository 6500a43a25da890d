import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de/integrations.json';
import en from '../../i18n/locales/en/integrations.json';
import { ApiError, NetworkError } from '../../lib/api-client';
import { integrationErrorKey, isRoleRefused, urlProblemOf } from './integration-errors';

const problem = (status: number, code: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code } as never);

describe('integration errors', () => {
  it('are read by their code, with a text in both languages for each', () => {
    const keys = [
      integrationErrorKey(problem(400, 'validation_failed')),
      integrationErrorKey(problem(400, 'url_forbidden')),
      integrationErrorKey(problem(400, 'url_not_https')),
      integrationErrorKey(problem(400, 'url_not_chat')),
      integrationErrorKey(problem(409, 'webhooks_limit')),
      integrationErrorKey(problem(404, 'not_found')),
      integrationErrorKey(problem(403, 'role_insufficient')),
      integrationErrorKey(problem(403, 'interactive_only')),
      integrationErrorKey(problem(403, 'plan_required')),
      integrationErrorKey(problem(403, 'forbidden')),
      integrationErrorKey(new ApiError(401, undefined)),
      integrationErrorKey(new ApiError(429, undefined)),
      integrationErrorKey(problem(500, 'internal')),
      integrationErrorKey(new NetworkError(new TypeError('offline'))),
    ];
    expect(keys).toEqual([
      'validation_failed',
      'url_forbidden',
      'url_not_https',
      'url_not_chat',
      'webhooks_limit',
      'not_found',
      'role_insufficient',
      'interactive_only',
      'plan_required',
      'forbidden',
      'unauthorized',
      'rate_limited',
      'generic',
      'network',
    ]);
    for (const key of keys) {
      expect(de.errors[key], key).toBeTruthy();
      expect(en.errors[key], key).toBeTruthy();
    }
  });

  it('read the issue trackers’ codes, with a text in both languages for each', () => {
    const keys = [
      integrationErrorKey(problem(409, 'conflict')),
      integrationErrorKey(problem(409, 'credentials_unavailable')),
      integrationErrorKey(problem(502, 'tracker_refused')),
      integrationErrorKey(problem(503, 'tracker_unavailable')),
      integrationErrorKey(problem(403, 'interactive_only')),
    ];
    expect(keys).toEqual([
      'conflict',
      'credentials_unavailable',
      'tracker_refused',
      'tracker_unavailable',
      'interactive_only',
    ]);
    for (const key of keys) {
      expect(de.errors[key], key).toBeTruthy();
      expect(en.errors[key], key).toBeTruthy();
    }
  });

  it('read a 404 without a body as a webhook that is gone', () => {
    expect(integrationErrorKey(new ApiError(404, undefined))).toBe('not_found');
  });

  it('tell a role that may not manage integrations apart from a failure', () => {
    expect(isRoleRefused(problem(403, 'role_insufficient'))).toBe(true);
    expect(isRoleRefused(problem(403, 'plan_required'))).toBe(false);
    expect(isRoleRefused(problem(403, 'interactive_only'))).toBe(false);
    expect(isRoleRefused(problem(404, 'organisation_not_found'))).toBe(false);
    expect(isRoleRefused(new NetworkError(new Error('down')))).toBe(false);
  });

  it('pick out the refusals of the address itself, for the URL field', () => {
    expect(urlProblemOf(problem(400, 'url_forbidden'))).toBe('url_forbidden');
    expect(urlProblemOf(problem(400, 'url_not_https'))).toBe('url_not_https');
    expect(urlProblemOf(problem(400, 'url_not_chat'))).toBe('url_not_chat');
    expect(urlProblemOf(problem(400, 'validation_failed'))).toBeNull();
    expect(urlProblemOf(problem(409, 'webhooks_limit'))).toBeNull();
  });
});
