import type { RuleMeta } from '../../model/rule.js';

/**
 * WCAG 1.4.4 Resize Text: zoomed to 200 %, a page must lose no content. A box that hides its
 * overflow cuts off text that no longer fits. Text cut short with an ellipsis says that it goes on,
 * and is often shown in full elsewhere: that needs a person's look, not a failure.
 */
export const meta: RuleMeta<'layout'> = {
  id: 'klarsicht-text-zoom-clipping',
  artifact: 'layout',
  impact: 'serious',
  tags: ['cat.sensory-and-visual-cues'],
  requirements: { wcag: ['1.4.4'], act: ['59br37'] },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html',
};
