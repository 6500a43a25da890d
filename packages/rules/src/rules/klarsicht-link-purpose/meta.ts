import type { RuleMeta } from '../../model/rule.js';

/**
 * WCAG 2.4.9 Link Purpose (Link Only), AAA: the link's own name must say where it leads. A name
 * from the list of texts that say nothing ("mehr", "hier klicken", "read more") fails.
 */
export const meta: RuleMeta<'content'> = {
  id: 'klarsicht-link-purpose',
  artifact: 'content',
  impact: 'moderate',
  tags: ['cat.name-role-value'],
  requirements: { wcag: ['2.4.9'], act: ['aizyf1'] },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/link-purpose-link-only.html',
};
