import type { FailureCode } from '@klarsicht/report';

/** What one failure code says: the cause in a sentence, in a few words, and what to do about it. */
export interface FailureWords {
  /** One sentence (or two) that names the real cause: the scan's or a page's headline reason. */
  reason: string;
  /** A few words, lower-case where the language allows, for lists of pages ("… (nicht geprüft: …)"). */
  short: string;
  /** What the reader can do about it. */
  hint: string;
}

export interface FailureTexts {
  codes: Record<FailureCode, FailureWords>;
  /** Reasons that name the HTTP status they depend on (`{status}`), used in place of the plain one. */
  withStatus: {
    /** A page answered with an HTTP error (400 and above). */
    httpError: string;
    /** The robots.txt request ended in a server error. */
    robotsUnavailable: string;
    /** Added to the sign-in reason: what the sign-in page answered. */
    signInStatus: string;
  };
  /** The short form of an HTTP error page. */
  httpStatusShort: string;
  /** The site's own words on a failed sign-in (`{answer}`). */
  signInAnswer: string;
}
