import { describe, expect, it } from 'vitest';
import type { ContentFacts, LinkFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function link(selector: string, sameTargetNext: boolean): LinkFacts {
  const html = `<a href="/laden">${selector}</a>`;
  return {
    selector,
    html,
    name: 'Zum Laden',
    newWindow: false,
    hint: '',
    ownText: 'Zum Laden',
    sameTargetNext,
  };
}

function facts(...links: LinkFacts[]): ContentFacts {
  return { title: 'Unser Laden', links, images: [], justified: [], smallText: [], abbreviations: [] };
}

describe('klarsicht-adjacent-links', () => {
  it('fails a link followed by another link to the same address, naming the first of the two', () => {
    expect(evaluate(facts(link('#bild', true), link('#text', false)))).toEqual([
      { selector: '#bild', html: '<a href="/laden">#bild</a>', outcome: 'failed', check: 'adjacent-links' },
    ]);
  });

  it('fails each pair in a row of three links to one address', () => {
    const verdicts = evaluate(facts(link('#eins', true), link('#zwei', true), link('#drei', false)));
    expect(verdicts.map((verdict) => verdict.selector)).toEqual(['#eins', '#zwei']);
  });

  it('gives no verdict where no link is followed by one to the same address: it never passes a page', () => {
    expect(evaluate(facts(link('#bild', false), link('#text', false)))).toEqual([]);
    expect(evaluate(facts())).toEqual([]);
  });
});
