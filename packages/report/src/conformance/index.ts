export { BARRIER_TEXTS, type BarrierDocument, barrierText } from './barrier-texts.js';
export {
  AUTOMATED_RESULTS,
  type AutomatedResult,
  assessConformance,
  type ClauseConformance,
  CONFORMANCE_STATUSES,
  type Conformance,
  type ConformanceInput,
  type ConformanceProgress,
  type ConformanceStatus,
  type CriterionConformance,
  type CriterionFindings,
  conformanceProgress,
  decidedBy,
  MANUAL_OUTCOMES,
  type ManualOutcome,
  type ManualResult,
  OVERALL_CONFORMANCE,
  type OverallConformance,
  overallConformance,
  type ScanEvidence,
} from './conformance.js';
export {
  AUTOMATED_RESULT_LABELS,
  CONFORMANCE_STATUS_LABELS,
  MANUAL_OUTCOME_LABELS,
  OVERALL_CONFORMANCE_LABELS,
} from './conformance-labels.js';
export {
  CONFORMANCE_TARGETS,
  type ConformanceTarget,
  clausesOfTarget,
  criteriaOfProfile,
  criteriaOfTarget,
} from './conformance-targets.js';
export { CRITERION_GUIDANCE, type FeaturedPage, guidanceOf, guidanceText, pagesToTest } from './guidance.js';
export type { CriterionGuidance, GuidanceText } from './guidance-types.js';
export { TEST_METHOD_LABELS, TEST_METHODS, type TestMethod } from './test-methods.js';
