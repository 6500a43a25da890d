import { describe, expect, it } from 'vitest';
import { acceptedLanguage, asLanguage } from './language.js';

describe('the language a request asks for', () => {
  it('takes the supported language of highest weight from Accept-Language', () => {
    expect(acceptedLanguage('fr-FR, en;q=0.8, de;q=0.9')).toBe('de');
    expect(acceptedLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(acceptedLanguage('de;q=0, en;q=0.1')).toBe('en');
  });

  it('names none when the header names none of ours', () => {
    expect(acceptedLanguage('fr, es;q=0.5')).toBeUndefined();
    expect(acceptedLanguage(undefined)).toBeUndefined();
    expect(asLanguage('DE-at')).toBe('de');
    expect(asLanguage('nl')).toBeUndefined();
  });
});
