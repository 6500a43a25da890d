import type { Impact } from '@klarsicht/scanner';
import { describe, expect, it } from 'vitest';
import {
  allPagesFailedReport,
  cleanReport,
  page,
  report,
  reportWithImpact,
  sampleReport,
  scanFailureReport,
} from '../test-support/sample-report.js';
import { EXIT_FAILED, EXIT_OK, EXIT_VIOLATIONS, exitCodeFor } from './exit-code.js';

describe('exitCodeFor', () => {
  // Rows: the violation's impact; columns: --fail-on critical, serious, moderate, minor.
  const table: [Impact | null, [number, number, number, number]][] = [
    ['critical', [1, 1, 1, 1]],
    ['serious', [0, 1, 1, 1]],
    ['moderate', [0, 0, 1, 1]],
    ['minor', [0, 0, 0, 1]],
    [null, [0, 0, 0, 1]],
  ];
  const levels: Impact[] = ['critical', 'serious', 'moderate', 'minor'];

  for (const [impact, expected] of table) {
    levels.forEach((failOn, column) => {
      it(`a ${impact ?? 'null'} violation with --fail-on ${failOn} → ${expected[column]}`, () => {
        expect(exitCodeFor(reportWithImpact(impact), failOn)).toBe(expected[column]);
      });
    });
  }

  it('is 0 without violations, even with "needs review" findings', () => {
    const clean = cleanReport();
    expect(exitCodeFor(clean, 'minor')).toBe(EXIT_OK);
    const reviewOnly = sampleReport();
    reviewOnly.pages = reviewOnly.pages.map((p) => ({ ...p, violations: [] }));
    expect(exitCodeFor(reviewOnly, 'minor')).toBe(EXIT_OK);
  });

  it('is 1 when some pages failed and others have violations', () => {
    expect(exitCodeFor(sampleReport(), 'minor')).toBe(EXIT_VIOLATIONS);
  });

  it('is 2 when every page failed', () => {
    expect(exitCodeFor(allPagesFailedReport(), 'minor')).toBe(EXIT_FAILED);
  });

  it('is 2 when the scan failed as a whole, whatever the pages say', () => {
    expect(exitCodeFor(scanFailureReport(), 'critical')).toBe(EXIT_FAILED);
    const withPages = report([page({ url: 'https://a.example/' })], {
      failure: { code: 'internal', message: 'aborted' },
    });
    expect(exitCodeFor(withPages, 'minor')).toBe(EXIT_FAILED);
  });

  it('is 2 when nothing was scanned at all', () => {
    expect(exitCodeFor(report([]), 'minor')).toBe(EXIT_FAILED);
  });
});
