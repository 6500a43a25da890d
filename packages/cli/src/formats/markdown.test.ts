import type { ScanReport } from '@klarsicht/scanner';
import { describe, expect, it } from 'vitest';
import { flowReport, page, report, writtenIn } from '../../test-support/sample-report.js';
import { type BaselineComparison, compareWithBaseline, createBaseline } from '../baseline/baseline.js';
import { IssueCollector, issueKeyOf, type ReportIssue } from '../baseline/issues.js';
import { formatMarkdown, markdownCode, markdownText, pageLink } from './markdown.js';

function issue(
  ruleId: string,
  selector: string,
  impact: ReportIssue['impact'],
  url = 'https://shop.example/',
): ReportIssue {
  return {
    key: issueKeyOf(ruleId, { selector, html: '<x>' }),
    ruleId,
    impact,
    selector,
    page: url,
    title: `Title of ${ruleId}`,
  };
}

const SHOP: ScanReport = report([
  page({ url: 'https://shop.example/', status: 200 }),
  page({ url: 'https://shop.example/kontakt', status: 200 }),
]);

/** The cells of a Markdown table row, split at pipes that are not escaped (as GitHub splits them). */
function cells(row: string): string[] {
  return row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

const tableRows = (markdown: string, heading: string): string[] => {
  const after = markdown.slice(markdown.indexOf(heading));
  const lines = after.split('\n');
  const start = lines.findIndex((line) => line.startsWith('| ---'));
  const rows: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return rows;
};

describe('Markdown escaping', () => {
  it('turns page text into plain text: no HTML, links, emphasis or table cells', () => {
    const hostile =
      '<img src=x onerror=alert(1)> [click](https://evil.example) **bold** | cell @team #1\n# Heading';
    const escaped = markdownText(hostile);
    expect(escaped).not.toMatch(/<|>|\n/);
    expect(escaped).toBe(
      '&lt;img src=x onerror=alert\\(1\\)&gt; \\[click\\]\\(https://evil.example\\) \\*\\*bold\\*\\* \\| cell @team \\#1 \\# Heading',
    );
    expect(markdownText('Fish & Chips_`$x$`\\')).toBe('Fish &amp; Chips\\_\\`\\$x\\$\\`\\\\');
    expect(markdownText('EN 301 549 / BFSG: image-alt.')).toBe('EN 301 549 / BFSG: image-alt.');
  });

  it('puts selectors in code spans that no backtick or pipe can end, on one line', () => {
    expect(markdownCode('#logo')).toBe('`#logo`');
    expect(markdownCode('a[title="``x``"]')).toBe('```a[title="``x``"]```');
    expect(markdownCode('`start')).toBe('`` `start ``');
    expect(markdownCode('a[data-x="1|2"]', { inTable: true })).toBe('`a[data-x="1\\|2"]`');
    expect(markdownCode('div\n> p\u202e')).toBe('`div > p`');
    expect(markdownCode('x'.repeat(500))).toHaveLength(160 + 2);
  });

  it('links a page by its path, with an address Markdown cannot end early', () => {
    expect(pageLink('https://shop.example/a(b)?q=<x>')).toBe(
      '[/a\\(b\\)?q=%3Cx%3E](https://shop.example/a%28b%29?q=%3Cx%3E)',
    );
    expect(pageLink('javascript:alert(1)')).toBe('`javascript:alert(1)`');
  });
});

describe('the Markdown summary', () => {
  const baseline = createBaseline(
    'bfsg',
    [
      issue('label', '#email', 'serious', 'https://shop.example/kontakt'),
      issue('region', 'main', 'moderate'),
    ],
    '2026-11-28T10:00:00.000Z',
  );
  const compare = (issues: ReportIssue[], failOn: BaselineComparison['failOn'] = 'serious') =>
    compareWithBaseline(baseline, 'klarsicht-baseline.json', failOn, issues, () => true);

  it('says the gate failed for new issues at or above --fail-on, and lists them with what disappeared', () => {
    const fresh = issue('image-alt', 'img.hero', 'critical', 'https://shop.example/kontakt');
    const known = issue('region', 'main', 'moderate');
    const markdown = formatMarkdown({
      report: { ...SHOP, lang: 'en' },
      failOn: 'serious',
      issues: [fresh, known],
      comparison: compare([fresh, known]),
    });
    expect(markdown).toMatch(/^## ❌ Klarsicht: accessibility check failed\n\n/);
    expect(markdown).toContain(
      '1 new issue at or above **serious** compared with the baseline `klarsicht-baseline.json` (`--fail-on serious`).',
    );
    expect(markdown).toContain('`https://shop.example/` · EN 301 549 / BFSG · 2 pages checked');
    expect(markdown).toContain('| Critical | 1 | 1 |');
    expect(markdown).toContain('| Moderate | 1 | 0 |');
    expect(markdown).toContain('| **Total** | 2 | 1 |');
    expect(tableRows(markdown, '### New issues (1)').map(cells)).toEqual([
      [
        'Critical',
        '`image-alt` Title of image-alt',
        '[/kontakt](https://shop.example/kontakt)',
        '`img.hero`',
      ],
    ]);
    expect(tableRows(markdown, '### Disappeared since the baseline (1)').map(cells)).toEqual([
      [
        'Serious',
        '`label` Form elements must have labels',
        '[/kontakt](https://shop.example/kontakt)',
        '`#email`',
      ],
    ]);
    expect(markdown).not.toContain('region');
  });

  it('passes when the new issues are all below --fail-on, in German with --lang de', () => {
    const minor = issue('link-name', '.social a', 'minor');
    const markdown = formatMarkdown({
      report: { ...SHOP, lang: 'de' },
      failOn: 'serious',
      issues: [minor],
      comparison: compare([minor]),
    });
    expect(markdown).toMatch(/^## ✅ Klarsicht: Prüfung der Barrierefreiheit bestanden\n\n/);
    expect(markdown).toContain(
      'Keine neuen Barrieren ab **schwerwiegend** gegenüber der Baseline `klarsicht-baseline.json` (`--fail-on serious`).',
    );
    expect(markdown).toContain('| Schweregrad | Barrieren | Neu |');
    expect(markdown).toContain('### Neue Barrieren (1)');
    expect(markdown).toContain('| Gering | `link-name` Title of link-name |');
    expect(markdown).toContain('### Seit der Baseline nicht mehr gefunden (2)');
    expect(markdown).toContain('| Schwerwiegend | `label` Formularfelder müssen eine Beschriftung haben |');
    expect(markdown).toContain('`https://shop.example/` · EN 301 549 / BFSG · 2 Seiten geprüft');
  });

  it('cuts long tables after 50 rows and says how many more there are', () => {
    const many = Array.from({ length: 63 }, (_, index) => issue('image-alt', `img.p${index}`, 'critical'));
    const english = formatMarkdown({
      report: SHOP,
      failOn: 'minor',
      issues: many,
      comparison: compare(many),
    });
    expect(tableRows(english, '### New issues (63)')).toHaveLength(50);
    expect(english).toContain('\n\n… and 13 more');
    const german = formatMarkdown({
      report: { ...SHOP, lang: 'de' },
      failOn: 'minor',
      issues: many,
      maxRows: 10,
    });
    expect(tableRows(german, '### Barrieren (63)')).toHaveLength(10);
    expect(german).toContain('… und 53 weitere');
  });

  it('lists the most severe issues first without a baseline, and passes below --fail-on', () => {
    const issues = [
      issue('link-name', '.social a', 'minor'),
      issue('image-alt', '#logo', 'critical'),
      issue('bfsg-statement', '', null),
    ];
    const failed = formatMarkdown({ report: SHOP, failOn: 'minor', issues });
    expect(failed).toContain('3 issues at or above **minor** (`--fail-on minor`).');
    expect(failed).toContain('| Unrated | 1 |');
    const rows = tableRows(failed, '### Issues (3)').map(cells);
    expect(rows.map((row) => row[0])).toEqual(['Critical', 'Unrated', 'Minor']);
    expect(rows[1]?.[3]).toBe('(whole page)');
    const passed = formatMarkdown({ report: SHOP, failOn: 'critical', issues: issues.slice(0, 1) });
    expect(passed).toMatch(
      /^## ✅ Klarsicht: accessibility check passed\n\nNo issues at or above \*\*critical\*\*/,
    );
  });

  it('keeps markup from the scanned pages out of the comment', () => {
    const hostile = issue(
      'image-alt',
      'img[alt="x|</td><script>alert(1)</script>"]',
      'critical',
      'https://shop.example/<b>fett</b>/@admin|x',
    );
    const markdown = formatMarkdown({
      report: SHOP,
      failOn: 'minor',
      issues: [hostile],
      comparison: compare([hostile]),
    });
    const [row] = tableRows(markdown, '### New issues (1)');
    // Four cells, whatever pipes the selector and address hold.
    expect(cells(row ?? '')).toHaveLength(4);
    expect(cells(row ?? '')[3]).toBe('`img[alt="x\\|</td><script>alert(1)</script>"]`');
    // Outside code spans nothing is HTML.
    const outsideCode = markdown.replace(/(`+).*?\1/g, '');
    expect(outsideCode).not.toMatch(/<(?!\/?(br)\b)[a-z/]/i);
    expect(markdown).toContain('](https://shop.example/%3Cb%3Efett%3C/b%3E/@admin%7Cx)');
  });

  it('says the scan failed, with the reason, when no page could be checked', () => {
    const failed = report([page({ url: 'https://shop.example/' })], {
      failure: { code: 'unreachable', message: 'net::ERR_CONNECTION_REFUSED' },
      summary: { ...SHOP.summary, pagesScanned: 0 },
    });
    const markdown = formatMarkdown({ report: failed, failOn: 'minor', issues: [] });
    expect(markdown).toMatch(/^## ⚠️ Klarsicht: the scan failed\n\n/);
    expect(markdown).toContain('`unreachable`');
    expect(markdown).not.toContain('| Impact |');
  });
});

describe('formatMarkdown: a recorded flow', () => {
  it('names the state of the page that shows an issue, escaped, and where the flow stopped', () => {
    const scan = writtenIn(flowReport(), 'de');
    scan.pages[1]!.state!.name = 'Warenkorb | *offen*';
    const issues = new IssueCollector().addAll(scan.pages).issues();
    const markdown = formatMarkdown({ report: scan, failOn: 'minor', issues });
    const rows = tableRows(markdown, '### Barrieren').map(cells);
    expect(rows.find((row) => row[1]?.includes('image-alt'))?.[2]).toBe(
      '[/produkt/tee](https://shop.example/produkt/tee) — Schritt 4: „Warenkorb \\| \\*offen\\*“',
    );
    expect(rows.find((row) => row[1]?.includes('color-contrast'))?.[2]).toBe(
      '[/kasse](https://shop.example/kasse) — Schritt 8: Meldung angezeigt',
    );
    expect(markdown).toContain('Ablauf „Teeladen: Warenkorb und Kasse“ · 9 Schritte  \n');
    expect(markdown).toContain(
      '⚠️ Ablauf abgebrochen: Schritt 9: Worauf der Schritt wartet, ist nicht rechtzeitig eingetreten. Seite: `https://shop.example/kasse`',
    );
    expect(markdown).not.toContain('data:image');
  });
});
