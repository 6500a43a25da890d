import type { PageFacts, PageLink } from '@klarsicht/rules';
import { rulesReading } from '@klarsicht/rules/evaluate';
import { describe, expect, it } from 'vitest';
import type { FindingNode } from '../report/types.js';
import { runOwnChecks } from './own-checks.js';

const OWN_CHECKS = rulesReading('page-facts');

/** A rule's result on a page as a report shows it: the finding it gave, and where. */
function judged(ruleId: string, facts: PageFacts): { outcome: string; nodes: FindingNode[] } {
  const { violations, incomplete, passes } = runOwnChecks(facts, 'bfsg');
  for (const [outcome, list] of [
    ['failed', violations],
    ['review', incomplete],
    ['passed', passes],
  ] as const) {
    const finding = list.find((candidate) => candidate.id === ruleId);
    if (finding) return { outcome, nodes: finding.nodes };
  }
  throw new Error(`${ruleId} gave no finding`);
}
const accessibilityStatementRule = {
  evaluate: (facts: PageFacts) => judged('klarsicht-accessibility-statement', facts),
};
const feedbackMechanismRule = {
  evaluate: (facts: PageFacts) => judged('klarsicht-feedback-mechanism', facts),
};

function page(overrides: Partial<PageFacts> = {}): PageFacts {
  return {
    url: 'https://shop.example/',
    title: 'Startseite – Beispiel-Shop',
    lang: 'de',
    headings: ['Willkommen'],
    links: [],
    formCount: 0,
    text: '',
    ...overrides,
  };
}

const link = (text: string, href: string, label = ''): PageLink => ({ text, href, label });

const shopLinks = [link('Startseite', '/'), link('Damen', '/damen'), link('Warenkorb', '/warenkorb')];

describe('klarsicht-accessibility-statement', () => {
  const statementFound = (facts: PageFacts) =>
    accessibilityStatementRule.evaluate(facts).outcome === 'passed';

  it('passes with a German statement link, however it is spelt', () => {
    expect(
      statementFound(page({ links: [...shopLinks, link('Erklärung zur Barrierefreiheit', '/erklaerung')] })),
    ).toBe(true);
    expect(statementFound(page({ links: [link('Barrierefreiheitserklärung', '/legal/bfe')] }))).toBe(true);
    expect(statementFound(page({ links: [link('Barrierefreiheit', '/info')] }))).toBe(true);
    expect(statementFound(page({ links: [link('ERKLAERUNG ZUR BARRIEREFREIHEIT', '/x')] }))).toBe(true);
  });

  it('passes with an English statement link', () => {
    expect(
      statementFound(page({ lang: 'en', links: [link('Accessibility statement', '/legal/a11y')] })),
    ).toBe(true);
    expect(statementFound(page({ lang: 'en', links: [link('Accessibility', '/access')] }))).toBe(true);
  });

  it('recognises the link by its path or its label when the text says nothing', () => {
    expect(statementFound(page({ links: [link('Mehr', '/barrierefreiheit')] }))).toBe(true);
    expect(
      statementFound(
        page({ links: [link('Mehr', 'https://shop.example/de/erklaerung-zur-barrierefreiheit.html')] }),
      ),
    ).toBe(true);
    expect(statementFound(page({ links: [link('Read more', '/accessibility')] }))).toBe(true);
    expect(statementFound(page({ links: [link('', '/info/a', 'Erklärung zur Barrierefreiheit')] }))).toBe(
      true,
    );
  });

  it('recognises a statement made with Klarsicht by its address, whatever the link says', () => {
    expect(
      statementFound(
        page({ links: [link('Rechtliches', 'https://klarsicht.example/erklaerung/AbCdEfGhIjKlMnOp')] }),
      ),
    ).toBe(true);
    expect(
      statementFound(page({ links: [link('Rechtliches', 'https://klarsicht.example/erklaerung/kurz')] })),
    ).toBe(false);
  });

  it('passes on the statement page itself, judged by title or top-level heading', () => {
    expect(statementFound(page({ title: 'Erklärung zur Barrierefreiheit | Beispiel-Shop' }))).toBe(true);
    expect(statementFound(page({ title: 'Rechtliches', headings: ['Barrierefreiheitserklärung'] }))).toBe(
      true,
    );
    expect(statementFound(page({ lang: 'en', title: 'Accessibility Statement – Example Ltd' }))).toBe(true);
  });

  it('fails when no link, title or heading names the statement', () => {
    const result = accessibilityStatementRule.evaluate(
      page({ links: [...shopLinks, link('Impressum', '/impressum')] }),
    );
    expect(result.outcome).toBe('failed');
    expect(result.nodes).toEqual([
      {
        selector: 'html',
        html: '<html lang="de">',
        failureSummary: expect.stringContaining('accessibility statement'),
        checks: { any: [], all: [{ id: 'accessibility-statement-link', outcome: 'fail' }], none: [] },
      },
    ]);
  });

  it('is not fooled by products, e-mail addresses or other pages about accessible things', () => {
    expect(
      statementFound(page({ links: [link('Barrierefreies Bad', '/baeder/barrierefreie-baeder')] })),
    ).toBe(false);
    expect(
      statementFound(
        page({ links: [link('barrierefreiheit@shop.example', 'mailto:barrierefreiheit@shop.example')] }),
      ),
    ).toBe(false);
  });

  it('names the links it found', () => {
    const result = accessibilityStatementRule.evaluate(
      page({ links: [link('Barrierefreiheit', '/barrierefreiheit')] }),
    );
    expect(result.nodes).toEqual([
      {
        selector: ':is(a, area)[href="/barrierefreiheit"]',
        html: '<a href="/barrierefreiheit">Barrierefreiheit</a>',
      },
    ]);
  });
});

