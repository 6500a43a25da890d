import type { ScanReport } from '@klarsicht/scanner';
import { describe, expect, it } from 'vitest';
import {
  allPagesFailedReport,
  finding,
  flowReport,
  page,
  report,
  sampleReport,
  scanFailureReport,
} from '../../test-support/sample-report.js';
import { jsonReportChunks, ndjsonPageLine, ndjsonSummaryLine } from './json.js';

const printed = (scan: ScanReport) => [...jsonReportChunks(scan)].join('');
/** What the CLI printed before the report was written page by page. */
const wholeAtOnce = (scan: ScanReport) =>
  `${JSON.stringify(scan, (key, value) => (key === 'screenshot' ? undefined : value), 2)}\n`;

describe('the JSON report, written page by page', () => {
  it('is byte for byte what JSON.stringify of the whole report gives', () => {
    for (const scan of [sampleReport(), allPagesFailedReport(), scanFailureReport(), report([])]) {
      expect(printed(scan)).toBe(wholeAtOnce(scan));
    }
  });

  it('comes in one piece per page, besides the opening and the end', () => {
    const scan = sampleReport();
    expect([...jsonReportChunks(scan)]).toHaveLength(scan.pages.length + 2);
  });

  it('prints the nodes without their screenshots', () => {
    const data = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    const withShot = report([
      page({
        url: 'https://example.test/',
        violations: [
          finding({
            id: 'image-alt',
            nodes: [{ selector: 'img', html: '<img>', screenshot: { mime: 'image/jpeg', data } }],
          }),
        ],
      }),
    ]);
    const text = printed(withShot);
    expect(text).not.toContain('screenshot');
    expect(JSON.parse(text).pages[0].violations[0].nodes).toEqual([{ selector: 'img', html: '<img>' }]);
    expect(ndjsonPageLine(withShot.pages[0]!)).not.toContain('screenshot');
  });
});

describe('NDJSON lines', () => {
  it('are one line each: a page as it is, and the report without its pages', () => {
    const scan = sampleReport();
    const pageLine = ndjsonPageLine(scan.pages[1]!);
    expect(pageLine.endsWith('\n')).toBe(true);
    expect(pageLine.trimEnd()).not.toContain('\n');
    expect(JSON.parse(pageLine)).toEqual({ type: 'page', ...scan.pages[1] });

    const { pages: _pages, ...rest } = scan;
    expect(JSON.parse(ndjsonSummaryLine(scan))).toEqual({ type: 'summary', ...rest });
    expect(ndjsonSummaryLine(scan)).not.toContain('"pages"');
  });
});

describe('a recorded flow in JSON and NDJSON', () => {
  it('keeps the states of the pages, and the screenshot where it stopped in the JSON report only', () => {
    const scan = flowReport();
    const screenshot = scan.flow?.failedAt?.screenshot;
    expect(screenshot).toMatch(/^data:image\/jpeg;base64,/);
    const printed = JSON.parse([...jsonReportChunks(scan)].join('')) as typeof scan;
    expect(printed).toEqual(scan);
    expect(printed.pages.map((each) => each.state?.trigger)).toEqual([
      'navigation',
      'check',
      'error-message',
    ]);

    const summary = JSON.parse(ndjsonSummaryLine(scan)) as typeof scan;
    expect(summary.flow).toEqual({
      ...scan.flow,
      failedAt: { ...scan.flow?.failedAt, screenshot: undefined },
    });
    expect(ndjsonSummaryLine(scan)).not.toContain('data:image');
    expect(JSON.parse(ndjsonPageLine(scan.pages[1]!)).state).toEqual(scan.pages[1]?.state);
  });

  it('still leaves out element screenshots in a flow report', () => {
    const scan = flowReport();
    const data = new Uint8Array([0xff, 0xd8]);
    scan.pages[1]!.violations[0]!.nodes[0]!.screenshot = { mime: 'image/jpeg', data };
    const printed = [...jsonReportChunks(scan)].join('');
    expect(printed.match(/"screenshot"/g)).toHaveLength(1);
    expect(printed).toContain('"screenshot": "data:image/jpeg;base64,');
  });
});
