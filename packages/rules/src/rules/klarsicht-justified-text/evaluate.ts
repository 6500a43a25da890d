import type { ContentFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';

export function evaluate(facts: ContentFacts): Verdict[] {
  return facts.justified.map(({ selector, html }) => ({
    selector,
    html,
    outcome: 'failed',
    check: 'text-justified',
  }));
}