describe('klarsicht-feedback-mechanism', () => {
  const feedbackFound = (facts: PageFacts) => feedbackMechanismRule.evaluate(facts).outcome === 'passed';

  it('passes with a mailto: link', () => {
    const result = feedbackMechanismRule.evaluate(
      page({ links: [...shopLinks, link('info@shop.example', 'mailto:info@shop.example')] }),
    );
    expect(result.outcome).toBe('passed');
    expect(result.nodes).toEqual([
      {
        selector: ':is(a, area)[href="mailto:info@shop.example"]',
        html: '<a href="mailto:info@shop.example">info@shop.example</a>',
      },
    ]);
  });

  it('passes with a contact or feedback link in German or English', () => {
    expect(feedbackFound(page({ links: [link('Kontakt', '/kontakt')] }))).toBe(true);
    expect(feedbackFound(page({ links: [link('Barriere melden', '/melden')] }))).toBe(true);
    expect(feedbackFound(page({ links: [link('Rückmeldung geben', '/r')] }))).toBe(true);
    expect(feedbackFound(page({ lang: 'en', links: [link('Contact us', '/about')] }))).toBe(true);
    expect(feedbackFound(page({ lang: 'en', links: [link('Send feedback', '/f')] }))).toBe(true);
    expect(feedbackFound(page({ links: [link('Hier', '/service/kontaktformular')] }))).toBe(true);
  });

  it('passes with a message form or on the contact page itself', () => {
    expect(feedbackFound(page({ formCount: 1 }))).toBe(true);
    expect(feedbackFound(page({ title: 'Kontakt – Beispiel-Shop' }))).toBe(true);
  });

  it('does not count a phone link alone', () => {
    expect(feedbackFound(page({ links: [link('Kontakt: 030 123456', 'tel:+4930123456')] }))).toBe(false);
  });

  it('fails without any way to get in touch', () => {
    const result = feedbackMechanismRule.evaluate(page({ links: shopLinks }));
    expect(result.outcome).toBe('failed');
    expect(result.nodes[0]).toMatchObject({
      selector: 'html',
      failureSummary: expect.stringContaining('e-mail'),
    });
  });
});

