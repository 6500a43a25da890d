import type { RuleMeta } from '../../model/rule.js';

/**
 * WCAG 1.4.12 Text Spacing: with more space between lines, paragraphs, letters and words (the
 * amounts the criterion names), a page must lose no content. Boxes that hide their overflow and now
 * cut off text fail, as under zoom.
 */
export const meta: RuleMeta<'layout'> = {
  id: 'klarsicht-text-spacing-clipping',
  artifact: 'layout',
  impact: 'serious',
  tags: ['cat.sensory-and-visual-cues'],
  requirements: { wcag: ['1.4.12'], act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/text-spacing.html',
};
