import type { RuleMeta } from '../../model/rule.js';

/**
 * Best practice (WCAG technique H2): an image in a link whose alt text repeats the link's text makes
 * screen readers say the same twice; the image's alt text should then be empty.
 */
export const meta: RuleMeta<'content'> = {
  id: 'klarsicht-alt-repeats-link',
  artifact: 'content',
  impact: 'minor',
  tags: ['cat.text-alternatives', 'best-practice'],
  requirements: { wcag: 'none', act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/html/H2',
};
