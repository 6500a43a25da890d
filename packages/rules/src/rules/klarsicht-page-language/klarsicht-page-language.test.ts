import { describe, expect, it } from 'vitest';
import type { LanguageFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

const GERMAN =
  'Unsere Bibliothek in der Altstadt hat von Montag bis Freitag zwischen neun Uhr morgens und sechs Uhr abends geöffnet. Samstags schließen wir schon um zwei Uhr nachmittags, an Feiertagen bleibt das Haus geschlossen.';
const MORE_GERMAN =
  'Ausgeliehene Bücher können Sie bis zu dreimal verlängern, wenn niemand anderes sie vorgemerkt hat. Für Kinder und Jugendliche ist der Leseausweis kostenlos, Erwachsene zahlen zwölf Euro im Jahr.';
const ENGLISH =
  'Our library in the old town is open from Monday to Friday between nine in the morning and six in the evening. On Saturdays we close at two in the afternoon, and on public holidays the building stays closed.';

function page(lang: string, text: string): LanguageFacts {
  return { page: { selector: 'html', html: `<html lang="${lang}">`, lang }, text, parts: [] };
}

function outcomes(lang: string, text: string): string[] {
  return evaluate(page(lang, text)).map((verdict) => `${verdict.outcome}:${verdict.check}`);
}

describe('klarsicht-page-language', () => {
  it('passes a page whose text is in the language its lang names, a regional or close one too', () => {
    expect(evaluate(page('de', GERMAN))).toEqual([
      { selector: 'html', html: '<html lang="de">', outcome: 'passed', check: 'page-language' },
    ]);
    expect(outcomes('de-AT', GERMAN)).toEqual(['passed:page-language']);
    expect(outcomes('lb', GERMAN)).toEqual(['passed:page-language']);
  });

  it('fails a page whose text is surely in another language, naming both in German and English', () => {
    expect(evaluate(page('de', ENGLISH))[0]).toMatchObject({
      outcome: 'failed',
      check: 'page-language',
      data: {
        lang: 'de',
        detectedDe: 'Englisch',
        detectedEn: 'English',
        declaredDe: 'Deutsch',
        declaredEn: 'German',
      },
    });
  });

  it('leaves a short text that is probably in another language to a person', () => {
    // 48 letters: enough to judge, too few to be sure.
    expect(outcomes('de', ENGLISH.slice(0, 60))).toEqual(['review:page-language']);
  });

  it('judges no text with fewer than 40 letters', () => {
    expect(outcomes('de', 'Welcome to our library in the old town')).toEqual([]);
  });

  it('judges a language the detector does not know only against text unmistakably in another', () => {
    expect(outcomes('eu', GERMAN)).toEqual([]);
    expect(evaluate(page('eu', `${GERMAN} ${MORE_GERMAN}`))[0]).toMatchObject({
      outcome: 'failed',
      data: { lang: 'eu', detectedEn: 'German', declaredEn: 'Basque' },
    });
  });

  it('does not judge the text of parts with a lang of their own', () => {
    const facts: LanguageFacts = {
      ...page('de', GERMAN),
      parts: [{ selector: 'blockquote', html: '<blockquote lang="de">', lang: 'de', text: ENGLISH }],
    };
    expect(evaluate(facts).map((verdict) => `${verdict.outcome}:${verdict.selector}`)).toEqual([
      'passed:html',
    ]);
  });
});
