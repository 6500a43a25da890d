import type { PdfFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { pageNode } from '../../shared/document-parts.js';

export function evaluate(facts: PdfFacts): Verdict[] {
  if (facts.pagesRead === 0) return [];
  const pages = facts.imageOnlyPages;
  if (facts.pagesWithText === 0) {
    const node = pageNode(1, pages.length > 0 ? 'q … /Im Do Q' : '');
    return pages.length > 0
      ? [{ ...node, outcome: 'failed', check: 'pdf-image-only', data: { pages: facts.pagesRead } }]
      : [{ ...node, outcome: 'review', check: 'pdf-no-text', data: { pages: facts.pagesRead } }];
  }
  if (pages.length > 0) {
    return pages.map(
      (page): Verdict => ({
        ...pageNode(page, 'q … /Im Do Q'),
        outcome: 'review',
        check: 'pdf-image-only-page',
        data: { page },
      }),
    );
  }
  return [
    {
      ...pageNode(1, 'BT … Tj ET'),
      outcome: 'passed',
      check: 'pdf-text',
      data: { pages: facts.pagesWithText },
    },
  ];
}
