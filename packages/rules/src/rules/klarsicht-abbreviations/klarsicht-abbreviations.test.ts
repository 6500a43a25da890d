import { describe, expect, it } from 'vitest';
import type { ContentFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

type Abbreviation = ContentFacts['abbreviations'][number];

function used(abbreviation: string, selector = 'p'): Abbreviation {
  return { selector, html: `<p>Auch der ${abbreviation} muss barrierefrei sein.</p>`, abbreviation };
}

function facts(...abbreviations: Abbreviation[]): ContentFacts {
  return { title: 'Barrierefreiheit', links: [], images: [], justified: [], smallText: [], abbreviations };
}

describe('klarsicht-abbreviations', () => {
  it('leaves an abbreviation written out nowhere on the page to a person, naming it where first used', () => {
    expect(evaluate(facts(used('ÖPNV', '#verkehr')))).toEqual([
      {
        selector: '#verkehr',
        html: '<p>Auch der ÖPNV muss barrierefrei sein.</p>',
        outcome: 'review',
        check: 'abbreviation-unexplained',
        data: { abbreviation: 'ÖPNV' },
      },
    ]);
  });

  it('gives one verdict for each abbreviation, in the order the gatherer found them', () => {
    const verdicts = evaluate(facts(used('ÖPNV'), used('AG')));
    expect(verdicts.map((verdict) => `${verdict.outcome}:${verdict.data?.abbreviation}`)).toEqual([
      'review:ÖPNV',
      'review:AG',
    ]);
  });

  it('gives no verdict where every abbreviation is written out: it never passes a page', () => {
    expect(evaluate(facts())).toEqual([]);
  });
});
