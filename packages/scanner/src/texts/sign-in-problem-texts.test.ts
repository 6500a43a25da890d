import { LANGUAGES } from '@klarsicht/report';
import { describe, expect, it } from 'vitest';
import type { SignIn } from '../report/sign-in-types.js';
import { type SignInProblem, type SignInProblemCode, signInProblems } from '../sign-in/validate-sign-in.js';
import { SIGN_IN_PROBLEM_TEXTS, signInProblemSentences, signInProblemText } from './sign-in-problem-texts.js';

/**
 * For every code, a sign-in that has that problem and the problem it gives: a code missing here
 * fails the type check, one missing in a language the test.
 */
const EXAMPLES: { [Code in SignInProblemCode]: [SignIn, Extract<SignInProblem, { code: Code }>] } = {
  'username-empty': [{ kind: 'basic', username: ' ', password: 'pw' }, { code: 'username-empty' }],
  'password-empty': [{ kind: 'basic', username: 'anna', password: '' }, { code: 'password-empty' }],
  'username-line-break': [
    { kind: 'basic', username: 'anna\nberta', password: 'pw' },
    { code: 'username-line-break' },
  ],
  'username-colon': [{ kind: 'basic', username: 'anna:x', password: 'pw' }, { code: 'username-colon' }],
  'login-url-invalid': [
    { kind: 'form', loginUrl: 'example.test/login', username: 'anna', password: 'pw' },
    { code: 'login-url-invalid' },
  ],
  'login-url-not-http': [
    { kind: 'form', loginUrl: 'ftp://example.test/', username: 'anna', password: 'pw' },
    { code: 'login-url-not-http' },
  ],
  'login-url-credentials': [
    { kind: 'form', loginUrl: 'https://u:p@example.test/', username: 'anna', password: 'pw' },
    { code: 'login-url-credentials' },
  ],
  'no-headers-or-cookies': [{ kind: 'headers', headers: {}, cookies: [] }, { code: 'no-headers-or-cookies' }],
  'header-name-invalid': [
    { kind: 'headers', headers: { 'X Token': 'abc' } },
    { code: 'header-name-invalid', name: 'X Token' },
  ],
  'header-browser-owned': [
    { kind: 'headers', headers: { Host: 'intern.example' } },
    { code: 'header-browser-owned', name: 'Host' },
  ],
  'header-value-line-break': [
    { kind: 'headers', headers: { 'X-Token': 'abc\ndef' } },
    { code: 'header-value-line-break', name: 'X-Token' },
  ],
  'cookie-name-invalid': [
    { kind: 'headers', cookies: [{ name: 'sitzung id', value: 'abc' }] },
    { code: 'cookie-name-invalid', name: 'sitzung id' },
  ],
  'cookie-value-invalid': [
    { kind: 'headers', cookies: [{ name: 'sitzung', value: 'a;b' }] },
    { code: 'cookie-value-invalid', name: 'sitzung' },
  ],
};

/** Words of English sentences that never belong in German ones. */
const ENGLISH_WORDS = /\b(the|The|a|A|an|of|for|with|is|are|and|or|not|cannot|must|name|value|empty|page)\b/;

const valuesOf = (problem: SignInProblem) => ('name' in problem ? [problem.name] : []);

describe('the sign-in problems', () => {
  it('have a text for every code in both languages, and no text without a code', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(SIGN_IN_PROBLEM_TEXTS[language]).sort()).toEqual(Object.keys(EXAMPLES).sort());
    }
  });

  it.each(Object.entries(EXAMPLES))('%s: found in a sign-in that has it', (_code, [signIn, problem]) => {
    expect(signInProblems(signIn)).toEqual([problem]);
  });

  it.each(Object.values(EXAMPLES).map(([, problem]) => problem))(
    'word %j in German and in English, differently and with the same name',
    (problem) => {
      const english = signInProblemText(problem, 'en');
      const german = signInProblemText(problem, 'de');
      expect(english).toMatch(/^[A-Z].*\.$/);
      expect(german).toMatch(/^[A-ZÄÖÜ].*\.$/);
      expect(german).not.toBe(english);
      expect(signInProblemText(problem)).toBe(english);
      for (const value of valuesOf(problem)) {
        expect(english).toContain(value);
        // German quotes a name „so“.
        expect(german).toContain(`„${value}“`);
      }
      const germanWords = valuesOf(problem).reduce((text, value) => text.replaceAll(value, '…'), german);
      expect(germanWords).not.toMatch(ENGLISH_WORDS);
      expect(germanWords).not.toMatch(/["']/);
    },
  );

  it('point to cookies for the Cookie header, in both languages', () => {
    const problem: SignInProblem = { code: 'header-browser-owned', name: 'Cookie' };
    expect(signInProblemText(problem, 'en')).toBe(
      'The header Cookie cannot be set for a scan (give cookies as cookies).',
    );
    expect(signInProblemText(problem, 'de')).toBe(
      'Der Header „Cookie“ lässt sich für eine Prüfung nicht setzen, der Browser setzt ihn selbst (Cookies bitte einzeln als Cookie angeben).',
    );
  });

  it('quote at most 40 characters of a name, and never a secret', () => {
    const long = `X-${'a'.repeat(60)} b`;
    for (const language of LANGUAGES) {
      const [text] = signInProblemSentences({ kind: 'headers', headers: { [long]: 'x' } }, language);
      expect(text).toContain(long.slice(0, 40));
      expect(text).not.toContain(long.slice(0, 41));
    }
    const signIn: SignIn = {
      kind: 'headers',
      headers: { Host: 'geheim-1', 'X-Token': 'geheim-2\nzwei' },
      cookies: [{ name: 'sitzung', value: 'geheim 3' }],
    };
    for (const language of LANGUAGES) {
      const sentences = signInProblemSentences(signIn, language);
      expect(sentences).toHaveLength(3);
      expect(sentences.join(' ')).not.toContain('geheim');
    }
  });

  it('come as English sentences by default, for the engine and the API', () => {
    expect(
      signInProblemSentences({ kind: 'form', loginUrl: 'ftp://x.test/', username: '', password: 'p' }),
    ).toEqual(['The user name is empty.', 'The sign-in page must be an http:// or https:// address.']);
    expect(
      signInProblemSentences({ kind: 'form', loginUrl: 'ftp://x.test/', username: '', password: 'p' }, 'de'),
    ).toEqual([
      'Der Benutzername ist leer.',
      'Die Adresse der Anmeldeseite muss mit http:// oder https:// beginnen.',
    ]);
  });
});
