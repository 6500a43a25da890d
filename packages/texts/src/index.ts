/**
 * @klarsicht/texts — what Klarsicht says to people outside the web app's UI, and the one message
 * format it is written in (`{name}` placeholders, filled by `fill` in the reader's notation). Light:
 * no scan engine, safe for the API, the CLI's remote mode and the browser.
 */
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
export { fill, fillPlural, type PluralText, placeholdersOf } from './fill.js';
export { type CheckMessage, fromAxeMessage, fromAxeTemplate, renderCheckMessage } from './message.js';
export {
  type MailMessages,
  MESSAGES,
  type Messages,
  type ReportMessages,
  type SignInMessages,
} from './server/messages.js';
