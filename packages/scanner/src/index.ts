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
export { axeVersion } from './analyse/axe-script.js';
export { launchChromium, resolveChromiumPath } from './browser/chromium.js';
export {
  CRAWL_PATTERN_PROBLEM_TEXTS,
  crawlPatternProblem,
  MAX_CRAWL_PATTERN_LENGTH,
  MAX_CRAWL_PATTERNS,
  resolveCrawlScope,
} from './discovery/crawl-scope.js';
export { blockedPortOf, normalizeUrl, parseStartUrl, sameSite } from './discovery/normalize-url.js';
export { isForbiddenAddress } from './net/address-policy.js';
export { failureReason } from './report/failure-reasons.js';
export * from './report/scan-error.js';
export { countPage, foldAliases, summarise } from './report/summarise.js';
export * from './report/types.js';
export { ScanAbortedError } from './scan/run-scan.js';
export {
  DEFAULT_MAX_PAGES,
  DEFAULT_PAGE_TIMEOUT_MS,
  DEFAULT_PROFILE,
  DEFAULT_TOTAL_TIMEOUT_MS,
  defaultConcurrency,
} from './scan/scan-options.js';
export { createScanner, type Scanner, type ScannerOptions, scanPages, scanSite } from './scan/scanner.js';
export { REDACTED, redactSecrets } from './sign-in/redact-secrets.js';
export { SIGN_IN_KINDS, secretsOf } from './sign-in/sign-in-types.js';
export { type SignInProblem, type SignInProblemCode, signInProblems } from './sign-in/validate-sign-in.js';
export {
  SIGN_IN_PROBLEM_TEXTS,
  type SignInProblemTexts,
  signInProblemSentences,
  signInProblemText,
} from './texts/sign-in-problem-texts.js';
export { ENGINE_VERSION } from './version.js';
