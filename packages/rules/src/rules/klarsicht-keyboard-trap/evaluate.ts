import type { KeyboardFacts } from '../../artifacts/keyboard.js';
import type { Verdict } from '../../model/rule.js';

export function evaluate(facts: KeyboardFacts): Verdict[] {
  const page = { selector: 'html', html: '<html>' };
  if (facts.notChecked) {
    const check = facts.notChecked.reason === 'too-many-elements' ? 'keyboard-too-many' : 'keyboard-too-slow';
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
  const verdicts: Verdict[] = [];
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
}
