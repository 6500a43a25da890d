import { escapeHtml } from '@klarsicht/report';
import type { ContentFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { GENERIC_TITLES, normalisePhrase, PLACEHOLDER_TITLES } from '../../shared/phrases.js';

export function evaluate(facts: ContentFacts): Verdict[] {
  if (facts.title === '') return [];
  const title = normalisePhrase(facts.title);
  const node = { selector: 'title', html: `<title>${escapeHtml(facts.title)}</title>` };
  const outcome: Verdict['outcome'] = PLACEHOLDER_TITLES.has(title)
    ? 'failed'
    : GENERIC_TITLES.has(title)
      ? 'review'
      : 'passed';
  return [
    {
      ...node,
      outcome,
      check: outcome === 'review' ? 'title-generic' : 'title-placeholder',
      data: { title: facts.title },
    },
  ];
}
