import { i18n } from '../i18n/i18n';

/**
 * Dates and times as people read them in the interface language ("22.11.2026, 14:05" /
 * "Nov 22, 2026, 2:05 PM"): the one place the app formats them. `language` defaults to the
 * interface's current one; a value that is no date is shown as it came.
 */

type DateInput = string | number | Date;

function format(value: DateInput, language: string | undefined, options: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(language ?? i18n.resolvedLanguage ?? i18n.language, options).format(date);
}

/** A moment: date and time. */
export function formatDateTime(value: DateInput, language?: string): string {
  return format(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A day: "22.11.2026", or with `long` "22. November 2026". */
export function formatDate(value: DateInput, language?: string, style: 'medium' | 'long' = 'medium'): string {
  return format(value, language, { dateStyle: style });
}

/** A chart axis label: the day ("22.11."), or the time of day ("14:05"). */
export function formatAxisDate(value: DateInput, language: string, unit: 'day' | 'time'): string {
  return format(
    value,
    language,
    unit === 'day' ? { day: 'numeric', month: 'numeric' } : { hour: '2-digit', minute: '2-digit' },
  );
}
