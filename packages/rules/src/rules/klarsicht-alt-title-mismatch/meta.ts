import type { RuleMeta } from '../../model/rule.js';

/**
 * An image's alt text (what screen readers say) and its title (what a mouse pointer shows) that say
 * different things give different people different information: a person must judge which is right.
 */
export const meta: RuleMeta<'content'> = {
  id: 'klarsicht-alt-title-mismatch',
  artifact: 'content',
  impact: 'minor',
  tags: ['cat.text-alternatives', 'best-practice'],
  requirements: { wcag: 'none', act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html',
};
