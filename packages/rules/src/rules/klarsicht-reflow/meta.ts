import type { RuleMeta } from '../../model/rule.js';

/**
 * WCAG 1.4.10 Reflow: 320 CSS px wide (a 1280 px window at 400 %), a page must not need scrolling
 * sideways to be read, nor hide what no longer fits. The elements that reach past the edge fail;
 * those that need two dimensions to make sense (tables, images, maps, code, toolbars), which the
 * criterion allows, are left to a person.
 */
export const meta: RuleMeta<'layout'> = {
  id: 'klarsicht-reflow',
  artifact: 'layout',
  impact: 'serious',
  tags: ['cat.sensory-and-visual-cues'],
  requirements: { wcag: ['1.4.10'], act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/reflow.html',
};
