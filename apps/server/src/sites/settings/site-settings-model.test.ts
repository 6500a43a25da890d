import type { UpdateSiteSettings } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../platform/http/problem.js';
import { settingsToStore } from './site-settings-model.js';

const context = { organisationId: 'user-1', site: 'shop.example', existing: undefined, cipher: undefined };
const noScope = { area: null, include: [], exclude: [] };

function refusal(update: UpdateSiteSettings): HttpProblem {
  try {
    settingsToStore(update, context);
  } catch (error) {
    if (error instanceof HttpProblem) return error;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('a sign-in the engine cannot use', () => {
  it('is refused at the sign-in with a stable code for the web app to word, and the English sentence', () => {
    const problem = refusal({
      scope: noScope,
      signIn: {
        kind: 'headers',
        headers: [{ name: 'Host', value: 'intern.example' }],
        cookies: [{ name: 'sitzung', value: 'geheim wert' }],
      },
    });
    expect(problem.status).toBe(400);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors).toEqual([
      { field: 'signIn', code: 'invalid_sign_in', message: 'The header Host cannot be set for a scan.' },
      {
        field: 'signIn',
        code: 'invalid_sign_in',
        message: 'The value of the cookie sitzung is empty or contains spaces, commas, semicolons or quotes.',
      },
    ]);
    expect(JSON.stringify(problem.errors)).not.toContain('geheim');
  });

  it('names a basic sign-in whose user name has a colon', () => {
    expect(
      refusal({ scope: noScope, signIn: { kind: 'basic', username: 'anna:b', password: 'geheim-1' } }).errors,
    ).toEqual([
      {
        field: 'signIn',
        code: 'invalid_sign_in',
        message: 'A user name for HTTP basic authentication cannot contain a colon.',
      },
    ]);
  });
});
