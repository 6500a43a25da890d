import type { ClickFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';

export function evaluate(facts: ClickFacts): Verdict[] {
  const verdicts: Verdict[] = facts.barriers.map(({ selector, html, events }) => ({
    selector,
    html,
    outcome: 'failed',
    check: 'click-without-keyboard',
    data: { events: events.join(', ') },
  }));
  // One example of a pass, as the focus checks keep: the count says how many there were.
  if (verdicts.length === 0 && facts.example) {
    verdicts.push({
      ...facts.example,
      outcome: 'passed',
      check: 'click-without-keyboard',
      data: { count: facts.operable },
    });
  }
  return verdicts;
}
