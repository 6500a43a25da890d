import { describe, expect, it } from 'vitest';
import type { PageFacts, PageLink } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function page(changes: Partial<PageFacts> = {}): PageFacts {
  const facts = { url: 'https://shop.example/', title: 'Startseite – Beispiel-Shop', lang: 'de' };
  return { ...facts, headings: ['Willkommen'], links: [], formCount: 0, text: '', ...changes };
}
const link = (text: string, href: string, label = ''): PageLink => ({ text, href, label });
const shop = [link('Startseite', '/'), link('Warenkorb', '/warenkorb'), link('Impressum', '/impressum')];

/** Each verdict as "outcome:check selector". */
const found = (changes: Partial<PageFacts>) =>
  evaluate(page(changes)).map((verdict) => `${verdict.outcome}:${verdict.check} ${verdict.selector}`);
const passedLink = (href: string) => `passed:feedback-mail-link :is(a, area)[href="${href}"]`;
const FAILED = 'failed:feedback-mail-link html';

describe('klarsicht-feedback-mechanism', () => {
  it('passes an e-mail link, named by its address', () => {
    expect(
      evaluate(page({ links: [...shop, link('info@shop.example', 'mailto:info@shop.example')] })),
    ).toEqual([
      {
        selector: ':is(a, area)[href="mailto:info@shop.example"]',
        html: '<a href="mailto:info@shop.example">info@shop.example</a>',
        outcome: 'passed',
        check: 'feedback-mail-link',
      },
    ]);
  });

  it('passes links to contact or feedback, in German or English, by text, label or path', () => {
    for (const contact of [
      link('Kontakt', '/k'),
      link('Barriere melden', '/k'),
      link('Rückmeldung geben', '/k'),
      link('Contact us', '/k'),
      link('Send feedback', '/k'),
      link('Hier', '/k', 'Kontaktformular'),
    ])
      expect(found({ links: [...shop, contact] })).toEqual([passedLink('/k')]);
    expect(found({ links: [link('Hier', '/service/kontaktformular')] })).toEqual([
      passedLink('/service/kontaktformular'),
    ]);
  });

  it('passes a message form and the contact page itself, and names every way it found', () => {
    expect(
      found({
        title: 'Kontakt – Beispiel-Shop',
        headings: ['Schreiben Sie uns', 'Feedback'],
        links: [link('Support', '/hilfe'), link('service@shop.example', 'mailto:service@shop.example')],
        formCount: 1,
      }),
    ).toEqual([
      passedLink('mailto:service@shop.example'),
      passedLink('/hilfe'),
      'passed:feedback-mail-link form',
      'passed:feedback-mail-link title',
      'passed:feedback-mail-link h1',
    ]);
  });

  it('fails a page without a way to write, naming every way that would have done', () => {
    expect(evaluate(page({ links: shop }))).toEqual([
      {
        selector: 'html',
        html: '<html lang="de">',
        outcome: 'failed',
        check: 'feedback-mail-link',
        anyOf: ['feedback-mail-link', 'feedback-contact-link', 'feedback-form'],
      },
    ]);
  });

  it('does not count a phone link, even one that says "Kontakt", nor contact lenses', () => {
    expect(found({ links: [link('Kontakt: 030 123456', 'tel:+4930123456')] })).toEqual([FAILED]);
    for (const text of ['Kontaktlinsen', 'Contact lenses', 'Soczewki kontaktowe'])
      expect(found({ links: [link(text, '/linsen')] })).toEqual([FAILED]);
  });

  it('knows Polish words for writing to a site, and fails a Polish page without them', () => {
    for (const text of ['Napisz do nas', 'Zgłoś problem', 'Opinie'])
      expect(found({ lang: 'pl', links: [link(text, '/p')] })).toEqual([passedLink('/p')]);
    expect(found({ lang: 'pl', title: 'Sklep', links: [link('Koszyk', '/koszyk')] })).toEqual([FAILED]);
  });

  it('leaves a page in a language without word lists to a person, unless it has an e-mail link', () => {
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
        check: 'feedback-language',
        data: { lang: 'ja', languageDe: 'Japanisch', languageEn: 'Japanese' },
      },
    ]);
    const mail = link('info@example.jp', 'mailto:info@example.jp');
    expect(found({ ...japanese, links: [mail] })).toEqual([passedLink('mailto:info@example.jp')]);
  });

  it('tells the language from the text when the page declares none, or leaves it to a person', () => {
    const japanese =
      '私たちのお店では、本やおもちゃ、文房具を幅広く取りそろえています。ご注文は二営業日以内に全国へ発送いたします。お気軽にご利用ください。';
    expect(found({ lang: '', text: japanese })).toEqual(['review:feedback-language html']);
    expect(evaluate(page({ lang: '', text: 'Start' })).map((verdict) => verdict.data)).toEqual([
      { messageKey: 'unknown' },
    ]);
  });
});
