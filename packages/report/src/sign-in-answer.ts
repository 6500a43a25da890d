/**
 * What a site's sign-in page answered when a scan's sign-in failed (its error or alert text, as the
 * site wrote it), carried at the end of the failure's English message so that it reaches every
 * reader of the message (CLI, logs, the stored scan) without a field of its own; the service reads
 * it back for the result page with `signInAnswerOf`. This module alone writes and reads that form.
 */

const MARK = ' The sign-in page said: “';
const END = '”';

/** At most this many characters of the page's text: a message, not the page. */
export const SIGN_IN_ANSWER_MAX_LENGTH = 300;

/** `message` with the page's answer appended; unchanged when the page said nothing we could read. */
export function withSignInAnswer(message: string, answer: string | undefined): string {
  const text = answer?.replace(/\s+/g, ' ').trim() ?? '';
  if (text === '') return message;
  const cut =
    text.length > SIGN_IN_ANSWER_MAX_LENGTH ? `${text.slice(0, SIGN_IN_ANSWER_MAX_LENGTH - 1)}…` : text;
  return `${message}${MARK}${cut}${END}`;
}

/** The answer `withSignInAnswer` appended to `message`, if any. */
export function signInAnswerOf(message: string): string | undefined {
  const start = message.lastIndexOf(MARK);
  if (start === -1 || !message.endsWith(END)) return undefined;
  const answer = message.slice(start + MARK.length, -END.length).trim();
  return answer === '' ? undefined : answer;
}