describe('the statement and feedback checks in the languages of the EU', () => {
  const outcome = (facts: PageFacts) => [
    accessibilityStatementRule.evaluate(facts).outcome,
    feedbackMechanismRule.evaluate(facts).outcome,
  ];
  const polishShop = [link('Strona główna', '/'), link('Koszyk', '/koszyk'), link('Regulamin', '/regulamin')];

  it('pass a Polish page that links its statement and a way to write', () => {
    const polish = (links: PageLink[]) =>
      page({ lang: 'pl', title: 'Sklep', links: [...polishShop, ...links] });
    expect(
      outcome(polish([link('Deklaracja dostępności', '/deklaracja'), link('Napisz do nas', '/napisz')])),
    ).toEqual(['passed', 'passed']);
    expect(outcome(polish([link('Dostępność', '/info'), link('Zgłoś problem', '/zgloszenie')]))).toEqual([
      'passed',
      'passed',
    ]);
    expect(outcome(polish([link('Więcej', '/deklaracja-dostepnosci'), link('Opinie', '/o')]))).toEqual([
      'passed',
      'passed',
    ]);
    expect(outcome(page({ lang: 'pl-PL', title: 'Deklaracja dostępności – Sklep' }))[0]).toBe('passed');
  });

  it('still fail a Polish page that has neither', () => {
    expect(outcome(page({ lang: 'pl', title: 'Sklep', links: polishShop }))).toEqual(['failed', 'failed']);
  });

  it('recognise the model statement and a contact page in other scripts and languages', () => {
    const cases: Array<[string, string, string]> = [
      ['fr', "Déclaration d'accessibilité", 'Nous contacter'],
      ['it', 'Dichiarazione di accessibilità', 'Contatti'],
      ['es', 'Declaración de accesibilidad', 'Contacto'],
      ['nl', 'Toegankelijkheidsverklaring', 'Klantenservice'],
      ['sv', 'Tillgänglighetsredogörelse', 'Lämna synpunkter'],
      ['fi', 'Saavutettavuusseloste', 'Anna palautetta'],
      ['el', 'Δήλωση Προσβασιμότητας', 'ΕΠΙΚΟΙΝΩΝΙΑ'],
      ['bg', 'Декларация за достъпност', 'Контакти'],
      ['hu', 'Akadálymentességi nyilatkozat', 'Kapcsolatfelvétel'],
      ['lv', 'Paziņojums par piekļūstamību', 'Atsauksmes'],
      ['mt', 'Dikjarazzjoni dwar l-Aċċessibbiltà', 'Ikkuntattjana'],
      ['ga', 'Ráiteas Inrochtaineachta', 'Déan teagmháil linn'],
      ['cs', 'Prohlášení o přístupnosti', 'Zpětná vazba'],
    ];
    for (const [lang, statement, contact] of cases) {
      const facts = page({ lang, title: 'Start', links: [link(statement, '/a'), link(contact, '/b')] });
      expect([lang, ...outcome(facts)]).toEqual([lang, 'passed', 'passed']);
    }
  });

  it('do not take contact lenses for a contact page', () => {
    for (const text of ['Kontaktlinsen', 'Contact lenses', 'Soczewki kontaktowe']) {
      expect(outcome(page({ links: [link(text, '/linsen')] }))[1]).toBe('failed');
    }
  });

  it('leave a page in a language they have no words for to a person, naming the language', () => {
    const japanese = page({ lang: 'ja', title: 'ホーム', links: [link('お問い合わせ', '/otoiawase')] });
    const statement = accessibilityStatementRule.evaluate(japanese);
    expect(statement.outcome).toBe('review');
    expect(statement.nodes[0]).toMatchObject({
      selector: 'html',
      checks: {
        all: [{ id: 'accessibility-statement-language', outcome: 'incomplete', data: { lang: 'ja' } }],
      },
      failureSummary: expect.stringContaining('written in Japanese'),
    });
    expect(feedbackMechanismRule.evaluate(japanese).outcome).toBe('review');
    // A word they know still passes, whatever the language.
    expect(
      outcome(
        page({
          lang: 'ja',
          links: [link('Accessibility', '/a11y'), link('info@example.jp', 'mailto:info@example.jp')],
        }),
      ),
    ).toEqual(['passed', 'passed']);
  });

  it('tell the language from the text when the page declares none', () => {
    const polishText =
      'Nasz sklep internetowy oferuje szeroki wybór książek, zabawek i artykułów szkolnych. Zamówienia wysyłamy w ciągu dwóch dni roboczych na terenie całego kraju.';
    const japaneseText =
      '私たちのお店では、本やおもちゃ、文房具を幅広く取りそろえています。ご注文は二営業日以内に全国へ発送いたします。お気軽にご利用ください。';
    expect(outcome(page({ lang: '', text: polishText, links: polishShop }))).toEqual(['failed', 'failed']);
    expect(outcome(page({ lang: '', text: japaneseText }))).toEqual(['review', 'review']);
    const unknown = feedbackMechanismRule.evaluate(page({ lang: '', text: 'Start' }));
    expect(unknown.outcome).toBe('review');
    expect(unknown.nodes[0]?.failureSummary).toContain('could not be told');
  });
});

