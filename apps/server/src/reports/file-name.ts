import { MESSAGES } from '@klarsicht/texts';
import type { Language } from '../platform/i18n/language.js';
import type { ScanRow } from '../scans/index.js';

export type ReportFormat = 'json' | 'csv' | 'pdf';

/**
 * `klarsicht-<word>-<host>-<yyyy-mm-dd>.<ext>`: the report's word in its language ("bericht",
 * "report"; none for the language-neutral JSON), the scanned host (ASCII; internationalised names in
 * their xn-- form) and the day the scan finished, in UTC. A German and an English download of one
 * scan get different names. Safe for a Content-Disposition header.
 */
export function reportFileName(
  scan: Pick<ScanRow, 'url' | 'site' | 'finishedAt' | 'createdAt'>,
  format: ReportFormat,
  language?: Language,
): string {
  let host: string;
  try {
    host = new URL(scan.url).hostname;
  } catch {
    host = scan.site;
  }
  const safeHost =
    host
      .toLowerCase()
      .replace(/[^a-z0-9.-]+/g, '-')
      .replace(/^[.-]+|[.-]+$/g, '') || 'site';
  const day = (scan.finishedAt ?? scan.createdAt).toISOString().slice(0, 10);
  const word = language ? `${MESSAGES[language].report.fileNameWord}-` : '';
  return `klarsicht-${word}${safeHost}-${day}.${format}`;
}
