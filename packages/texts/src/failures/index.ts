/**
 * @klarsicht/texts/failures — why a scan or a page was not checked, in German and English. Light
 * enough for the web app's bundle: no other texts come with it.
 */
export {
  FAILURE_TEXTS,
  type FailureFacts,
  failureHint,
  failureReason,
  failureShort,
  signInAnswerText,
} from './failures.js';
export type { FailureTexts, FailureWords } from './types.js';
