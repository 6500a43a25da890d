import { describe, expect, it } from 'vitest';
import type { ContentFacts, LinkFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function link(name: string, changes: Partial<LinkFacts> = {}): LinkFacts {
  const html = `<a href="/fahrplan" target="_blank">${name}</a>`;
  return {
    selector: 'a',
    html,
    name,
    newWindow: true,
    hint: '',
    ownText: name,
    sameTargetNext: false,
    ...changes,
  };
}

function facts(...links: LinkFacts[]): ContentFacts {
  return { title: 'Anreise', links, images: [], justified: [], smallText: [], abbreviations: [] };
}

const outcomes = (...links: LinkFacts[]) => evaluate(facts(...links)).map((verdict) => verdict.outcome);

describe('klarsicht-new-window', () => {
  it('fails a link that opens a new window without saying so', () => {
    expect(evaluate(facts(link('Fahrplan', { selector: '#fahrplan' })))).toEqual([
      {
        selector: '#fahrplan',
        html: '<a href="/fahrplan" target="_blank">Fahrplan</a>',
        outcome: 'failed',
        check: 'link-new-window',
      },
    ]);
  });

  it('passes a link whose name says it, in German or English', () => {
    expect(
      outcomes(
        link('Satzung (öffnet in neuem Fenster)'),
        link('Fahrplan in neuem Tab'),
        link('Timetable (opens in a new tab)'),
        link('Verkehrsverbund, externer Link'),
      ),
    ).toEqual(['passed', 'passed', 'passed', 'passed']);
  });

  it('passes a link whose title or description says it (the gatherer joins both into the hint)', () => {
    expect(outcomes(link('Fahrplan', { hint: 'Öffnet in einem neuen Browserfenster' }))).toEqual(['passed']);
    expect(outcomes(link('Fahrplan', { hint: 'External link' }))).toEqual(['passed']);
  });

  it('fails words that do not name a new window or tab', () => {
    expect(outcomes(link('Fahrplan', { hint: 'Fahrplan als PDF' }), link('Neuer Fahrplan'))).toEqual([
      'failed',
      'failed',
    ]);
  });

  it('gives no verdict on links that open in the same window', () => {
    expect(evaluate(facts(link('Fahrplan', { newWindow: false })))).toEqual([]);
  });
});
