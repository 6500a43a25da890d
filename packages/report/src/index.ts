/**
 * @klarsicht/report — what a scan produces, defined once: the code lists (impacts, profiles, failure
 * codes, categories), the shapes of findings, pages and reports, and the standards data they cite
 * (WCAG success criteria, EN 301 549 clauses, BFSG references). The engine fills these shapes, the
 * API's schemas are built from the lists, the server stores them and the web app shows them.
 */

export * from './acr/index.js';
export { BFSG_REFERENCES, type BfsgReference, bfsgNote, bfsgNoteForCriteria } from './bfsg.js';
export * from './conformance/index.js';
export {
  ACCEPT_REASONS,
  type AcceptReason,
  acceptReasonWord,
  DECISION_STATUSES,
  type DecisionStatus,
  decisionStatusLabel,
  decisionStatusWord,
} from './decisions.js';
export { type DocumentPart, documentPartOf, documentPartSelector, pdfString } from './document-part.js';
export * from './en301549/index.js';
export { type FailureSummaryPart, failureSummaryParts, formatFailureSummary } from './failure-summary.js';
export { fill, fillPlural, type PluralText, placeholdersOf } from './fill.js';
export type { FixGuide, FixGuides } from './fix-guide.js';
export * from './flows.js';
export { escapeHtml, safeHref } from './html.js';
export { impactLabel, impactLabels, impactWord, impactWords } from './impact-words.js';
export { issueIdentity, selectorShape, stableToken, startTagShape, wordsOf } from './issue-identity.js';
export {
  notCheckedAcrossPages,
  notCheckedCheckName,
  notCheckedReasonText,
  notCheckedShortText,
  notCheckedText,
} from './not-checked.js';
export { PAGE_FEATURES, type PageFeature } from './page-features.js';
export * from './report-types.js';
export * from './scan-settings.js';
export { SIGN_IN_ANSWER_MAX_LENGTH, signInAnswerOf, withSignInAnswer } from './sign-in-answer.js';
export * from './statement/index.js';
export {
  compareCriterionIds,
  criterionTitle,
  findCriterion,
  PRINCIPLES,
  type Principle,
  principleOf,
  toCriterionRef,
  WCAG_CRITERIA,
  WCAG_CRITERIA_BY_ID,
  type WcagCriterion,
} from './wcag-criteria.js';
export * from './wcag-em/index.js';
