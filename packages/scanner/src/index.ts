/** @klarsicht/scanner — the scan engine. A URL and options in, a typed report out (see @klarsicht/report). */

export { findCriterion, WCAG_CRITERIA, type WcagCriterion } from '@klarsicht/report';
export {
  actRulesOf,
  axeRunOptions,
  bfsgText,
  FIX_GUIDES,
  failureSummaryText,
  fixGuide,
  PROFILES,
  profileRules,
  type RuleTitles,
  ruleTexts,
  type ScanProfile,
  translateFinding,
  translatePage,
} from '@klarsicht/rules';
export * from './browser.js';
export {
  CHECK_STEP_NAME,
  MAX_RECORDING_STEPS,
  parseRecording,
  parseRecordingJson,
  type Recording,
  type RecordingProblem,
  stepLabel,
} from './flows/recording.js';
export { isForbiddenAddress } from './net/address-policy.js';
export * from './options.js';
export * from './report/types.js';
export * from './results.js';
export { checkOpenPage, type OpenPageCheckOptions } from './scan/check-open-page.js';
export { ScanAbortedError } from './scan/run-scan.js';
export { createScanner, type Scanner, type ScannerOptions, scanPages, scanSite } from './scan/scanner.js';
