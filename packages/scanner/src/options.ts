/**
 * @klarsicht/scanner/options — what a scan may be asked, checked without the engine: start
 * addresses, the crawl scope, a site's sign-in, the defaults, and the errors that refuse a request.
 * The API reads these; loading them loads no browser, no axe and no crawler.
 */
export {
  CRAWL_PATTERN_PROBLEM_TEXTS,
  crawlPatternProblem,
  MAX_CRAWL_PATTERN_LENGTH,
  MAX_CRAWL_PATTERNS,
  resolveCrawlScope,
} from './discovery/crawl-scope.js';
export { blockedPortOf, normalizeUrl, parseStartUrl, sameSite } from './discovery/normalize-url.js';
// The network guard, for whatever else the service sends to an address a customer gave (webhooks).
export { assertPublicHost, isForbiddenAddress } from './net/address-policy.js';
export { pinnedLookup } from './net/pinned-lookup.js';
export * from './report/scan-error.js';
export { SIGN_IN_KINDS, secretsOf } from './report/sign-in-types.js';
export {
  DEFAULT_MAX_PAGES,
  DEFAULT_PAGE_TIMEOUT_MS,
  DEFAULT_PROFILE,
  DEFAULT_TOTAL_TIMEOUT_MS,
  defaultConcurrency,
} from './scan/scan-options.js';
export { REDACTED, redactSecrets } from './sign-in/redact-secrets.js';
export { type SignInProblem, type SignInProblemCode, signInProblems } from './sign-in/validate-sign-in.js';
export {
  SIGN_IN_PROBLEM_TEXTS,
  type SignInProblemTexts,
  signInProblemSentences,
  signInProblemText,
} from './texts/sign-in-problem-texts.js';
