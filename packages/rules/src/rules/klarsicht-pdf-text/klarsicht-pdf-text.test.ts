import { describe, expect, it } from 'vitest';
import { outcomesOf } from '../../../test-support/pdf-facts.js';
import { evaluate } from './evaluate.js';

describe('klarsicht-pdf-text', () => {
  it('text: fails a document of images only, doubts textless pages and a document with nothing', () => {
    expect(outcomesOf(evaluate, {})).toEqual(['passed:pdf-text']);
    expect(outcomesOf(evaluate, { pagesWithText: 0, imageOnlyPages: [1] })).toEqual([
      'failed:pdf-image-only',
    ]);
    expect(outcomesOf(evaluate, { pagesWithText: 0 })).toEqual(['review:pdf-no-text']);
    expect(
      outcomesOf(evaluate, { pageCount: 5, pagesRead: 5, pagesWithText: 3, imageOnlyPages: [2, 4] }),
    ).toEqual(['review:pdf-image-only-page', 'review:pdf-image-only-page']);
    expect(outcomesOf(evaluate, { pageCount: 0, pagesRead: 0, pagesWithText: 0 })).toEqual([]);
  });
});
