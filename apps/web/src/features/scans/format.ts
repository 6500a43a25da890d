import type { ScanView } from '@klarsicht/contracts';

/** The host (with a non-default port) of a scanned URL, as people name a site. */
export function siteOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * The pages of an ended scan that could not be checked: its progress then counts the pages analysed
 * (`pagesDone`) among all it stored (`pagesTotal`). A running scan's progress counts both alike.
 */
export function pagesNotChecked(scan: Pick<ScanView, 'status' | 'progress'>): number {
  if (scan.status !== 'succeeded' && scan.status !== 'failed') return 0;
  return Math.max(0, scan.progress.pagesTotal - scan.progress.pagesDone);
}
