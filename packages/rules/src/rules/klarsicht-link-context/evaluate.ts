import type { ContentFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { isGenericLink } from '../../shared/phrases.js';

export function evaluate(facts: ContentFacts): Verdict[] {
  return facts.links
    .filter((link) => isGenericLink(link.name))
    .map(({ selector, html, name }) => ({
      selector,
      html,
      outcome: 'review',
      check: 'link-text-context',
      data: { name },
    }));
}
