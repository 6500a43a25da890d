import { describe, expect, it } from 'vitest';
import { outcomesOf } from '../../../test-support/pdf-facts.js';
import { BOOKMARKS_FROM_PAGES, evaluate } from './evaluate.js';

describe('klarsicht-pdf-bookmarks', () => {
  it(`bookmarks: apply from ${BOOKMARKS_FROM_PAGES} pages`, () => {
    expect(outcomesOf(evaluate, { pageCount: BOOKMARKS_FROM_PAGES - 1 })).toEqual([]);
    expect(outcomesOf(evaluate, { pageCount: BOOKMARKS_FROM_PAGES })).toEqual([
      'failed:pdf-bookmarks-missing',
    ]);
    expect(outcomesOf(evaluate, { pageCount: 80, bookmarks: 12 })).toEqual(['passed:pdf-bookmarks']);
  });
});
