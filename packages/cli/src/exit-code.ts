import { IMPACTS } from '@klarsicht/report';
import type { Impact, PageReport, ScanReport } from '@klarsicht/scanner';

export const EXIT_OK = 0;
export const EXIT_VIOLATIONS = 1;
/** The scan could not run (or nothing could be scanned), or the command line was wrong. */
export const EXIT_FAILED = 2;
/** 128 + SIGINT, as shells report it. */
export const EXIT_INTERRUPTED = 130;
/** 128 + SIGTERM. */
export const EXIT_TERMINATED = 143;

/** Violations without an impact count as the lowest one. */
export function effectiveImpact(impact: Impact | null): Impact {
  return impact ?? 'minor';
}

/** True when `impact` is `threshold` or more severe. */
export function isAtLeast(impact: Impact | null, threshold: Impact): boolean {
  return IMPACTS.indexOf(effectiveImpact(impact)) <= IMPACTS.indexOf(threshold);
}

/** True when the scan as a whole failed, or no page could be scanned at all. */
export function scanFailed(report: ScanReport): boolean {
  // From the summary, not the pages: a report streamed out page by page keeps none of them.
  return report.failure !== undefined || report.summary.pagesScanned === 0;
}

/** True when the page has a violation at or above `failOn`. */
export function failsOn(page: PageReport, failOn: Impact): boolean {
  return page.violations.some((finding) => isAtLeast(finding.impact, failOn));
}

/**
 * 2 when the scan failed, else 1 when some page has a violation at or above `failOn`, else 0.
 * Pages that failed while others succeeded do not change the code; the report lists them.
 * `failing`: whether some page fails on `failOn`, for reports whose pages went out as they finished.
 */
export function exitCodeFor(
  report: ScanReport,
  failOn: Impact,
  failing = report.pages.some((page) => failsOn(page, failOn)),
): number {
  if (scanFailed(report)) return EXIT_FAILED;
  return failing ? EXIT_VIOLATIONS : EXIT_OK;
}
