import { describe, expect, it } from 'vitest';
import { secretsOf } from '../report/sign-in-types.js';
import { urlMatches } from './form-sign-in.js';
import { REDACTED, redactSecrets } from './redact-secrets.js';
import { isSignOutLink } from './sign-out-links.js';
import { signInProblems } from './validate-sign-in.js';

const link = (href: string, text = '', label = '') => ({ href, text, label });

describe('sign-out links', () => {
  it('are known by their words, in German and English, or by their address', () => {
    const page = 'https://verein.example/members/';
    expect(isSignOutLink(link('/konto', 'Abmelden'), page)).toBe(true);
    expect(isSignOutLink(link('/x', '', 'Log out'), page)).toBe(true);
    expect(isSignOutLink(link('/logout'), page)).toBe(true);
    expect(isSignOutLink(link('/user/sign-out?next=/'), page)).toBe(true);
    expect(isSignOutLink(link('index.php?action=logout'), page)).toBe(true);
    expect(isSignOutLink(link('/account/abmelden'), page)).toBe(true);
  });

  it('leave other links alone, also those that only resemble them', () => {
    const page = 'https://verein.example/';
    expect(isSignOutLink(link('/newsletter', 'Newsletter abonnieren'), page)).toBe(false);
    expect(isSignOutLink(link('/blog/logouts-explained-2024'), page)).toBe(false);
    expect(isSignOutLink(link('/anmelden', 'Anmelden'), page)).toBe(false);
    expect(isSignOutLink(link('/members/profil.html', 'Profil'), page)).toBe(false);
  });
});

describe('redacting secrets', () => {
  it('replaces every spelling of a secret in every string, and leaves pictures alone', () => {
    const picture = new Uint8Array([1, 2, 3]);
    const report = {
      url: 'https://example.test/?t=p%40ss%20word',
      nodes: [{ html: '<input value="p@ss word">', screenshot: { data: picture } }],
      count: 3,
    };
    const redacted = redactSecrets(report, ['p@ss word']);
    expect(JSON.stringify(redacted)).not.toMatch(/p@ss word|p%40ss%20word/);
    expect(redacted.nodes[0]?.html).toBe(`<input value="${REDACTED}">`);
    expect(redacted.nodes[0]?.screenshot.data).toBe(picture);
    expect(redacted.count).toBe(3);
    expect(report.nodes[0]?.html).toContain('p@ss word');
  });

  it('knows the secrets of each way to sign in, and the token of a header alone', () => {
    expect(secretsOf({ kind: 'basic', username: 'anna', password: 'geheim-1' })).toEqual(['geheim-1']);
    expect(
      secretsOf({
        kind: 'headers',
        headers: { Authorization: 'Bearer tok-123' },
        cookies: [{ name: 's', value: 'c00kie' }],
      }),
    ).toEqual(['Bearer tok-123', 'Bearer', 'tok-123', 'c00kie']);
    expect(secretsOf(undefined)).toEqual([]);
  });
});

describe('sign-in settings', () => {
  it('are refused with a reason that quotes no value', () => {
    const problems = signInProblems({
      kind: 'headers',
      headers: { 'Bad Name': 'x', Host: 'a', 'X-Token': 'zeile\nzwei-geheim' },
      cookies: [{ name: 'sitzung', value: 'a b' }],
    });
    expect(problems).toEqual([
      { code: 'header-name-invalid', name: 'Bad Name' },
      { code: 'header-browser-owned', name: 'Host' },
      { code: 'header-value-line-break', name: 'X-Token' },
      { code: 'cookie-value-invalid', name: 'sitzung' },
    ]);
    expect(JSON.stringify(problems)).not.toContain('geheim');
    expect(signInProblems({ kind: 'basic', username: 'a:b', password: '' })).toEqual([
      { code: 'password-empty' },
      { code: 'username-colon' },
    ]);
    expect(
      signInProblems({ kind: 'form', loginUrl: 'https://u:p@example.test/', username: 'a', password: 'b' }),
    ).toEqual([{ code: 'login-url-credentials' }]);
    expect(signInProblems({ kind: 'headers' })).toEqual([{ code: 'no-headers-or-cookies' }]);
  });

  it('accept what a site needs', () => {
    expect(
      signInProblems({ kind: 'form', loginUrl: 'https://example.test/login', username: 'a', password: 'b' }),
    ).toEqual([]);
    expect(signInProblems({ kind: 'headers', headers: { Authorization: 'Bearer x' } })).toEqual([]);
  });
});

describe('the proof by address', () => {
  it('is a prefix when absolute, else a part of the path and query', () => {
    expect(urlMatches('https://example.test/members/start', 'https://example.test/members/')).toBe(true);
    expect(urlMatches('https://example.test/login?error=1', 'https://example.test/members/')).toBe(false);
    expect(urlMatches('https://example.test/app/dashboard?tab=1', '/dashboard')).toBe(true);
    expect(urlMatches('https://example.test/login', '/dashboard')).toBe(false);
  });
});
