import { REPORT_VERSION, type ReportRule, type ScanReportDocument } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { HOSTILE_HTML } from '../../test-support/seed-report.js';
import { toNamedPageState } from '../scans/records/views.js';
import { headerFooterTemplates, renderReportHtml } from './report-html.js';

/** The page Chromium prints: hostile values stay text, and the page asks for nothing from outside. */

function rule(overrides: Partial<ReportRule>): ReportRule {
  return {
    ruleId: 'image-alt',
    source: 'axe',
    impact: 'critical',
    principle: 'perceivable',
    description: 'Ensures <img> elements have alternate text',
    help: 'Images must have alternate text',
    helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/image-alt',
    wcag: [{ id: '1.1.1', level: 'A', title: 'Non-text Content', version: '2.0' }],
    en301549: ['9.1.1.1'],
    actRules: ['23a2a8'],
    nodeCount: 1,
    pages: [{ url: 'https://shop.example/', nodeCount: 1, nodes: [{ selector: 'img', html: HOSTILE_HTML }] }],
    issues: [
      {
        id: '0123456789ab',
        element: { selector: 'img', html: HOSTILE_HTML },
        pageCount: 1,
        pages: ['https://shop.example/'],
      },
    ],
    ...overrides,
  };
}

function report(violations: ReportRule[]): ScanReportDocument {
  const zero = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  return {
    reportVersion: REPORT_VERSION,
    generatedAt: '2026-01-02T10:00:00.000Z',
    scan: {
      id: '00000000-0000-4000-8000-000000000001',
      url: 'https://shop.example/?q="><script>alert(1)</script>',
      site: 'shop.example',
      profile: 'bfsg',
      scope: 'page',
      status: 'succeeded',
      createdAt: '2026-01-02T09:00:00.000Z',
      finishedAt: '2026-01-02T09:01:00.000Z',
    },
    pages: [],
    summary: {
      pagesScanned: 1,
      pagesFailed: 0,
      findings: {
        violations: violations.length,
        passes: 0,
        incomplete: 0,
        inapplicable: 0,
        bestPractices: 0,
      },
      byImpact: zero,
      issuesByImpact: zero,
      issuesByPrinciple: {
        perceivable: violations.length,
        operable: 0,
        understandable: 0,
        robust: 0,
        other: 0,
      },
      violatedRules: violations.length,
      violatedRulesByImpact: zero,
      violatedRulesByPrinciple: { perceivable: 1, operable: 0, understandable: 0, robust: 0, other: 0 },
      affectedNodes: 1,
      needsReviewRules: 0,
      issues: violations.length,
      occurrences: violations.length,
      issuesByStatus: {
        open: violations.length,
        in_progress: 0,
        fixed: 0,
        verified: 0,
        reopened: 0,
        false_positive: 0,
        accepted: 0,
      },
      needsReviewIssues: 0,
    },
    violations,
    needsReview: [],
    bestPractices: [],
  };
}

