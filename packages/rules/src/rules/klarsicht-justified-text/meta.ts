import type { RuleMeta } from '../../model/rule.js';

/** WCAG 1.4.8 Visual Presentation, AAA: blocks of text are not justified. */
export const meta: RuleMeta<'content'> = {
  id: 'klarsicht-justified-text',
  artifact: 'content',
  impact: 'minor',
  tags: ['cat.sensory-and-visual-cues'],
  requirements: { wcag: ['1.4.8'], act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/visual-presentation.html',
};
