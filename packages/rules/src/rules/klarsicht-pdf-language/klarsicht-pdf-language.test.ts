import { describe, expect, it } from 'vitest';
import { outcomesOf } from '../../../test-support/pdf-facts.js';
import { evaluate, isValidLanguageTag } from './evaluate.js';

describe('klarsicht-pdf-language', () => {
  it('language: fails without /Lang or with a tag that names no language', () => {
    expect(outcomesOf(evaluate, {})).toEqual(['passed:pdf-language']);
    expect(outcomesOf(evaluate, { language: undefined })).toEqual(['failed:pdf-language-missing']);
    expect(outcomesOf(evaluate, { language: 'Deutsch' })).toEqual(['failed:pdf-language-invalid']);
    for (const tag of ['de', 'de-DE', 'en-GB', 'gsw-CH', 'sr-Latn-RS'])
      expect(isValidLanguageTag(tag), tag).toBe(true);
    for (const tag of ['de_DE', 'xx', 'german', '', 'de-']) expect(isValidLanguageTag(tag), tag).toBe(false);
  });
});
