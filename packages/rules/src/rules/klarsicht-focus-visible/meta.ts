import type { RuleMeta } from '../../model/rule.js';

/**
 * WCAG 2.4.7 Focus Visible (ACT oj04fd): an element of the focus order must look different when it
 * has focus. Nothing around it changed: it fails. Only a script changed something, somewhere: a
 * person must look whether that shows where focus is.
 */
export const meta: RuleMeta<'focus'> = {
  id: 'klarsicht-focus-visible',
  artifact: 'focus',
  impact: 'serious',
  tags: ['cat.keyboard'],
  requirements: { wcag: ['2.4.7'], act: ['oj04fd'] },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/focus-visible.html',
};
