import type { Impact, Language } from './report-types.js';

// How grave a finding is, in words, German and English: every report, mail, page and CLI output
// names impacts with these. `unrated`: findings without an impact (our own checks' doubts, passes).
const IMPACT_WORDS: Readonly<Record<Impact | 'unrated', Readonly<Record<Language, string>>>> = {
  critical: { de: 'kritisch', en: 'critical' },
  serious: { de: 'schwerwiegend', en: 'serious' },
  moderate: { de: 'mittel', en: 'moderate' },
  minor: { de: 'gering', en: 'minor' },
  unrated: { de: 'ohne Einstufung', en: 'unrated' },
};

/** The impact as running text says it ("2 schwerwiegend", "impact: serious"). */
export function impactWord(impact: Impact | null, language: Language): string {
  return IMPACT_WORDS[impact ?? 'unrated'][language];
}

/** The impact as a label on its own says it: a badge, a table's cell ("Schwerwiegend", "Serious"). */
export function impactLabel(impact: Impact | null, language: Language): string {
  const word = impactWord(impact, language);
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

/** Every impact's label, for texts kept per code list (a language's message catalogue). */
export function impactLabels(language: Language): Record<Impact, string> {
  return {
    critical: impactLabel('critical', language),
    serious: impactLabel('serious', language),
    moderate: impactLabel('moderate', language),
    minor: impactLabel('minor', language),
  };
}

/** Every impact's word, for texts kept per code list. */
export function impactWords(language: Language): Record<Impact, string> {
  return {
    critical: impactWord('critical', language),
    serious: impactWord('serious', language),
    moderate: impactWord('moderate', language),
    minor: impactWord('minor', language),
  };
}
