import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de/organisations.json';
import en from '../../i18n/locales/en/organisations.json';
import { ApiError, NetworkError } from '../../lib/api-client';
import { organisationErrorKey } from './organisation-errors';

const problem = (status: number, code: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code: code as never });

describe('organisation errors', () => {
  it('are read by their code, with a text in both languages for each', () => {
    const keys = [
      organisationErrorKey(problem(409, 'seats_exhausted')),
      organisationErrorKey(problem(409, 'last_owner')),
      organisationErrorKey(problem(403, 'invitation_other_address')),
      organisationErrorKey(problem(410, 'something_new')),
      organisationErrorKey(problem(500, 'internal')),
      organisationErrorKey(new NetworkError(new Error('down'))),
    ];
    expect(keys).toEqual([
      'seats_exhausted',
      'last_owner',
      'invitation_other_address',
      'invitation_expired',
      'generic',
      'network',
    ]);
    for (const key of keys) {
      expect(de.errors[key as keyof typeof de.errors], key).toBeTruthy();
      expect(en.errors[key as keyof typeof en.errors], key).toBeTruthy();
    }
  });
});
