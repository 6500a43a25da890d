import type { ContentFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { normalisePhrase } from '../../shared/phrases.js';

export function evaluate(facts: ContentFacts): Verdict[] {
  return facts.links
    .filter((link) => link.imageAlt !== undefined && link.imageAlt !== '' && link.ownText !== '')
    .map(({ selector, html, imageAlt, ownText }) => ({
      selector,
      html,
      outcome: normalisePhrase(imageAlt!) === normalisePhrase(ownText) ? 'failed' : 'passed',
      check: 'alt-repeats-link',
      data: { alt: imageAlt },
    }));
}
