import { describe, expect, it } from 'vitest';
import { hasStoredSession, isSigninCallback } from './session-detection';

function storage(keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (index) => keys[index] ?? null };
}

describe('isSigninCallback (product §4)', () => {
  it.each([
    ['?code=abc&state=xyz', true],
    ['?error=access_denied&state=xyz', true],
    ['?state=xyz&code=abc&iss=http%3A%2F%2Fx', true],
    ['?code=abc', false],
    ['?state=xyz', false],
    ['?error=x', false],
    ['', false],
  ])('%s → %s', (search, expected) => {
    expect(isSigninCallback(search)).toBe(expected);
  });
});

describe('hasStoredSession', () => {
  it('finds the user that oidc-client-ts keeps in localStorage', () => {
    expect(hasStoredSession(storage(['locale', 'oidc.user:http://x/oidc:klarsicht-web']))).toBe(true);
  });

  it('ignores login state, preferences and an empty store', () => {
    expect(hasStoredSession(storage(['oidc.7f3a', 'locale', 'color-scheme']))).toBe(false);
    expect(hasStoredSession(storage([]))).toBe(false);
  });

  it('treats unreadable storage as empty', () => {
    const broken = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
      key: () => null,
    };
    expect(hasStoredSession(broken)).toBe(false);
  });
});
