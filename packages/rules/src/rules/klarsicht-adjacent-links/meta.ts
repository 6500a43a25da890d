import type { RuleMeta } from '../../model/rule.js';

/**
 * Best practice (WCAG technique H2): an image link and a text link side by side to the same address
 * are two stops for keyboard and screen reader users where one would do.
 */
export const meta: RuleMeta<'content'> = {
  id: 'klarsicht-adjacent-links',
  artifact: 'content',
  impact: 'minor',
  tags: ['cat.name-role-value', 'best-practice'],
  requirements: { wcag: 'none', act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/html/H2',
};
