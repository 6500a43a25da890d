import { describe, expect, it } from 'vitest';
import { pagesNotChecked } from './format';

describe('pages not checked', () => {
  it('are the pages an ended scan stored but could not analyse', () => {
    expect(pagesNotChecked({ status: 'succeeded', progress: { pagesDone: 16, pagesTotal: 26 } })).toBe(10);
    expect(pagesNotChecked({ status: 'failed', progress: { pagesDone: 0, pagesTotal: 3 } })).toBe(3);
    expect(pagesNotChecked({ status: 'succeeded', progress: { pagesDone: 4, pagesTotal: 4 } })).toBe(0);
  });

  it('are not known while the scan runs (its progress counts every page handled)', () => {
    expect(pagesNotChecked({ status: 'running', progress: { pagesDone: 5, pagesTotal: 20 } })).toBe(0);
    expect(pagesNotChecked({ status: 'queued', progress: { pagesDone: 0, pagesTotal: 0 } })).toBe(0);
  });
});
