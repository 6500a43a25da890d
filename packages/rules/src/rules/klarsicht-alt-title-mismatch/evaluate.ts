import type { ContentFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { normalisePhrase } from '../../shared/phrases.js';

export function evaluate(facts: ContentFacts): Verdict[] {
  return facts.images
    .filter((image) => image.title !== '' && normalisePhrase(image.title) !== normalisePhrase(image.alt))
    .map(({ selector, html, alt, title }) => ({
      selector,
      html,
      outcome: 'review',
      check: 'alt-title-mismatch',
      data: { alt, title },
    }));
}
