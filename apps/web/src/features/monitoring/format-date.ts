/** A moment as people read it in the chosen language, e.g. "22.11.2026, 14:05". */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A day, e.g. "22.11.2026". */
export function formatDate(time: string | number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(time));
}

/** A short label for the chart's axis: the day ("22.11."), or the time of day ("14:05"). */
export function formatAxisDate(time: number, language: string, unit: 'day' | 'time'): string {
  const options: Intl.DateTimeFormatOptions =
    unit === 'day' ? { day: 'numeric', month: 'numeric' } : { hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(language, options).format(new Date(time));
}
