import {
  AUTOMATED_RESULT_LABELS,
  type AutomatedResult,
  CONFORMANCE_STATUS_LABELS,
  type ConformanceStatus,
  MANUAL_OUTCOME_LABELS,
  type ManualOutcome,
  OVERALL_CONFORMANCE_LABELS,
  type OverallConformance,
} from '@klarsicht/report';
import { useLanguage } from '../../i18n/languages';

/**
 * The words for conformance in the interface language. They come from @klarsicht/report, which the
 * PDF report and the accessibility statement read too, so all three say the same.
 */
export function useConformanceWords() {
  const language = useLanguage();
  return {
    status: (status: ConformanceStatus) => CONFORMANCE_STATUS_LABELS[status][language],
    automated: (result: AutomatedResult) => AUTOMATED_RESULT_LABELS[result][language],
    outcome: (outcome: ManualOutcome) => MANUAL_OUTCOME_LABELS[outcome][language],
    overall: (overall: OverallConformance) => OVERALL_CONFORMANCE_LABELS[overall][language],
  };
}
