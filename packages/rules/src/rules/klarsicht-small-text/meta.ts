import type { RuleMeta } from '../../model/rule.js';

/** Best practice: text under 9 CSS px is hard to read for many, and not all of them zoom. */
export const meta: RuleMeta<'content'> = {
  id: 'klarsicht-small-text',
  artifact: 'content',
  impact: 'minor',
  tags: ['cat.sensory-and-visual-cues', 'best-practice'],
  requirements: { wcag: 'none', act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html',
};
