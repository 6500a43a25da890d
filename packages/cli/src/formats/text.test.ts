import { describe, expect, it } from 'vitest';
import {
  allPagesFailedReport,
  cleanReport,
  sampleReport,
  scanFailureReport,
} from '../../test-support/sample-report.js';
import { jsonReportChunks } from './json.js';
import { terminalSafe } from './sanitise.js';
import { formatText } from './text.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for escape sequences.
const ANSI = /\u001b\[/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence.
const TERMINAL_CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/;

describe('formatText', () => {
  const text = formatText(sampleReport(), { color: false });

  it('groups by page, then by rule, most severe first', () => {
    const order = [
      '[1/3] https://shop.example/',
      'image-alt',
      'label',
      'color-contrast',
      'region',
      '[2/3]',
      '[3/3]',
    ];
    const positions = order.map((needle) => text.indexOf(needle));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('shows impact, rule, help, help URL, standards and the first selectors of each violation', () => {
    expect(text).toContain('CRITICAL  image-alt  Images must have alternative text');
    expect(text).toContain('https://dequeuniversity.com/rules/axe/4.10/image-alt?application=axeAPI');
    expect(text).toContain('WCAG 1.1.1 (A) · EN 301 549 9.1.1.1');
    expect(text).toContain('6 elements: .hero > img, #logo, footer img:nth-child(2) … and 3 more');
    expect(text).toContain('UNRATED   klarsicht-feedback-mechanism');
  });

  it('lists "needs review" apart from the violations', () => {
    const checkout = text.slice(text.indexOf('[2/3]'), text.indexOf('[3/3]'));
    expect(checkout).toContain('✖ 1 violation\n');
    expect(checkout).toMatch(/\? Needs review \(1\).*\n.*color-contrast/);
    expect(checkout.indexOf('button-name')).toBeLessThan(checkout.indexOf('Needs review'));
  });

  it('says which pages failed and why', () => {
    expect(text).toContain('✖ Not checked: The site answered with HTTP status 503 instead of a web page.');
    expect(text).toContain('Detail (http_error): The server answered HTTP 503');
  });

  it('ends with a summary', () => {
    const summary = text.slice(text.indexOf('Summary'));
    expect(summary).toContain('Pages:        2 checked, 1 could not be checked');
    expect(summary).toContain(
      'Violations:   6 (6 rules, 10 elements) — 3 critical, 1 serious, 1 moderate, 1 minor',
    );
    expect(summary).toContain('Needs review: 1');
  });

  it('uses no colour unless asked, and colours when asked', () => {
    expect(text).not.toMatch(ANSI);
    expect(formatText(sampleReport(), { color: true })).toMatch(ANSI);
  });

  it('never passes control characters from the page to the terminal', () => {
    const hostile = sampleReport();
    const page = hostile.pages[0];
    if (!page) throw new Error('fixture changed');
    page.title = 'Evil\u001b]0;pwned\u0007\u202etitle';
    expect(formatText(hostile, { color: false })).not.toMatch(TERMINAL_CONTROLS);
  });

  it('says which page holds a consent banner’s findings', () => {
    const report = sampleReport();
    const [first, second] = report.pages;
    if (!first || !second) throw new Error('the sample has pages');
    first.consent = { banner: 'Usercentrics', accepted: true };
    second.consent = { banner: 'generic', accepted: false, repeated: true };
    const withBanner = formatText(report, { color: false });
    expect(withBanner).toContain('consent banner (Usercentrics): its findings are here; accepted');
    expect(withBanner).toContain(
      'consent banner: shown again, its findings are on an earlier page; could not be dismissed',
    );
  });

  it('reports a clean page, a failed scan and an all-failed scan plainly', () => {
    expect(formatText(cleanReport(), { color: false })).toContain('✔ No violations');
    const failedScan = formatText(scanFailureReport(), { color: false });
    expect(failedScan).toContain(
      "Scan failed: The site's robots.txt does not allow automated checks of this page.",
    );
    expect(failedScan).toContain('Detail (blocked_robots): robots.txt disallows the start page');
    expect(formatText(allPagesFailedReport(), { color: false })).toContain(
      'Pages:        0 checked, 1 could not be checked',
    );
  });
});

describe('terminalSafe', () => {
  it('flattens to one line without control characters or bidi overrides', () => {
    expect(terminalSafe(' a\n\tb\u001b[2Jc\u202ed\uD800 ')).toBe('a b [2Jc d');
  });
});

describe('the JSON report', () => {
  it('serialises the report unchanged', () => {
    const report = sampleReport();
    const parsed = JSON.parse([...jsonReportChunks(report)].join(''));
    expect(parsed).toEqual(report);
    expect(parsed.pages[0].violations[0]).toHaveProperty('id');
    expect(parsed.pages[2].error).toEqual({
      code: 'http_error',
      message: 'The server answered HTTP 503',
      status: 503,
    });
  });
});