describe('the report page', () => {
  it('shows hostile snippets and URLs as text, never as markup', () => {
    const html = renderReportHtml(report([rule({ help: '<b onmouseover=x>bold</b>' })]), 'de');
    expect(html).not.toMatch(/<script|<img|<b /i);
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(html).toContain('&lt;b onmouseover=x&gt;bold&lt;/b&gt;');
    expect(html).toContain('q=&quot;&gt;&lt;script&gt;');
  });

  it('loads nothing: no script, no external resource, a CSP that forbids both', () => {
    const html = renderReportHtml(report([rule({})]), 'en');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
    expect(html).not.toMatch(/<[a-z][^>]*\s(src|srcset|background)=|<link|@import|url\(/i);
    // The only links are learn-more links, which nothing loads.
    expect([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      'https://dequeuniversity.com/rules/axe/4.10/image-alt',
    ]);
  });

  it('links only http(s) help URLs', () => {
    const html = renderReportHtml(report([rule({ helpUrl: 'javascript:alert(1)' })]), 'en');
    expect(html).not.toContain('href=');
    expect(html).toContain('Learn more: javascript:alert(1)');
  });

  it("names why a scan or a page failed in the reader's language, without the engine's raw error", () => {
    const failed = report([]);
    failed.scan.status = 'failed';
    failed.scan.failure = {
      code: 'private_address',
      message: '10.0.0.5 is a loopback, private or reserved address',
    };
    failed.summary.pagesScanned = 0;
    failed.summary.pagesFailed = 1;
    failed.pages = [
      {
        url: 'http://10.0.0.5/',
        counts: { violations: 0, passes: 0, incomplete: 0, inapplicable: 0, bestPractices: 0 },
        byImpact: { critical: 0, serious: 0, moderate: 0, minor: 0 },
        error: { code: 'http_error', message: 'http://10.0.0.5/ answered with HTTP 503.', status: 503 },
      },
    ];
    const german = renderReportHtml(failed, 'de');
    expect(german).toContain(
      'Die Prüfung ist fehlgeschlagen: Die Adresse führt in ein privates oder internes Netz',
    );
    // A page's HTTP error is named by its status, in the reader's words.
    expect(german).toContain(
      'Nicht geprüft: Die Website hat mit dem HTTP-Status 503 statt mit einer Webseite geantwortet.',
    );
    expect(german).toContain('<th scope="row">Geprüfte Seiten</th><td>0</td>');
    const english = renderReportHtml(failed, 'en');
    expect(english).toContain('The scan failed: The address leads into a private or internal network');
    expect(english).toContain(
      'Not checked: The website answered with HTTP status 503 instead of a web page.',
    );
    for (const html of [german, english]) {
      expect(html).not.toContain('private_address');
      expect(html).not.toContain('reserved address');
    }
  });

  it('names the checks that did not finish, per page and in a summary, in the reader’s language', () => {
    const cut = report([]);
    const page = (url: string) => ({
      url,
      counts: { violations: 0, passes: 3, incomplete: 1, inapplicable: 0, bestPractices: 0 },
      byImpact: { critical: 0, serious: 0, moderate: 0, minor: 0 },
    });
    cut.pages = [
      {
        ...page('https://shop.example/'),
        notChecked: [
          { check: 'keyboard', reason: 'timeout', detail: 'no answer within 15 s' },
          { check: 'focus', reason: 'page-stalled' },
        ],
      },
      page('https://shop.example/kontakt'),
      { ...page('https://shop.example/warenkorb'), notChecked: [{ check: 'keyboard', reason: 'timeout' }] },
    ];
    const german = renderReportHtml(cut, 'de');
    expect(german).toContain(
      'Auf 2 Seiten wurden Prüfungen nicht abgeschlossen: Tastaturbedienung (Zeitlimit), Fokus sichtbar (Seite reagierte nicht mehr). Ihre Regeln stehen unter „Manuell zu prüfen“',
    );
    expect(german).toContain('Tastaturbedienung – nicht geprüft: Zeitlimit');
    expect(german).toContain('Fokus sichtbar – nicht geprüft: Seite reagierte nicht mehr');
    const english = renderReportHtml(cut, 'en');
    expect(english).toContain(
      'On 2 pages, checks did not finish: Keyboard operation (time limit), Focus visible (page stopped responding).',
    );
    expect(english).toContain('Keyboard operation – not checked: time limit');
    // A report whose checks all finished says nothing about it.
    expect(renderReportHtml(report([]), 'de')).not.toContain('nicht abgeschlossen');
  });

  it('lists ten issues of a rule, says how many pages show each, and counts the rest', () => {
    const pages = Array.from({ length: 30 }, (_, index) => `https://shop.example/p${index}`);
    const issues = Array.from({ length: 12 }, (_, index) => ({
      id: `issue${index}`,
      element: { selector: `#n${index}`, html: `<i id="n${index}">` },
      pageCount: index === 0 ? 30 : 1,
      pages: index === 0 ? pages : [pages[index]!],
    }));
    const html = renderReportHtml(
      report([
        rule({
          nodeCount: 41,
          pages: pages.map((url, index) => ({
            url,
            nodeCount: index < 12 ? 2 : 1,
            nodes: [{ selector: '#n0', html: '<i id="n0">' }],
          })),
          issues,
        }),
      ]),
      'en',
    );
    expect(html).toContain('12 issues in 41 places');
    expect(html).toContain(
      'Appears on 30 pages – fix it once, fixed everywhere. First on https://shop.example/p0',
    );
    expect(html).toContain('On the page https://shop.example/p1');
    expect(html).toContain('#n9');
    expect(html).not.toContain('#n10');
    expect(html).toContain('… and 2 more issues');
    // A template's issue on every page does not list every page.
    expect(html).toContain('https://shop.example/p19 —');
    expect(html).not.toContain('https://shop.example/p20 —');
    expect(html).toContain('… and 10 more pages');
  });

  it('names every engine that found a rule’s elements, the rule’s own first', () => {
    const merged = rule({
      pages: [
        {
          url: 'https://shop.example/',
          nodeCount: 1,
          nodes: [{ selector: 'img', html: '<img>', engines: ['axe', 'qualweb'] }],
        },
      ],
    });
    expect(renderReportHtml(report([merged]), 'de')).toContain('Gefunden von: axe-core, QualWeb');
    expect(renderReportHtml(report([rule({})]), 'en')).toContain('Found by: axe-core<');
  });

  it('shows a failure summary as its headers over lists of points', () => {
    const summary =
      'Beheben Sie mindestens einen der folgenden Punkte:\n  Das Element hat kein alt-Attribut.\n  Das aria-label-Attribut <fehlt>.';
    const html = renderReportHtml(
      report([
        rule({
          pages: [
            {
              url: 'https://shop.example/',
              nodeCount: 1,
              nodes: [{ selector: 'img', html: '<img>', failureSummary: summary }],
            },
          ],
        }),
      ]),
      'de',
    );
    expect(html).toContain(
      '<div class="failure-summary"><p>Beheben Sie mindestens einen der folgenden Punkte:</p><ul><li>Das Element hat kein alt-Attribut.</li><li>Das aria-label-Attribut &lt;fehlt&gt;.</li></ul></div>',
    );
    expect(html).not.toContain('<pre>Beheben Sie');
  });

  it('names the flow and the state of a page a flow brought there, wherever the page is listed', () => {
    const product = 'https://shop.example/produkt';
    const counts = { violations: 1, passes: 0, incomplete: 0, inapplicable: 0, bestPractices: 0 };
    const byImpact = { critical: 1, serious: 0, moderate: 0, minor: 0 };
    const flows = [{ flow: 'flow-cart', name: 'Warenkorb <Ablauf>' }];
    const stored = {
      step: 3,
      trigger: 'check' as const,
      action: 'check',
      name: 'Warenkorb geöffnet',
      flow: 'flow-cart',
    };
    const inLanguage = (language: 'de' | 'en') => {
      const state = toNamedPageState(stored, flows, language);
      const flowReport = report([
        rule({
          pages: [
            { url: product, nodeCount: 1, nodes: [{ selector: 'img.logo', html: '<img class="logo">' }] },
            {
              url: product,
              state,
              nodeCount: 1,
              nodes: [{ selector: 'img.cart', html: '<img class="cart">' }],
            },
          ],
          issues: [
            {
              id: 'cartcartcart',
              element: { selector: 'img.cart', html: '<img class="cart">' },
              pageCount: 1,
              pages: [product],
              pageStates: [state],
            },
            {
              id: 'logologologo',
              element: { selector: 'img.logo', html: '<img class="logo">' },
              pageCount: 1,
              pages: [product],
            },
          ],
        }),
      ]);
      flowReport.pages = [
        { url: product, counts, byImpact },
        { url: product, counts, byImpact, state },
      ];
      return renderReportHtml(flowReport, language);
    };

    const german = inLanguage('de');
    const named = `${product} (Warenkorb &lt;Ablauf&gt; – Schritt 3: „Warenkorb geöffnet“)`;
    expect(german).toContain(`Auf der Seite ${named}<`);
    // The page as loaded keeps its address alone.
    expect(german).toContain(`Auf der Seite ${product}<`);
    expect(german).toContain(`<li>${named} — 1 Element(e)</li>`);
    expect(german).toContain(`<li>${product} — 1 Element(e)</li>`);
    expect(german).toContain(`<tr><td>${named}</td>`);
    expect(german).toContain(`<tr><td>${product}</td>`);

    const english = inLanguage('en');
    const namedEn = `${product} (Warenkorb &lt;Ablauf&gt; – Step 3: &quot;Warenkorb geöffnet&quot;)`;
    expect(english).toContain(`On the page ${namedEn}<`);
    expect(english).toContain(`<li>${namedEn} — 1 element(s)</li>`);
    expect(english).toContain(`<tr><td>${namedEn}</td>`);
    expect(english).not.toContain('Schritt');
  });

  it('names the part of a PDF a document finding is in, without an empty snippet', () => {
    const inDocument = (selector: string, snippet: string) =>
      rule({
        ruleId: 'klarsicht-pdf-language',
        issues: [
          {
            id: 'abcdefabcdef',
            element: { selector, html: snippet },
            pageCount: 1,
            pages: ['https://shop.example/preise.pdf'],
          },
        ],
      });
    const whole = renderReportHtml(report([inDocument('/Root', '')]), 'de');
    expect(whole).toContain('Stelle im Dokument: das Dokument als Ganzes (Katalog, /Root)');
    expect(whole).not.toContain('<pre></pre>');
    expect(whole).not.toContain('Catalog');
    const field = renderReportHtml(report([inDocument('/AcroForm (PLZ)', '/T (PLZ)')]), 'en');
    expect(field).toContain('Place in the document: form field “PLZ”<pre>/T (PLZ)</pre>');
  });
});

describe('a client’s brand on the report', () => {
  it('replaces ours at the top and in the page header, the logo named by the client', () => {
    const brand = { name: 'Marke AG', logoUrl: 'data:image/png;base64,iVBORw0KGgo=' };
    const html = renderReportHtml(report([rule({})]), 'de', brand);
    expect(html).toContain(
      '<img class="brand-logo" src="data:image/png;base64,iVBORw0KGgo=" alt="Marke AG">',
    );
    expect(headerFooterTemplates(report([rule({})]), 'de', brand).headerTemplate).toContain('Marke AG · ');
    const ours = headerFooterTemplates(report([rule({})]), 'de').headerTemplate;
    expect(ours).toContain('Klarsicht · ');
    expect(renderReportHtml(report([rule({})]), 'de')).not.toContain('class="brand"');
  });
});
