import { describe, expect, it } from 'vitest';
import type { ContentFacts, LinkFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function link(name: string, changes: Partial<LinkFacts> = {}): LinkFacts {
  const html = `<a href="/ziel">${name}</a>`;
  return {
    selector: 'a',
    html,
    name,
    newWindow: false,
    hint: '',
    ownText: name,
    sameTargetNext: false,
    ...changes,
  };
}

function facts(...links: LinkFacts[]): ContentFacts {
  return { title: 'Neuigkeiten', links, images: [], justified: [], smallText: [], abbreviations: [] };
}

describe('klarsicht-link-context', () => {
  it('leaves a link that says nothing on its own to a person, who reads its sentence', () => {
    expect(evaluate(facts(link('hier klicken', { selector: '#hier' })))).toEqual([
      {
        selector: '#hier',
        html: '<a href="/ziel">hier klicken</a>',
        outcome: 'review',
        check: 'link-text-context',
        data: { name: 'hier klicken' },
      },
    ]);
  });

  it('knows German and English texts, whatever their case and punctuation', () => {
    const verdicts = evaluate(facts(link('Mehr »'), link('READ MORE'), link('Weiterlesen …')));
    expect(verdicts.map((verdict) => `${verdict.outcome}:${verdict.data?.name}`)).toEqual([
      'review:Mehr »',
      'review:READ MORE',
      'review:Weiterlesen …',
    ]);
  });

  it('gives no verdict on a link whose name says where it leads: it never passes one', () => {
    const named = link('Die neuen Öffnungszeiten der Bibliothek');
    const labelled = link('Mehr über den Kontakt zur Bibliothek', { ownText: 'mehr' });
    expect(evaluate(facts(named, labelled))).toEqual([]);
  });

  it('gives no verdict on a link without a name', () => {
    expect(evaluate(facts(link('')))).toEqual([]);
  });
});
