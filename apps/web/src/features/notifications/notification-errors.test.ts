import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de/notifications.json';
import en from '../../i18n/locales/en/notifications.json';
import { ApiError, NetworkError } from '../../lib/api-client';
import { notificationErrorKey } from './notification-errors';

const problem = (status: number, code: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code } as never);

describe('notification errors', () => {
  it('are read by their code, with a text in both languages for each', () => {
    const keys = [
      notificationErrorKey(problem(400, 'validation_failed')),
      notificationErrorKey(new ApiError(401, undefined)),
      notificationErrorKey(new ApiError(429, undefined)),
      notificationErrorKey(problem(500, 'internal')),
      notificationErrorKey(new NetworkError(new TypeError('offline'))),
    ];
    expect(keys).toEqual(['validation_failed', 'unauthorized', 'rate_limited', 'generic', 'network']);
    for (const key of keys) {
      expect(de.errors[key], key).toBeTruthy();
      expect(en.errors[key], key).toBeTruthy();
    }
  });
});
