import { describe, expect, it } from 'vitest';
import type { LanguageFacts, LanguagePart } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

const GERMAN =
  'Unsere Bibliothek in der Altstadt hat von Montag bis Freitag zwischen neun Uhr morgens und sechs Uhr abends geöffnet. Samstags schließen wir schon um zwei Uhr nachmittags, an Feiertagen bleibt das Haus geschlossen.';
const ENGLISH =
  'Our library in the old town is open from Monday to Friday between nine in the morning and six in the evening. On Saturdays we close at two in the afternoon, and on public holidays the building stays closed.';
const FRENCH =
  'Notre bibliothèque de la vieille ville est ouverte du lundi au vendredi entre neuf heures du matin et six heures du soir. Le samedi, nous fermons à deux heures de l’après-midi, et les jours fériés, elle reste fermée.';

function part(selector: string, lang: string, text: string): LanguagePart {
  return { selector, html: `<${selector} lang="${lang}">`, lang, text };
}

function outcomes(...parts: LanguagePart[]): string[] {
  const facts: LanguageFacts = {
    page: { selector: 'html', html: '<html lang="de">', lang: 'de' },
    text: GERMAN,
    parts,
  };
  return evaluate(facts).map((verdict) => `${verdict.outcome}:${verdict.check}:${verdict.selector}`);
}

describe('klarsicht-part-language', () => {
  it('passes a part whose text is in the language its lang names', () => {
    expect(outcomes(part('blockquote', 'fr', FRENCH), part('p', 'en-GB', ENGLISH))).toEqual([
      'passed:part-language:blockquote',
      'passed:part-language:p',
    ]);
  });

  it('fails a part whose lang names another language than its text is in', () => {
    const facts: LanguageFacts = {
      page: { selector: 'html', html: '<html lang="de">', lang: 'de' },
      text: GERMAN,
      parts: [part('blockquote', 'en', FRENCH)],
    };
    expect(evaluate(facts)).toEqual([
      {
        selector: 'blockquote',
        html: '<blockquote lang="en">',
        outcome: 'failed',
        check: 'part-language',
        data: {
          lang: 'en',
          detectedDe: 'Französisch',
          detectedEn: 'French',
          declaredDe: 'Englisch',
          declaredEn: 'English',
        },
      },
    ]);
  });

  it('leaves a short part that is probably in another language to a person', () => {
    expect(outcomes(part('p', 'de', ENGLISH.slice(0, 60)))).toEqual(['review:part-language:p']);
  });

  it('judges each part by its own text, and none too short to tell', () => {
    expect(outcomes(part('span', 'fr', 'Happy new year'), part('q', 'de', ENGLISH))).toEqual([
      'failed:part-language:q',
    ]);
  });

  it('says nothing on a page without parts, whatever the page’s own text', () => {
    const facts: LanguageFacts = {
      page: { selector: 'html', html: '<html lang="fr">', lang: 'fr' },
      text: GERMAN,
      parts: [],
    };
    expect(evaluate(facts)).toEqual([]);
  });
});
