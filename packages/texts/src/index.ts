/**
 * @klarsicht/texts — what Klarsicht says to people outside the web app's UI, and the one message
 * format it is written in (`{name}` placeholders, filled by `fill` in the reader's notation). Light:
 * no scan engine, safe for the API, the CLI's remote mode and the browser.
 */

// The format lives beneath every text, in @klarsicht/report, so the standards texts use it too.
export { fill, fillPlural, type PluralText, placeholdersOf } from '@klarsicht/report';
export {
  FAILURE_TEXTS,
  type FailureFacts,
  type FailureTexts,
  type FailureWords,
  failureHint,
  failureReason,
  failureShort,
  signInAnswerText,
} from './failures/index.js';
export {
  FLOW_TEXTS,
  type FlowTexts,
  flowFailureText,
  flowStateText,
  pageStateText,
  recordingProblemText,
} from './flows/index.js';
export { type CheckMessage, fromAxeMessage, fromAxeTemplate, renderCheckMessage } from './message.js';
export {
  type MailMessages,
  MESSAGES,
  type Messages,
  type ReportMessages,
  type SignInMessages,
} from './server/messages.js';