describe('runOwnChecks', () => {
  const statementPage = page({
    links: [link('Erklärung zur Barrierefreiheit', '/barrierefreiheit'), link('Kontakt', '/kontakt')],
  });

  it('runs for bfsg and the WCAG 2.2 profiles, not for wcag21aa', () => {
    expect(runOwnChecks(statementPage, 'wcag21aa')).toEqual({ violations: [], incomplete: [], passes: [] });
    for (const profile of ['bfsg', 'wcag22aa', 'wcag22aaa'] as const) {
      expect(runOwnChecks(statementPage, profile).passes).toHaveLength(OWN_CHECKS.length);
    }
  });

  it('reports a result left to a person as needs review, with the impact of a failure', () => {
    const { violations, incomplete, passes } = runOwnChecks(page({ lang: 'ja' }), 'bfsg');
    expect([violations, passes]).toEqual([[], []]);
    expect(incomplete.map((finding) => [finding.id, finding.impact])).toEqual([
      ['klarsicht-accessibility-statement', 'serious'],
      ['klarsicht-feedback-mechanism', 'moderate'],
    ]);
  });

  it('reports passes as findings without impact', () => {
    const { violations, passes } = runOwnChecks(statementPage, 'bfsg');
    expect(violations).toEqual([]);
    expect(passes.map((finding) => [finding.id, finding.impact, finding.source, finding.nodeCount])).toEqual([
      ['klarsicht-accessibility-statement', null, 'klarsicht', 1],
      ['klarsicht-feedback-mechanism', null, 'klarsicht', 1],
    ]);
  });

  it('reports failures with impact, references and the page as node', () => {
    const { violations, passes } = runOwnChecks(page({ lang: 'en', links: shopLinks }), 'wcag22aa');
    expect(passes).toEqual([]);
    expect(violations).toMatchObject([
      {
        id: 'klarsicht-accessibility-statement',
        impact: 'serious',
        wcag: [],
        en301549: [],
        bfsg: 'Section 14 BFSG in conjunction with Annex 3 BFSG (Directive (EU) 2019/882, Article 13(2) and Annex V)',
        helpUrl: 'https://www.gesetze-im-internet.de/bfsg/__14.html',
        nodeCount: 1,
      },
      {
        id: 'klarsicht-feedback-mechanism',
        impact: 'moderate',
        en301549: ['12.2.2', '12.2.3'],
        bfsg: expect.stringContaining('EN 301 549 V3.2.1 clauses 12.2.2, 12.2.3'),
        nodeCount: 1,
      },
    ]);
  });

  it('keeps at most maxNodesPerFinding nodes but counts them all', () => {
    const manyMails = Array.from({ length: 8 }, (_, index) =>
      link(`m${index}`, `mailto:m${index}@shop.example`),
    );
    const feedback = runOwnChecks(page({ links: manyMails }), 'bfsg', { maxNodesPerFinding: 3 }).passes.find(
      (finding) => finding.id === 'klarsicht-feedback-mechanism',
    )!;
    expect(feedback.nodes).toHaveLength(3);
    expect(feedback.nodeCount).toBe(8);
  });

  it('uses rule ids that cannot clash with axe', () => {
    for (const rule of OWN_CHECKS) expect(rule.id).toMatch(/^klarsicht-/);
  });
});
