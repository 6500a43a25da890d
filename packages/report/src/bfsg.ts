import type { Language } from './report-types.js';
import type { WcagCriterion } from './wcag-criteria.js';

/*
 * Where the BFSG (Barrierefreiheitsstärkungsgesetz, Germany's transposition of the European
 * Accessibility Act, Directive (EU) 2019/882) asks for what a finding tests. A finding stores the
 * English note; readers get it rendered in their language from the finding's criteria or rule.
 *
 * The chain for web content:
 * - BFSG § 3 Abs. 1 defines "barrierefrei"; BFSG § 3 Abs. 2 empowers the BFSGV (Verordnung zum
 *   Barrierefreiheitsstärkungsgesetz) to set the requirements.
 * - BFSGV § 12 (general requirements for services) Nr. 3 requires websites and mobile services to be
 *   perceivable, operable, understandable and robust "in a consistent and adequate way"
 *   (EAA Annex I Section IV (c)). BFSGV § 19 adds e-commerce specifics (payment, authentication).
 * - EN 301 549 V3.2.1 clause 9 turns those four principles into the WCAG 2.1 A/AA criteria. Note on
 *   BFSG § 4 (presumption of conformity): it needs a harmonised standard cited in the Official
 *   Journal under the EAA. V3.2.1 is cited under the Web Accessibility Directive (EU) 2016/2102
 *   (Implementing Decision (EU) 2021/1339), not yet under the EAA; its EAA revision is in progress
 *   (standardisation request M/587). So the notes cite V3.2.1 as the reference that market
 *   surveillance and the Bundesfachstelle use in practice, and claim no presumption.
 * - Criteria new in WCAG 2.2 and AAA criteria are not in V3.2.1 clause 9, so they get no BFSG note.
 */

/**
 * BFSG/BFSGV references, kept in one place so a change in the law is one edit: in German legal
 * citation form, and in English as English texts cite German statutes.
 */
export const BFSG_REFERENCES = {
  /** Web content: WCAG 2.1 A/AA through EN 301 549 V3.2.1 clause 9. */
  webContent: {
    de: '§ 3 Abs. 1 BFSG i. V. m. § 12 Nr. 3 BFSGV',
    en: 'Section 3(1) BFSG in conjunction with Section 12 No. 3 BFSGV',
  },
  /** The "accessibility statement": information on how the service meets the requirements. */
  accessibilityInformation: {
    de: '§ 14 BFSG i. V. m. Anlage 3 zum BFSG (Art. 13 Abs. 2 und Anhang V der Richtlinie (EU) 2019/882)',
    en: 'Section 14 BFSG in conjunction with Annex 3 BFSG (Directive (EU) 2019/882, Article 13(2) and Annex V)',
  },
  /** Support services (help desks, call centres), where the service offers them. */
  supportServices: {
    de: '§ 3 Abs. 1 BFSG i. V. m. § 12 BFSGV (Unterstützungsdienste; Anhang I Abschnitt IV Buchst. d der Richtlinie (EU) 2019/882)',
    en: 'Section 3(1) BFSG in conjunction with Section 12 BFSGV (support services; Directive (EU) 2019/882, Annex I Section IV(d))',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type BfsgReference = keyof typeof BFSG_REFERENCES;

const EN_301_549 = 'EN 301 549 V3.2.1';
const CLAUSE_WORDS: Record<Language, { one: string; many: string }> = {
  de: { one: 'Abschnitt', many: 'Abschnitte' },
  en: { one: 'clause', many: 'clauses' },
};

function withClauses(reference: string, clauses: readonly string[], language: Language): string {
  if (clauses.length === 0) return reference;
  const words = CLAUSE_WORDS[language];
  return `${reference}; ${EN_301_549} ${clauses.length === 1 ? words.one : words.many} ${clauses.join(', ')}`;
}

/**
 * The BFSG note for a finding tied to these WCAG criteria, or undefined when none of them is a
 * WCAG 2.0/2.1 A/AA criterion (best-practice rules, WCAG 2.2-only and AAA criteria).
 */
export function bfsgNoteForCriteria(
  criteria: readonly WcagCriterion[],
  language: Language = 'en',
): string | undefined {
  const clauses = [...new Set(criteria.flatMap((criterion) => criterion.en301549 ?? []))];
  if (clauses.length === 0) return undefined;
  return withClauses(BFSG_REFERENCES.webContent[language], clauses, language);
}

/** A note for our own checks, which cite a BFSG reference and, where one fits, EN 301 549 clauses. */
export function bfsgNote(
  reference: BfsgReference,
  en301549Clauses: readonly string[] = [],
  language: Language = 'en',
): string {
  return withClauses(BFSG_REFERENCES[reference][language], en301549Clauses, language);
}
