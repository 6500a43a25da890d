import type { BrowserCheckRule, ElementVerdict } from '../browser-check-rule.js';
import type { FocusFacts } from './gather-focus.js';

/**
 * WCAG 2.4.7 Focus Visible (ACT oj04fd): an element of the focus order must look different when it
 * has focus. Nothing around it changed: it fails. Only a script changed something, somewhere: a
 * person must look whether that shows where focus is.
 */
export const focusVisibleRule: BrowserCheckRule<FocusFacts> = {
  id: 'klarsicht-focus-visible',
  impact: 'serious',
  tags: ['cat.keyboard', 'wcag2aa', 'wcag247', 'EN-301-549', 'EN-9.2.4.7'],
  actRules: ['oj04fd'],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/focus-visible.html',
  evaluate({ elements, skipped, limit }) {
    const verdicts: ElementVerdict[] = elements.map(({ selector, html, styled, scripted }) => {
      if (styled) return { selector, html, outcome: 'passed', check: 'focus-visible' };
      return scripted
        ? { selector, html, outcome: 'review', check: 'focus-visible-scripted' }
        : { selector, html, outcome: 'failed', check: 'focus-visible' };
    });
    if (skipped > 0) {
      verdicts.push({
        selector: 'html',
        html: '<html>',
        outcome: 'review',
        check: 'focus-visible-limit',
        data: { limit, skipped },
      });
    }
    return verdicts;
  },
};
