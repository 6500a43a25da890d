import type { RuleMeta } from '../../model/rule.js';

/**
 * WCAG 2.4.4 Link Purpose (In Context), A: a link whose name says nothing may still be clear from
 * its sentence, list item or table cell, which only a person can judge: needs review.
 */
export const meta: RuleMeta<'content'> = {
  id: 'klarsicht-link-context',
  artifact: 'content',
  impact: 'moderate',
  tags: ['cat.name-role-value'],
  requirements: { wcag: ['2.4.4'], act: ['5effbb'] },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/link-purpose-in-context.html',
};
