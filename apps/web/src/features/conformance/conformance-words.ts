import {
  AUTOMATED_RESULT_LABELS,
  type AutomatedResult,
  CONFORMANCE_STATUS_LABELS,
  type ConformanceStatus,
  EN301549_CHAPTER_TITLES,
  MANUAL_OUTCOME_LABELS,
  type ManualOutcome,
  OVERALL_CONFORMANCE_LABELS,
  type OverallConformance,
  SAMPLE_REASON_LABELS,
  type SampleReason,
} from '@klarsicht/report';
import { type Language, useLanguage } from '../../i18n/languages';

/** EN 301 549's chapter headings by number; a chapter the data does not know has none. */
const CHAPTER_TITLES: Readonly<Partial<Record<number, Readonly<Record<Language, string>>>>> =
  EN301549_CHAPTER_TITLES;

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
    /** The heading of an EN 301 549 chapter ("IKT mit Videofunktionen"); null for one it does not know. */
    chapter: (chapter: number) => CHAPTER_TITLES[chapter]?.[language] ?? null,
    /** Why a page is in the WCAG-EM sample ("Startseite", "Schritt eines Ablaufs"), as the server says it. */
    sampleReason: (reason: SampleReason) => SAMPLE_REASON_LABELS[reason][language],
  };
}
