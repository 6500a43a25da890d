import type { ContentFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { looksLikeFileName } from '../../shared/phrases.js';

export function evaluate(facts: ContentFacts): Verdict[] {
  return facts.images.map(({ selector, html, alt }) => ({
    selector,
    html,
    outcome: looksLikeFileName(alt) ? 'failed' : 'passed',
    check: 'alt-file-name',
    data: { alt },
  }));
}
