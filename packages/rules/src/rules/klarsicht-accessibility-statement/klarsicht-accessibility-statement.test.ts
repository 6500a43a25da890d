import { describe, expect, it } from 'vitest';
import type { PageFacts, PageLink } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function page(changes: Partial<PageFacts> = {}): PageFacts {
  const facts = { url: 'https://shop.example/', title: 'Startseite – Beispiel-Shop', lang: 'de' };
  return { ...facts, headings: ['Willkommen'], links: [], formCount: 0, text: '', ...changes };
}
const link = (text: string, href: string, label = ''): PageLink => ({ text, href, label });
const shop = [link('Startseite', '/'), link('Warenkorb', '/warenkorb'), link('Impressum', '/impressum')];

/** Each verdict as "outcome selector". */
const found = (changes: Partial<PageFacts>) =>
  evaluate(page(changes)).map((verdict) => `${verdict.outcome} ${verdict.selector}`);
const passedLink = (href: string) => `passed :is(a, area)[href="${href}"]`;

describe('klarsicht-accessibility-statement', () => {
  it('passes each link that names the statement, in German or English, however it is spelt', () => {
    const links = [
      ...shop,
      link('Erklärung zur Barrierefreiheit', '/erklaerung'),
      link('ERKLAERUNG ZUR BARRIEREFREIHEIT', '/x'),
      link('Barrierefreiheitserklärung', '/legal/bfe'),
    ];
    expect(found({ links })).toEqual([passedLink('/erklaerung'), passedLink('/x'), passedLink('/legal/bfe')]);
    expect(
      found({ lang: 'en', links: [link('Accessibility statement', '/a'), link('Accessibility', '/b')] }),
    ).toEqual([passedLink('/a'), passedLink('/b')]);
    expect(evaluate(page({ links: [link('Barrierefreiheit', '/barrierefreiheit')] }))).toEqual([
      {
        selector: ':is(a, area)[href="/barrierefreiheit"]',
        html: '<a href="/barrierefreiheit">Barrierefreiheit</a>',
        outcome: 'passed',
        check: 'accessibility-statement-link',
      },
    ]);
  });

  it('recognises the link by its path or its label when its text says nothing', () => {
    const path = '/de/erklaerung-zur-barrierefreiheit.html';
    expect(found({ links: [link('Mehr', path)] })).toEqual([passedLink(path)]);
    const url = 'https://shop.example/accessibility';
    expect(found({ lang: 'en', links: [link('Read more', url)] })).toEqual([passedLink(url)]);
    expect(found({ links: [link('', '/info/a', 'Erklärung zur Barrierefreiheit')] })).toEqual([
      passedLink('/info/a'),
    ]);
  });

  it('recognises a statement made with Klarsicht by its address, whatever the link says', () => {
    const made = 'https://klarsicht.example/erklaerung/AbCdEfGhIjKlMnOp';
    expect(found({ links: [link('Rechtliches', made)] })).toEqual([passedLink(made)]);
    expect(found({ links: [link('Rechtliches', 'https://klarsicht.example/erklaerung/kurz')] })).toEqual([
      'failed html',
    ]);
  });

  it('passes the statement page itself, by its title, its top-level headings or its address', () => {
    expect(found({ title: 'Erklärung zur Barrierefreiheit | Beispiel-Shop' })).toEqual(['passed title']);
    expect(
      found({ title: 'Rechtliches', headings: ['Barrierefreiheitserklärung', 'Barrierefreiheit'] }),
    ).toEqual(['passed h1', 'passed h1']);
    expect(found({ url: 'https://shop.example/barrierefreiheit/' })).toEqual(['passed html']);
  });

  it('fails the page when no link, title, heading or address names the statement', () => {
    expect(evaluate(page({ links: shop }))).toEqual([
      {
        selector: 'html',
        html: '<html lang="de">',
        outcome: 'failed',
        check: 'accessibility-statement-link',
      },
    ]);
  });

  it('is not fooled by an accessible product or an e-mail address', () => {
    expect(found({ links: [link('Barrierefreies Bad', '/baeder/barrierefreie-baeder')] })).toEqual([
      'failed html',
    ]);
    expect(found({ links: [link('Barrierefreiheit', 'mailto:barrierefreiheit@shop.example')] })).toEqual([
      'failed html',
    ]);
  });

  it('knows the statement’s Polish names, and fails a Polish page without them', () => {
    expect(found({ lang: 'pl', links: [link('Deklaracja dostępności', '/d')] })).toEqual([passedLink('/d')]);
    expect(found({ lang: 'pl', links: [link('Więcej', '/deklaracja-dostepnosci')] })).toEqual([
      passedLink('/deklaracja-dostepnosci'),
    ]);
    expect(found({ lang: 'pl-PL', title: 'Deklaracja dostępności – Sklep' })).toEqual(['passed title']);
    expect(found({ lang: 'pl', title: 'Sklep', links: [link('Koszyk', '/koszyk')] })).toEqual([
      'failed html',
    ]);
  });

  it('leaves a page in a language without word lists to a person, naming the language', () => {
    const japanese = {
      lang: 'ja',
      title: 'ホーム',
      headings: ['ようこそ'],
      links: [link('お問い合わせ', '/toiawase')],
    };
    expect(evaluate(page(japanese))).toEqual([
      {
        selector: 'html',
        html: '<html lang="ja">',
        outcome: 'review',
        check: 'accessibility-statement-language',
        data: { lang: 'ja', languageDe: 'Japanisch', languageEn: 'Japanese' },
      },
    ]);
    // A word the lists know still passes, whatever the language.
    expect(found({ ...japanese, links: [link('Accessibility', '/a11y')] })).toEqual([passedLink('/a11y')]);
  });

  it('tells the language from the text when the page declares none, or leaves it to a person', () => {
    const polish =
      'Nasz sklep internetowy oferuje szeroki wybór książek, zabawek i artykułów szkolnych. Zamówienia wysyłamy w ciągu dwóch dni roboczych na terenie całego kraju.';
    expect(found({ lang: '', text: polish })).toEqual(['failed html']);
    expect(
      evaluate(page({ lang: '', text: 'Start' })).map((verdict) => [verdict.check, verdict.data]),
    ).toEqual([['accessibility-statement-language', { messageKey: 'unknown' }]]);
  });
});
