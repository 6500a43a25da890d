import type { RuleMeta } from '../../model/rule.js';

/**
 * WCAG 2.1.1 Keyboard, A: what a mouse or a finger can operate, the keyboard must too. An element
 * that reacts to clicks but is no control (no link, button or form field, no tabindex, no role) and
 * handles no key is out of the keyboard's reach.
 */
export const meta: RuleMeta<'click-handlers'> = {
  id: 'klarsicht-click-without-keyboard',
  artifact: 'click-handlers',
  impact: 'serious',
  tags: ['cat.keyboard'],
  requirements: { wcag: ['2.1.1'], act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html',
};
