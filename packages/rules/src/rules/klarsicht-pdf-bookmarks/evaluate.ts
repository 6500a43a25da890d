import type { PdfFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { catalogNode } from '../../shared/document-parts.js';

/**
 * From this many pages a document should have bookmarks: a reader can leaf through 20 pages, but
 * finding a chapter in a longer document without a table of contents to jump from means paging
 * and listening through everything before it. It is also where Adobe Acrobat's accessibility
 * checker starts to ask for bookmarks ("large documents", 21 pages or more).
 */
export const BOOKMARKS_FROM_PAGES = 21;

export function evaluate(facts: PdfFacts): Verdict[] {
  if (facts.pageCount < BOOKMARKS_FROM_PAGES) return [];
  if (facts.bookmarks > 0) {
    return [
      {
        ...catalogNode('/Outlines …'),
        outcome: 'passed',
        check: 'pdf-bookmarks',
        data: { bookmarks: facts.bookmarks },
      },
    ];
  }
  return [
    {
      ...catalogNode(''),
      outcome: 'failed',
      check: 'pdf-bookmarks-missing',
      data: { pages: facts.pageCount },
    },
  ];
}
