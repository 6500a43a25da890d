import type { Language } from '../i18n/languages';

/** When the next free check is possible, in words for the rate-limit message. */
export interface NextCheckTime {
  /** The clock time, e.g. "14:32" (German) or "2:32 PM" (an American browser). */
  time: string;
  /** The date, only when it is not today, e.g. "24.11.2026". */
  date: string | null;
  /** How long until then, e.g. "in 48 Minuten" / "in 48 minutes". */
  relative: string;
}

/**
 * The user's own clock format: the browser's locale when it speaks the interface language (an
 * American sees "2:32 PM", a Briton "14:32"), else that language's usual one.
 */
export function timeLocale(language: Language, browserLocales: readonly string[]): string {
  const own = browserLocales.find((locale) => locale.toLowerCase().split('-')[0] === language);
  return own ?? (language === 'de' ? 'de-DE' : 'en-GB');
}

const MINUTE = 60_000;

/** `retryAfterSeconds` from the server's Retry-After, read at `now`. */
export function nextCheckTime(
  retryAfterSeconds: number,
  now: Date,
  language: Language,
  browserLocales: readonly string[] = [],
): NextCheckTime {
  const locale = timeLocale(language, browserLocales);
  const at = new Date(now.getTime() + retryAfterSeconds * 1000);
  const sameDay = at.toDateString() === now.toDateString();
  // Never "in 0 minutes": a wait of a few seconds is still "in 1 minute".
  const minutes = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / MINUTE));
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  return {
    time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at),
    date: sameDay ? null : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at),
    relative:
      minutes < 120 ? relative.format(minutes, 'minute') : relative.format(Math.round(minutes / 60), 'hour'),
  };
}
