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

const outcomes = (...names: string[]) =>
  evaluate(facts(...names.map((name) => link(name)))).map(
    (verdict) => `${verdict.outcome}:${verdict.data?.name}`,
  );

describe('klarsicht-link-purpose', () => {
  it('fails a link that says nothing on its own, and names it', () => {
    expect(evaluate(facts(link('Mehr »', { selector: '#mehr' })))).toEqual([
      {
        selector: '#mehr',
        html: '<a href="/ziel">Mehr »</a>',
        outcome: 'failed',
        check: 'link-text-generic',
        data: { name: 'Mehr »' },
      },
    ]);
  });

  it('passes a link whose name says where it leads, under the same check', () => {
    expect(evaluate(facts(link('Die neuen Öffnungszeiten der Bibliothek')))).toEqual([
      expect.objectContaining({ outcome: 'passed', check: 'link-text-generic' }),
    ]);
  });

  it('knows German and English texts, whatever their case, punctuation and arrows', () => {
    expect(outcomes('HIER KLICKEN!', 'Read more…', '→ weiter', 'Learn more')).toEqual([
      'failed:HIER KLICKEN!',
      'failed:Read more…',
      'failed:→ weiter',
      'failed:Learn more',
    ]);
  });

  it('matches the whole name only: a generic word that goes on to name the target passes', () => {
    expect(outcomes('Mehr zum Sommerfest im Stadtpark', 'Weiter zum Anmeldeformular')).toEqual([
      'passed:Mehr zum Sommerfest im Stadtpark',
      'passed:Weiter zum Anmeldeformular',
    ]);
  });

  it('judges the accessible name, not the visible text', () => {
    const labelled = link('Mehr über den Kontakt zur Bibliothek', { ownText: 'mehr' });
    expect(evaluate(facts(labelled)).map((verdict) => verdict.outcome)).toEqual(['passed']);
  });

  it('gives no verdict on a link without a name, nor on a page without links', () => {
    expect(evaluate(facts(link('')))).toEqual([]);
    expect(evaluate(facts())).toEqual([]);
  });
});
