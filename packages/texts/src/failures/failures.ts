import type { FailureCode, Language } from '@klarsicht/report';
import { fill } from '@klarsicht/report';
import { de } from './de.js';
import { en } from './en.js';
import type { FailureTexts } from './types.js';

/**
 * Why a scan or a page was not checked, by failure code: the one list the CLI, the reports, the
 * mails and the web app word it from. The failure's own `message` (the browser's error name, e.g.
 * ERR_CONNECTION_REFUSED) is the English detail beneath it.
 */
export const FAILURE_TEXTS: Record<Language, FailureTexts> = { de, en };

/** A failure as the texts need it: its code and, where it has one, the HTTP status behind it. */
export interface FailureFacts {
  code: FailureCode;
  status?: number | undefined;
}

/** The cause in a sentence, naming the HTTP status where it tells more than the code. */
export function failureReason(failure: FailureFacts, language: Language): string {
  const texts = FAILURE_TEXTS[language];
  const { code, status } = failure;
  if (code === 'http_error' && status !== undefined && status >= 400) {
    return fill(texts.withStatus.httpError, { status }, language);
  }
  if (code === 'robots_unavailable' && status !== undefined) {
    return fill(texts.withStatus.robotsUnavailable, { status }, language);
  }
  const reason = texts.codes[code].reason;
  if (code === 'sign_in_failed' && status !== undefined) {
    return `${reason} ${fill(texts.withStatus.signInStatus, { status }, language)}`;
  }
  return reason;
}

/** The cause in a few words, for a list of pages; an HTTP error by its status. */
export function failureShort(failure: FailureFacts, language: Language): string {
  const texts = FAILURE_TEXTS[language];
  if (failure.code === 'http_error' && failure.status !== undefined) {
    return fill(texts.httpStatusShort, { status: failure.status }, language);
  }
  return texts.codes[failure.code].short;
}

/** What the reader can do about it. */
export function failureHint(code: FailureCode, language: Language): string {
  return FAILURE_TEXTS[language].codes[code].hint;
}

/** The site's own words on a failed sign-in, quoted. */
export function signInAnswerText(answer: string, language: Language): string {
  return fill(FAILURE_TEXTS[language].signInAnswer, { answer }, language);
}
