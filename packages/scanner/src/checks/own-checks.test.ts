import { describe, expect, it } from 'vitest';
import { accessibilityStatementRule } from './accessibility-statement.js';
import { feedbackMechanismRule } from './feedback-mechanism.js';
import { OWN_CHECKS, runOwnChecks } from './own-checks.js';
import type { PageFacts, PageLink } from './page-facts.js';

function page(overrides: Partial<PageFacts> = {}): PageFacts {
  return {
    url: 'https://shop.example/',
    title: 'Startseite – Beispiel-Shop',
    lang: 'de',
    headings: ['Willkommen'],
    links: [],
    formCount: 0,
    ...overrides,
  };
}

const link = (text: string, href: string, label = ''): PageLink => ({ text, href, label });

const shopLinks = [link('Startseite', '/'), link('Damen', '/damen'), link('Warenkorb', '/warenkorb')];

describe('klarsicht-accessibility-statement', () => {
  const statementFound = (facts: PageFacts) => accessibilityStatementRule.evaluate(facts).passed;

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
    expect(result.passed).toBe(false);
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
  const feedbackFound = (facts: PageFacts) => feedbackMechanismRule.evaluate(facts).passed;

  it('passes with a mailto: link', () => {
    const result = feedbackMechanismRule.evaluate(
      page({ links: [...shopLinks, link('info@shop.example', 'mailto:info@shop.example')] }),
    );
    expect(result.passed).toBe(true);
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
    expect(result.passed).toBe(false);
    expect(result.nodes[0]).toMatchObject({
      selector: 'html',
      failureSummary: expect.stringContaining('e-mail'),
    });
  });
});

describe('runOwnChecks', () => {
  const statementPage = page({
    links: [link('Erklärung zur Barrierefreiheit', '/barrierefreiheit'), link('Kontakt', '/kontakt')],
  });

  it('runs for bfsg and the WCAG 2.2 profiles, not for wcag21aa', () => {
    expect(runOwnChecks(statementPage, 'wcag21aa')).toEqual({ violations: [], passes: [] });
    for (const profile of ['bfsg', 'wcag22aa', 'wcag22aaa'] as const) {
      expect(runOwnChecks(statementPage, profile).passes).toHaveLength(OWN_CHECKS.length);
    }
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
