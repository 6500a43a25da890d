import { describe, expect, it } from 'vitest';
import { impactLabel, impactLabels, impactWord, impactWords } from './impact-words.js';
import { IMPACTS, LANGUAGES } from './report-types.js';

describe('impact words', () => {
  it('names every impact, and findings without one, in both languages', () => {
    expect(impactWords('de')).toEqual({
      critical: 'kritisch',
      serious: 'schwerwiegend',
      moderate: 'mittel',
      minor: 'gering',
    });
    expect(impactLabel(null, 'de')).toBe('Ohne Einstufung');
    expect(impactWord(null, 'en')).toBe('unrated');
    for (const language of LANGUAGES) {
      const words = new Set(IMPACTS.map((impact) => impactWord(impact, language)));
      expect(words.size).toBe(IMPACTS.length);
    }
  });

  it('writes a label with a capital and running text without', () => {
    expect(impactLabels('en')).toEqual({
      critical: 'Critical',
      serious: 'Serious',
      moderate: 'Moderate',
      minor: 'Minor',
    });
    expect(impactLabel('serious', 'de')).toBe('Schwerwiegend');
    expect(impactWord('serious', 'de')).toBe('schwerwiegend');
  });
});
