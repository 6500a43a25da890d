import type { ScanRow } from '../db/scans-repo.js';

export type ReportFormat = 'json' | 'csv' | 'pdf';

/**
 * `klarsicht-<host>-<yyyy-mm-dd>.<ext>`: the scanned host (ASCII; internationalised names in
 * their xn-- form) and the day the scan finished, in UTC. Safe for a Content-Disposition header.
 */
export function reportFileName(
  scan: Pick<ScanRow, 'url' | 'site' | 'finishedAt' | 'createdAt'>,
  format: ReportFormat,
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
  return `klarsicht-${safeHost}-${day}.${format}`;
}
