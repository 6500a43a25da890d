import type { BrowserCheckRule, ElementVerdict } from '../browser-check-rule.js';
import type { KeyboardFacts } from './gather-keyboard.js';

/**
 * WCAG 2.1.2 No Keyboard Trap: focus that reaches an element by keyboard must be able to leave it by
 * keyboard. Tab, Shift+Tab and Escape are the standard ways out; another key is one only when users
 * are told about it, so the walk tries the key combinations the page's text names. An element focus
 * cannot leave by any of them fails.
 */
export const keyboardTrapRule: BrowserCheckRule<KeyboardFacts> = {
  id: 'klarsicht-keyboard-trap',
  impact: 'critical',
  tags: ['cat.keyboard', 'wcag2a', 'wcag212', 'EN-301-549', 'EN-9.2.1.2'],
  actRules: ['80af7b', 'a1b64e', 'ebe86a'],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/no-keyboard-trap.html',
  evaluate(facts) {
    const page = { selector: 'html', html: '<html>' };
    if (facts.notChecked) {
      const check =
        facts.notChecked.reason === 'too-many-elements' ? 'keyboard-too-many' : 'keyboard-too-slow';
      return [
        {
          ...page,
          outcome: 'review',
          check,
          data: { count: facts.reachable, limit: facts.notChecked.limit },
          // Too many elements is a limit the walk keeps by design; running out of time is not.
          ...(facts.notChecked.reason === 'time-budget' ? { cutShort: 'timeout' as const } : {}),
        },
      ];
    }
    if (facts.reachable === 0) return [];
    const verdicts: ElementVerdict[] = [];
    for (const trap of facts.traps) {
      for (const element of trap.elements) {
        verdicts.push(
          trap.leftBy === null
            ? { ...element, outcome: 'failed', check: trap.restless ? 'keyboard-restless' : 'keyboard-trap' }
            : { ...element, outcome: 'passed', check: 'keyboard-trap' },
        );
      }
    }
    if (verdicts.length === 0) {
      const check = facts.unscripted ? 'keyboard-unscripted' : 'keyboard-walk';
      verdicts.push({ ...page, outcome: 'passed', check, data: { count: facts.reachable } });
    }
    return verdicts;
  },
};
