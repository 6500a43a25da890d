import { i18n } from '../../i18n/i18n';

/** Date and time in the interface language (de-DE / en-US style). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** The host (with a non-default port) of a scanned URL, as people name a site. */
export function siteOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
