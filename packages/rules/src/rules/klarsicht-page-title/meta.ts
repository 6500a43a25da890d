import type { RuleMeta } from '../../model/rule.js';

/**
 * WCAG 2.4.2 Page Titled, A: a title an editor or tool left as a placeholder ("Untitled",
 * "React App") describes no page; one that could only be any site's home page needs review.
 */
export const meta: RuleMeta<'content'> = {
  id: 'klarsicht-page-title',
  artifact: 'content',
  impact: 'serious',
  tags: ['cat.text-alternatives'],
  requirements: { wcag: ['2.4.2'], act: ['c4a8a4'] },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/page-titled.html',
};
