import { describe, expect, it } from 'vitest';
import { flowReport, sampleReport, scanFailureReport, writtenIn } from '../../test-support/sample-report.js';
import { artifactUri, formatSarif, SARIF_SCHEMA } from './sarif.js';

// The parts of SARIF 2.1.0 we emit, as the tests read them back.
interface Rule {
  id: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  helpUri?: string;
  help: { text: string; markdown: string };
  properties: { tags: string[] };
}
interface Result {
  ruleId: string;
  ruleIndex: number;
  kind?: string;
  level: string;
  message: { text: string };
  locations: {
    physicalLocation: {
      artifactLocation: { uri: string };
      region: { startLine: number; snippet?: { text: string } };
    };
    logicalLocations?: { fullyQualifiedName: string; kind: string }[];
  }[];
  partialFingerprints: Record<string, string>;
  properties: { url: string; selector?: string };
}
interface Log {
  $schema: string;
  version: string;
  runs: {
    tool: { driver: { name: string; version: string; informationUri: string; rules: Rule[] } };
    invocations: {
      executionSuccessful: boolean;
      toolExecutionNotifications: { message: { text: string } }[];
    }[];
    results: Result[];
  }[];
}

const read = (text: string) => JSON.parse(text) as Log;

describe('formatSarif', () => {
  const log = read(formatSarif(sampleReport()));
  const [run] = log.runs;
  if (!run) throw new Error('no run');
  const { rules } = run.tool.driver;

  it('has the SARIF 2.1.0 envelope and tool description', () => {
    expect(log.$schema).toBe(SARIF_SCHEMA);
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    expect(run.tool.driver).toMatchObject({ name: 'Klarsicht', version: '0.1.0' });
    expect(() => new URL(run.tool.driver.informationUri)).not.toThrow();
  });

  it('describes each violated or to-review rule once, with what code scanning requires', () => {
    expect(rules.map((rule) => rule.id).sort()).toEqual([
      'button-name',
      'color-contrast',
      'image-alt',
      'klarsicht-feedback-mechanism',
      'label',
      'region',
    ]);
    for (const rule of rules) {
      expect(rule.shortDescription.text).not.toBe('');
      expect(rule.fullDescription.text).not.toBe('');
      expect(rule.help.text).not.toBe('');
      expect(rule.helpUri).toMatch(/^https:\/\//);
      expect(rule.properties.tags).toContain('accessibility');
    }
    const imageAlt = rules.find((rule) => rule.id === 'image-alt');
    expect(imageAlt?.properties.tags).toContain('wcag111');
    expect(imageAlt?.help.text).toContain('WCAG 1.1.1 (A) · EN 301 549 9.1.1.1');
  });

  it('emits one result per affected element, pointing at its rule', () => {
    // image-alt 4 kept nodes, color-contrast 1, label 1, region 1, feedback (page-level) 1, button-name 1, review 1
    expect(run.results).toHaveLength(10);
    for (const result of run.results) {
      expect(rules[result.ruleIndex]?.id).toBe(result.ruleId);
      expect(['error', 'warning', 'note']).toContain(result.level);
      expect(result.message.text).not.toBe('');
      const [location] = result.locations;
      expect(location?.physicalLocation.region.startLine).toBeGreaterThanOrEqual(1);
      expect(Object.values(result.partialFingerprints)[0]).toMatch(/^[0-9a-f]{64}$/);
    }
    const fingerprints = run.results.map((result) => JSON.stringify(result.partialFingerprints));
    expect(new Set(fingerprints).size).toBe(fingerprints.length);
  });

  it('locates each result by page, HTML snippet and CSS selector', () => {
    const logo = run.results.find((result) => result.properties.selector === '#logo');
    expect(logo?.locations[0]).toEqual({
      physicalLocation: {
        artifactLocation: { uri: 'shop.example/' },
        region: { startLine: 1, snippet: { text: '<img id="logo" src="/logo.svg">' } },
      },
      logicalLocations: [{ fullyQualifiedName: '#logo', kind: 'element' }],
    });
    expect(logo?.properties.url).toBe('https://shop.example/');
    expect(logo?.message.text).toContain('https://shop.example/');
  });

  it('uses relative artifact URIs, which code scanning accepts next to a file: checkout', () => {
    for (const result of run.results) {
      const { uri } = result.locations[0]?.physicalLocation.artifactLocation ?? { uri: '' };
      expect(uri).not.toBe('');
      expect(uri).not.toMatch(/^[a-z][a-z\d+.-]*:/i);
      expect(new URL(uri, 'file:///repo/').protocol).toBe('file:');
    }
  });

  it('maps impact to level and marks "needs review" as kind review', () => {
    const levelOf = (ruleId: string, kind?: string) =>
      run.results.find((result) => result.ruleId === ruleId && result.kind === kind)?.level;
    expect(levelOf('image-alt')).toBe('error');
    expect(levelOf('color-contrast')).toBe('error');
    expect(levelOf('region')).toBe('warning');
    expect(levelOf('klarsicht-feedback-mechanism')).toBe('note');
    expect(levelOf('color-contrast', 'review')).toBe('note');
    const review = run.results.find((result) => result.kind === 'review');
    expect(review?.message.text).toMatch(/^Needs review: /);
  });

  it('gives a page-level finding a location without element', () => {
    const feedback = run.results.find((result) => result.ruleId === 'klarsicht-feedback-mechanism');
    expect(feedback?.locations[0]?.physicalLocation).toEqual({
      artifactLocation: { uri: 'shop.example/' },
      region: { startLine: 1 },
    });
    expect(feedback?.locations[0]?.logicalLocations).toBeUndefined();
  });

  it('strips control characters and lone surrogates from page text', () => {
    const button = run.results.find((result) => result.ruleId === 'button-name');
    expect(button?.locations[0]?.physicalLocation.region.snippet?.text).toBe(
      '<button class="icon" data-x="a<b>&c" title="bell[31mred">&nbsp;</button>',
    );
    expect(button?.locations[0]?.physicalLocation.artifactLocation.uri).toBe(
      'shop.example/checkout?step=1&coupon=%3Cb%3E',
    );
  });

  it('reports failed pages and scans as notifications', () => {
    expect(run.invocations[0]?.executionSuccessful).toBe(true);
    expect(run.invocations[0]?.toolExecutionNotifications[0]?.message.text).toBe(
      'https://shop.example/down: http_error: The server answered HTTP 503',
    );
    const failed = read(formatSarif(scanFailureReport())).runs[0];
    expect(failed?.invocations[0]?.executionSuccessful).toBe(false);
    expect(failed?.results).toEqual([]);
    expect(failed?.invocations[0]?.toolExecutionNotifications[0]?.message.text).toContain('blocked_robots');
  });
});

describe('artifactUri', () => {
  it.each([
    ['https://example.com/', 'example.com/'],
    ['https://example.com/a/b?c=1#top', 'example.com/a/b?c=1'],
    ['http://localhost:3000/app', 'localhost%3A3000/app'],
    ['http://[::1]:8080/', '%5B%3A%3A1%5D%3A8080/'],
  ])('%s → %s', (url, expected) => {
    expect(artifactUri(url)).toBe(expected);
  });
});

describe('formatSarif in German', () => {
  it('says its language and writes its messages in it', () => {
    const log = JSON.parse(formatSarif(writtenIn(sampleReport(), 'de'))) as {
      runs: { language: string; tool: { driver: { rules: Rule[] } }; results: Result[] }[];
    };
    const [run] = log.runs;
    expect(run?.language).toBe('de');
    const review = run?.results.find((result) => result.kind === 'review');
    expect(review?.message.text).toMatch(
      /^Manuell zu prüfen: .+ Element \.banner h2 auf https:\/\/shop\.example\/checkout/,
    );
    const imageAlt = run?.tool.driver.rules.find((rule) => rule.id === 'image-alt');
    expect(imageAlt?.shortDescription.text).toBe('Bilder müssen einen Alternativtext haben');
    expect(imageAlt?.help.text).toContain('§ 3 Abs. 1 BFSG i. V. m. § 12 Nr. 3 BFSGV');
    expect(imageAlt?.help.text).toContain('Mehr dazu: https://');
    expect(imageAlt?.help.markdown).toContain('[So beheben Sie es: ');
    expect(JSON.stringify(log)).not.toMatch(/Needs review|More: |How to fix| on https:/);
    expect(JSON.parse(formatSarif(sampleReport())).runs[0].language).toBe('en');
  });
});

describe('formatSarif: a recorded flow', () => {
  it('says in which state an element was found, in the message and as data', () => {
    const log = JSON.parse(formatSarif(writtenIn(flowReport(), 'de'))) as Log;
    const [run] = log.runs;
    const imageAlt = run?.results.find((result) => result.ruleId === 'image-alt');
    expect(imageAlt?.message.text).toContain(
      'Element .hero > img auf https://shop.example/produkt/tee — Schritt 4: „Warenkorb geöffnet“.',
    );
    expect(imageAlt?.properties).toMatchObject({ state: flowReport().pages[1]?.state });
    expect(JSON.stringify(log)).not.toContain('data:image');
  });
});
