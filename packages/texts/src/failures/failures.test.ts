import { FAILURE_CODES, LANGUAGES, placeholdersOf } from '@klarsicht/report';
import { describe, expect, it } from 'vitest';
import { FAILURE_TEXTS, failureHint, failureReason, failureShort, signInAnswerText } from './failures.js';

describe('failure texts', () => {
  it.each(LANGUAGES)('%s: every failure code has a reason, a short form and a hint', (language) => {
    for (const code of FAILURE_CODES) {
      const words = FAILURE_TEXTS[language].codes[code];
      expect(words.reason.length, code).toBeGreaterThan(20);
      expect(words.short, code).toBeTruthy();
      expect(words.hint, code).toBeTruthy();
      expect(placeholdersOf(words.reason), code).toEqual([]);
    }
  });

  it('asks for the same values in both languages', () => {
    const { withStatus: de, httpStatusShort: deShort, signInAnswer: deAnswer } = FAILURE_TEXTS.de;
    const { withStatus: en, httpStatusShort: enShort, signInAnswer: enAnswer } = FAILURE_TEXTS.en;
    for (const key of Object.keys(de) as Array<keyof typeof de>) {
      expect(placeholdersOf(de[key]), key).toEqual(['status']);
      expect(placeholdersOf(en[key]), key).toEqual(['status']);
    }
    expect([placeholdersOf(deShort), placeholdersOf(enShort)]).toEqual([['status'], ['status']]);
    expect([placeholdersOf(deAnswer), placeholdersOf(enAnswer)]).toEqual([['answer'], ['answer']]);
  });

  it('names the HTTP status where the code alone says less', () => {
    expect(failureReason({ code: 'http_error', status: 503 }, 'en')).toBe(
      'The website answered with HTTP status 503 instead of a web page.',
    );
    expect(failureReason({ code: 'http_error', status: 503 }, 'de')).toContain('HTTP-Status 503');
    // A redirect loop or a file is no error status: the plain reason says what happened.
    expect(failureReason({ code: 'http_error', status: 200 }, 'de')).toBe(
      FAILURE_TEXTS.de.codes.http_error.reason,
    );
    expect(failureReason({ code: 'robots_unavailable', status: 500 }, 'en')).toContain(
      '/robots.txt with HTTP status 500',
    );
    expect(failureReason({ code: 'robots_unavailable' }, 'en')).toBe(
      FAILURE_TEXTS.en.codes.robots_unavailable.reason,
    );
    expect(failureReason({ code: 'sign_in_failed', status: 401 }, 'de')).toBe(
      `${FAILURE_TEXTS.de.codes.sign_in_failed.reason} Die Anmeldeseite antwortete mit dem HTTP-Status 401.`,
    );
    expect(failureReason({ code: 'dns', status: 404 }, 'en')).toBe(FAILURE_TEXTS.en.codes.dns.reason);
  });

  it('gives a page list its few words, and the reader a hint and the site’s own answer', () => {
    expect(failureShort({ code: 'http_error', status: 410 }, 'de')).toBe('HTTP-Status 410');
    expect(failureShort({ code: 'unreachable' }, 'en')).toBe('could not be reached');
    expect(failureHint('dns', 'de')).toBe('Bitte prüfen Sie die Schreibweise der Adresse.');
    expect(signInAnswerText('Passwort falsch', 'de')).toBe('Die Anmeldeseite meldete: „Passwort falsch“');
  });
});
