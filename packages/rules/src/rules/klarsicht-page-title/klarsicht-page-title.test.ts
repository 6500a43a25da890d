import { describe, expect, it } from 'vitest';
import type { ContentFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function facts(title: string): ContentFacts {
  return { title, links: [], images: [], justified: [], smallText: [], abbreviations: [] };
}

const outcomeOf = (title: string) =>
  evaluate(facts(title)).map((verdict) => `${verdict.outcome}:${verdict.check}`);

describe('klarsicht-page-title', () => {
  it('fails a title an editor or tool left as a placeholder, and names the title element', () => {
    expect(evaluate(facts('Unbenannt'))).toEqual([
      {
        selector: 'title',
        html: '<title>Unbenannt</title>',
        outcome: 'failed',
        check: 'title-placeholder',
        data: { title: 'Unbenannt' },
      },
    ]);
  });

  it('knows placeholders whatever their case and punctuation: a framework’s starter title too', () => {
    for (const title of ['React App', 'Vite + React + TS', 'untitled document', 'Neue Seite', 'index.html'])
      expect(outcomeOf(title), title).toEqual(['failed:title-placeholder']);
  });

  it('leaves a title that could be any site’s home page to a person', () => {
    expect(evaluate(facts('Startseite'))).toEqual([
      expect.objectContaining({ outcome: 'review', check: 'title-generic', data: { title: 'Startseite' } }),
    ]);
    expect(outcomeOf('Welcome!')).toEqual(['review:title-generic']);
  });

  it('passes a title that names the page, even one that begins with a generic word', () => {
    expect(outcomeOf('Öffnungszeiten – Stadtbibliothek Musterstadt')).toEqual(['passed:title-placeholder']);
    expect(outcomeOf('Startseite – Stadtbibliothek Musterstadt')).toEqual(['passed:title-placeholder']);
  });

  it('escapes the title in the element it shows', () => {
    expect(evaluate(facts('Fragen & Antworten <neu>'))[0]?.html).toBe(
      '<title>Fragen &amp; Antworten &lt;neu&gt;</title>',
    );
  });

  it('gives no verdict on a page without a title (axe’s document-title fails it)', () => {
    expect(evaluate(facts(''))).toEqual([]);
  });
});
