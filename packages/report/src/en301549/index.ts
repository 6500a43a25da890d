export {
  clauseApplies,
  clauseOf,
  EN301549_CHAPTER_TITLES,
  EN301549_EDITIONS,
} from './editions.js';
export { CLAUSE_GUIDANCE, clauseGuidance } from './guidance.js';
export { APPLICABILITY_QUESTION_TEXTS, type ApplicabilityQuestionText } from './questions.js';
export {
  APPLICABILITY_QUESTIONS,
  type ApplicabilityAnswers,
  type ApplicabilityQuestion,
  EN301549_VERSIONS,
  type En301549Chapter,
  type En301549Clause,
  type En301549Edition,
  type En301549Version,
} from './types.js';
export { EN301549_V3_2_1 } from './v3-2-1.js';
export { EN301549_V4_1_1 } from './v4-1-1.js';
