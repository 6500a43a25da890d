import type { PageReport, ScanReport } from '@klarsicht/scanner';
import type { BaselineSection } from '../baseline/baseline.js';

/**
 * Element screenshots are binary (or, from the service, links into it) and never printed. The
 * screenshot of the page where a recorded flow stopped (`flow.failedAt.screenshot`, a JPEG as a data
 * URL) is large: only the JSON report, the whole of everything, keeps it.
 */
const withoutScreenshots = (key: string, value: unknown) => (key === 'screenshot' ? undefined : value);

/** `withoutScreenshots`, but keeping the one of `failedAt` (the replacer's `this` is the object holding the key). */
function withoutScreenshotsBut(failedAt: object | undefined) {
  return function (this: unknown, key: string, value: unknown): unknown {
    return key === 'screenshot' && (failedAt === undefined || this !== failedAt) ? undefined : value;
  };
}
const PAGES_PLACEHOLDER = '\u0000klarsicht-pages\u0000';
const PAGE_INDENT = '    ';

/**
 * The report as it is (the engine's type is the JSON contract; with --baseline, its `baseline`
 * section last), pretty-printed exactly as
 * `JSON.stringify(report, …, 2)` would, but in pieces: one per page, so the whole text of a large
 * report never exists at once next to the report it was made from.
 */
export function* jsonReportChunks(report: ScanReport & { baseline?: BaselineSection }): Generator<string> {
  const frame = JSON.stringify(
    { ...report, pages: PAGES_PLACEHOLDER },
    withoutScreenshotsBut(report.flow?.failedAt),
    2,
  );
  const [head = '', tail = ''] = frame.split(JSON.stringify(PAGES_PLACEHOLDER));
  if (report.pages.length === 0) {
    yield `${head}[]${tail}\n`;
    return;
  }
  yield `${head}[\n`;
  for (const [index, page] of report.pages.entries()) {
    const separator = index < report.pages.length - 1 ? ',' : '';
    yield `${PAGE_INDENT}${indentedPage(page)}${separator}\n`;
  }
  yield `  ]${tail}\n`;
}

// JSON text has no raw line breaks inside strings, so every line break is between values.
function indentedPage(page: PageReport): string {
  return JSON.stringify(page, withoutScreenshots, 2).replaceAll('\n', `\n${PAGE_INDENT}`);
}

/** One line of the NDJSON output: a page as it finished. */
export function ndjsonPageLine(page: PageReport): string {
  return `${JSON.stringify({ type: 'page', ...page }, withoutScreenshots)}\n`;
}

/** The NDJSON output's last line: the report without its pages. */
export function ndjsonSummaryLine(report: ScanReport & { baseline?: BaselineSection }): string {
  const { pages: _pages, ...rest } = report;
  return `${JSON.stringify({ type: 'summary', ...rest }, withoutScreenshots)}\n`;
}
