import type { ContentFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { isGenericLink } from '../../shared/phrases.js';

export function evaluate(facts: ContentFacts): Verdict[] {
  return facts.links
    .filter((link) => link.name !== '')
    .map(({ selector, html, name }) => ({
      selector,
      html,
      outcome: isGenericLink(name) ? 'failed' : 'passed',
      check: 'link-text-generic',
      data: { name },
    }));
}
