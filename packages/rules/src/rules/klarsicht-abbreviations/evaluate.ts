import type { ContentFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';

export function evaluate(facts: ContentFacts): Verdict[] {
  return facts.abbreviations.map(({ selector, html, abbreviation }) => ({
    selector,
    html,
    outcome: 'review',
    check: 'abbreviation-unexplained',
    data: { abbreviation },
  }));
}
