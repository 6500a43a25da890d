import type { ContentFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';

export function evaluate(facts: ContentFacts): Verdict[] {
  return facts.smallText.map(({ selector, html, size }) => ({
    selector,
    html,
    outcome: 'failed',
    check: 'small-text',
    data: { size: Math.round(size * 10) / 10 },
  }));
}
