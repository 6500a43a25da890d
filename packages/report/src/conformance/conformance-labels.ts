import type { Language } from '../report-types.js';
import type { AutomatedResult, ConformanceStatus, ManualOutcome, OverallConformance } from './conformance.js';

/*
 * The words for conformance, once, for every place that shows them: the web app, the PDF report and
 * the accessibility statement must say the same thing. German as in the BITV-Test and the German
 * translation of WCAG ("erfüllt"); English in WCAG's own terms.
 */

export const CONFORMANCE_STATUS_LABELS: Readonly<Record<ConformanceStatus, Record<Language, string>>> = {
  conforms: { de: 'Erfüllt', en: 'Conforms' },
  'does-not-conform': { de: 'Nicht erfüllt', en: 'Does not conform' },
  'not-applicable': { de: 'Nicht anwendbar', en: 'Not applicable' },
  'not-tested': { de: 'Noch nicht geprüft', en: 'Not yet tested' },
};

export const AUTOMATED_RESULT_LABELS: Readonly<Record<AutomatedResult, Record<Language, string>>> = {
  violations: { de: 'Verstöße gefunden', en: 'Violations found' },
  'none-found': { de: 'Keine Verstöße gefunden', en: 'None found' },
  'not-automatable': { de: 'Nicht automatisch prüfbar', en: 'Not automatable' },
  'not-scanned': { de: 'Noch nicht gescannt', en: 'Not scanned yet' },
};

export const MANUAL_OUTCOME_LABELS: Readonly<Record<ManualOutcome, Record<Language, string>>> = {
  passed: { de: 'Bestanden', en: 'Passed' },
  failed: { de: 'Nicht bestanden', en: 'Failed' },
  'not-applicable': { de: 'Nicht anwendbar', en: 'Not applicable' },
};

export const OVERALL_CONFORMANCE_LABELS: Readonly<Record<OverallConformance, Record<Language, string>>> = {
  full: { de: 'Vollständig konform', en: 'Fully conformant' },
  partial: { de: 'Teilweise konform', en: 'Partially conformant' },
  none: { de: 'Nicht konform', en: 'Not conformant' },
  'not-evaluated': { de: 'Noch nicht vollständig bewertet', en: 'Not yet fully evaluated' },
};
