import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  allPagesFailedReport,
  sampleReport,
  scanFailureReport,
  writtenIn,
} from '../../test-support/sample-report.js';
import { escapeXmlAttribute, escapeXmlText, formatJunit } from './junit.js';

type XmlNode = Record<string, unknown>;

function parse(xml: string): XmlNode[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name),
  });
  const root = parser.parse(xml) as { testsuites: XmlNode & { testsuite: XmlNode[] } };
  return root.testsuites.testsuite;
}

const cases = (suite: XmlNode | undefined) => (suite?.testcase ?? []) as XmlNode[];

describe('formatJunit', () => {
  const xml = formatJunit(sampleReport());

  it('is well-formed XML with totals on the root', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
    expect(xml).toMatch(/<testsuites [^>]*tests="13" failures="6" errors="1" skipped="1"/);
  });

  it('has one testsuite per page with its counts', () => {
    const suites = parse(xml);
    expect(suites.map((suite) => suite['@name'])).toEqual([
      'https://shop.example/',
      'https://shop.example/checkout?step=1&coupon=<b>',
      'https://shop.example/down',
    ]);
    expect(suites[0]).toMatchObject({ '@tests': '8', '@failures': '5', '@errors': '0', '@skipped': '0' });
    expect(suites[0]?.['@time']).toBe('2.310');
  });

  it('fails violations, passes passes, skips "needs review" and errors failed pages', () => {
    const [home, checkout, down] = parse(xml);
    const imageAlt = cases(home).find((testcase) => String(testcase['@name']).startsWith('image-alt:'));
    expect(imageAlt).toMatchObject({
      '@classname': 'https://shop.example/',
      failure: {
        '@type': 'critical',
        '@message': 'Images must have alternative text (critical, 6 elements)',
      },
    });
    const failureText = String((imageAlt?.failure as XmlNode | undefined)?.['#text']);
    expect(failureText).toContain('WCAG 1.1.1 (A) · EN 301 549 9.1.1.1');
    expect(failureText).toContain('Elements (6, first 4 shown):');
    expect(failureText).toContain('<img id="logo" src="/logo.svg">');

    const passed = cases(home).find((testcase) => String(testcase['@name']).startsWith('document-title:'));
    expect(passed).toBeDefined();
    expect(passed).not.toHaveProperty('failure');
    expect(passed).not.toHaveProperty('skipped');

    const review = cases(checkout).find((testcase) => String(testcase['@name']).endsWith('(needs review)'));
    expect(review?.skipped).toMatchObject({
      '@message': 'needs review: Elements must meet minimum color contrast ratio thresholds (1 element)',
    });
    expect(review).not.toHaveProperty('failure');

    expect(cases(down)).toHaveLength(1);
    expect(cases(down)[0]).toMatchObject({
      '@name': 'page scan',
      error: { '@type': 'http_error', '@message': 'http_error (HTTP 503): The server answered HTTP 503' },
    });
  });

  it('escapes markup and strips characters XML 1.0 forbids', () => {
    expect(xml).toContain('name="https://shop.example/checkout?step=1&amp;coupon=&lt;b&gt;"');
    expect(xml).toContain('value="Kasse &lt;Schritt 1&gt; &amp; Zahlung"');
    expect(xml).toContain('- button[data-x="a&lt;b&gt;&amp;c"]');
    expect(xml).toContain('title="bell[31mred"&gt;&amp;nbsp;&lt;/button&gt;');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence.
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(xml).not.toMatch(/[\uD800-\uDFFF]/);
  });

  it('reports a page that could not be reached as an error case', () => {
    const [suite] = parse(formatJunit(allPagesFailedReport()));
    expect(suite).toMatchObject({ '@tests': '1', '@errors': '1' });
    expect(cases(suite)[0]?.error).toMatchObject({ '@type': 'unreachable' });
  });

  it('reports a scan that could not run as an error case', () => {
    const output = formatJunit(scanFailureReport());
    const suites = parse(output);
    expect(suites).toHaveLength(1);
    expect(cases(suites[0])[0]).toMatchObject({
      '@classname': 'https://blocked.example/',
      error: { '@type': 'blocked_robots' },
    });
    expect(output).toMatch(/<testsuites [^>]*tests="1" failures="0" errors="1"/);
  });
});

describe('XML escaping', () => {
  it('escapes text', () => {
    expect(escapeXmlText('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
  });

  it('escapes attributes, keeping line breaks and tabs as references', () => {
    expect(escapeXmlAttribute('say "hi"\n\tnow\r')).toBe('say &quot;hi&quot;&#10;&#9;now&#13;');
  });

  it('drops control characters, U+FFFE/U+FFFF and lone surrogates, keeps astral characters', () => {
    expect(escapeXmlText('a\u0000b\u0007c\u001bd\uFFFEe\uFFFFf\uD800g\uDC00h😀')).toBe('abcdefgh😀');
  });
});

describe('formatJunit in German', () => {
  it('writes names and messages in the report’s language, and keeps codes as codes', () => {
    const xml = formatJunit(writtenIn(sampleReport(), 'de'));
    const [home, checkout, down] = parse(xml);
    const imageAlt = cases(home).find((testCase) => String(testCase['@name']).startsWith('image-alt:'));
    const failure = imageAlt?.failure as XmlNode;
    expect(failure['@message']).toBe('Bilder müssen einen Alternativtext haben (kritisch, 6 Elemente)');
    expect(failure['@type']).toBe('critical');
    expect(String(failure['#text'])).toMatch(
      /^Bilder müssen einen Alternativtext haben\nSchweregrad: kritisch\n/,
    );
    expect(String(failure['#text'])).toContain('BFSG: § 3 Abs. 1 BFSG i. V. m. § 12 Nr. 3 BFSGV');
    expect(String(failure['#text'])).toContain('\nElemente (6, die ersten 4):\n');
    const review = cases(checkout).find((testCase) =>
      String(testCase['@name']).endsWith('(manuell zu prüfen)'),
    );
    expect((review?.skipped as XmlNode | undefined)?.['@message']).toMatch(/^manuell zu prüfen: /);
    expect(cases(down)[0]?.['@name']).toBe('Prüfung der Seite');
    expect(xml).not.toMatch(/needs review|Impact:|More:|Elements \(|first \d+ shown|page scan/);
  });
});
