import { describe, expect, it } from 'vitest';
import type { ContentFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function facts(...justified: ContentFacts['justified']): ContentFacts {
  return {
    title: 'Geschichte der Bibliothek',
    links: [],
    images: [],
    justified,
    smallText: [],
    abbreviations: [],
  };
}

describe('klarsicht-justified-text', () => {
  it('fails each justified block of text the gatherer found (100 characters of its own text or more)', () => {
    const first = { selector: '#einleitung', html: '<p id="einleitung" style="text-align: justify">…</p>' };
    const second = { selector: 'td', html: '<td style="text-align: justify">…</td>' };
    expect(evaluate(facts(first, second))).toEqual([
      { ...first, outcome: 'failed', check: 'text-justified' },
      { ...second, outcome: 'failed', check: 'text-justified' },
    ]);
  });

  it('gives no verdict where no block is justified: it never passes a page', () => {
    expect(evaluate(facts())).toEqual([]);
  });
});
