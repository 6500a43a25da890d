import type { Language } from './report-types.js';

/**
 * What a team decided about an issue (decision 029): the code lists and their words, German and
 * English, for every page, report, mail and statement that names them. The API's schemas are built
 * from the lists (@klarsicht/contracts).
 */

export const DECISION_STATUSES = [
  'open',
  'in_progress',
  'fixed',
  'verified',
  'reopened',
  'false_positive',
  'accepted',
] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/**
 * Why an issue is accepted: content of a third party the site does not control, a disproportionate
 * burden (§ 17 BFSG, with the date of the assessment), or a fix planned for a date.
 */
export const ACCEPT_REASONS = ['third_party', 'disproportionate_burden', 'planned'] as const;
export type AcceptReason = (typeof ACCEPT_REASONS)[number];

const STATUS_WORDS: Readonly<Record<DecisionStatus, Readonly<Record<Language, string>>>> = {
  open: { de: 'offen', en: 'open' },
  in_progress: { de: 'in Arbeit', en: 'in progress' },
  fixed: { de: 'behoben, wartet auf Bestätigung', en: 'fixed, awaiting verification' },
  verified: { de: 'bestätigt', en: 'verified' },
  reopened: { de: 'wieder aufgetreten', en: 'reopened' },
  false_positive: { de: 'kein Fehler', en: 'false alarm' },
  accepted: { de: 'nicht behebbar / akzeptiert', en: 'cannot be fixed / accepted' },
};

const REASON_WORDS: Readonly<Record<AcceptReason, Readonly<Record<Language, string>>>> = {
  third_party: { de: 'Inhalte Dritter', en: 'third-party content' },
  disproportionate_burden: {
    de: 'unverhältnismäßige Belastung (§ 17 BFSG)',
    en: 'disproportionate burden (section 17 BFSG)',
  },
  planned: { de: 'Behebung geplant', en: 'fix planned' },
};

/** A status as running text says it ("in Arbeit", "fixed, awaiting verification"). */
export function decisionStatusWord(status: DecisionStatus, language: Language): string {
  return STATUS_WORDS[status][language];
}

/** A status as a label on its own says it: a badge, a table's cell ("In Arbeit", "Verified"). */
export function decisionStatusLabel(status: DecisionStatus, language: Language): string {
  const word = decisionStatusWord(status, language);
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

/** Why an issue is accepted, as running text says it. */
export function acceptReasonWord(reason: AcceptReason, language: Language): string {
  return REASON_WORDS[reason][language];
}
