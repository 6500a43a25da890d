import type { RuleMeta } from '../../model/rule.js';

/**
 * WCAG 2.1.2 No Keyboard Trap: focus that reaches an element by keyboard must be able to leave it by
 * keyboard. Tab, Shift+Tab and Escape are the standard ways out; another key is one only when users
 * are told about it, so the walk tries the key combinations the page's text names. An element focus
 * cannot leave by any of them fails.
 */
export const meta: RuleMeta<'keyboard'> = {
  id: 'klarsicht-keyboard-trap',
  artifact: 'keyboard',
  impact: 'critical',
  tags: ['cat.keyboard'],
  requirements: { wcag: ['2.1.2'], act: ['80af7b', 'a1b64e', 'ebe86a'] },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/no-keyboard-trap.html',
};
