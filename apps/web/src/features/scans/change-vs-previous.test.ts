import type { ScanListItem } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { changeVsPrevious } from './change-vs-previous';

const byImpact = { critical: 0, serious: 0, moderate: 0, minor: 0 };
const summary = (violations: number) => ({ violations, passes: 0, incomplete: 0, inapplicable: 0, byImpact });
const previous = (violations: number) => ({ id: 'p', violations, byImpact });

function scan(overrides: Partial<Pick<ScanListItem, 'status' | 'summary' | 'previous'>>) {
  return { status: 'succeeded' as const, summary: summary(5), previous: null, ...overrides };
}

describe('changeVsPrevious', () => {
  it('counts fewer and more violations than the previous scan', () => {
    expect(changeVsPrevious(scan({ summary: summary(2), previous: previous(5) }))).toEqual({
      kind: 'fewer',
      count: 3,
    });
    expect(changeVsPrevious(scan({ summary: summary(7), previous: previous(5) }))).toEqual({
      kind: 'more',
      count: 2,
    });
    expect(changeVsPrevious(scan({ summary: summary(5), previous: previous(5) }))).toEqual({ kind: 'same' });
  });

  it('calls a succeeded scan without a predecessor the first', () => {
    expect(changeVsPrevious(scan({ previous: null }))).toEqual({ kind: 'first' });
  });

  it('says nothing for unfinished or failed scans, or when the server gave no previous', () => {
    expect(changeVsPrevious(scan({ status: 'running', previous: previous(1) }))).toEqual({ kind: 'none' });
    expect(changeVsPrevious(scan({ status: 'failed', previous: previous(1) }))).toEqual({ kind: 'none' });
    expect(changeVsPrevious({ status: 'succeeded', summary: summary(1) })).toEqual({ kind: 'none' });
  });
});
