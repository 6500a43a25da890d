import type { RuleMeta } from '../../model/rule.js';

/**
 * Best practice (WCAG technique G201): a link that opens a new window or tab says so in its name,
 * title or description; otherwise people who cannot see the new window lose their way back.
 */
export const meta: RuleMeta<'content'> = {
  id: 'klarsicht-new-window',
  artifact: 'content',
  impact: 'minor',
  tags: ['cat.name-role-value', 'best-practice'],
  requirements: { wcag: 'none', act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/general/G201',
};
