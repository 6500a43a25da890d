import { guidanceOf } from '../conformance/guidance.js';
import type { CriterionGuidance, GuidanceText } from '../conformance/guidance-types.js';
import { LANGUAGES, type Language } from '../report-types.js';
import { GUIDANCE_CHAPTERS_5_6 } from './guidance-texts-5-6.js';
import { GUIDANCE_CHAPTERS_7_12 } from './guidance-texts-7-12.js';
import { APPLICABILITY_QUESTION_TEXTS } from './questions.js';
import type { En301549Clause } from './types.js';

/** The guided manual check of every clause that mirrors no WCAG criterion (OTHER_CLAUSES), by clause id. */
export const CLAUSE_GUIDANCE: Readonly<Record<string, CriterionGuidance>> = {
  ...GUIDANCE_CHAPTERS_5_6,
  ...GUIDANCE_CHAPTERS_7_12,
};

/** Puts a WCAG check, written for web pages, in front of the documents a chapter 10 clause is about. */
const IN_DOCUMENTS: Readonly<Record<Language, string>> = {
  de: 'In den Dokumenten, die die Website zum Herunterladen anbietet (etwa PDF-Dateien): ',
  en: 'In the documents the site offers for download (such as PDF files): ',
};

/**
 * A chapter 10 clause's check: its criterion's, about the documents. No page features, since a
 * document is not one of the scanned pages; and it does not apply exactly when the site offers no
 * documents, whatever the criterion's own reason would be on a web page.
 */
function forDocuments(guidance: CriterionGuidance): CriterionGuidance {
  const texts = {} as Record<Language, GuidanceText>;
  for (const language of LANGUAGES) {
    const text = guidance.texts[language];
    texts[language] = {
      ...text,
      look: IN_DOCUMENTS[language] + text.look,
      notApplicable: APPLICABILITY_QUESTION_TEXTS.documents[language].notApplicable,
    };
  }
  return { features: [], methods: guidance.methods, texts };
}

/**
 * The guided check of a clause: a chapter 9 clause has its WCAG criterion's check unchanged, a
 * chapter 10 clause the criterion's check adapted to documents, every other clause its own.
 */
export function clauseGuidance(clause: En301549Clause): CriterionGuidance | undefined {
  if (clause.wcag === undefined) return CLAUSE_GUIDANCE[clause.id];
  const guidance = guidanceOf(clause.wcag);
  if (guidance === undefined || clause.chapter !== 10) return guidance;
  return forDocuments(guidance);
}
