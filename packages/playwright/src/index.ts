/**
 * @klarsicht/playwright — accessibility checks inside a Playwright test: the page as the test has
 * brought it (signed in, a dialog open, a step of a checkout), checked with Klarsicht's engine and
 * profiles, where a crawl of the site never gets.
 */
export type { Finding, Impact, Language, PageReport, ProfileId } from '@klarsicht/scanner';
export {
  AccessibilityError,
  type AccessibilityOptions,
  type AccessibilityResult,
  checkAccessibility,
  expectAccessible,
} from './check-accessibility.js';
export { SendToError, type SendToOptions, type SentResult, sendTo } from './send-to.js';
