import { describe, expect, it } from 'vitest';
import type { ContentFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

type SmallText = ContentFacts['smallText'][number];

function small(size: number, selector = 'p'): SmallText {
  return { selector, html: `<p style="font-size: ${size}px">Kleingedrucktes</p>`, size };
}

function facts(...smallText: SmallText[]): ContentFacts {
  return { title: 'Anmeldung', links: [], images: [], justified: [], smallText, abbreviations: [] };
}

describe('klarsicht-small-text', () => {
  it('fails each element whose own text the gatherer found set under 9 CSS px, and names its size', () => {
    expect(evaluate(facts(small(7, '#hinweis')))).toEqual([
      {
        selector: '#hinweis',
        html: '<p style="font-size: 7px">Kleingedrucktes</p>',
        outcome: 'failed',
        check: 'small-text',
        data: { size: 7 },
      },
    ]);
  });

  it('gives the size to one decimal, as computed styles give it unrounded', () => {
    const sizes = evaluate(facts(small(8.25), small(6.666_67), small(8.96))).map(
      (verdict) => verdict.data?.size,
    );
    expect(sizes).toEqual([8.3, 6.7, 9]);
  });

  it('gives no verdict where no text is that small: it never passes a page', () => {
    expect(evaluate(facts())).toEqual([]);
  });
});
