import { BFSG_REFERENCES, type Language, ruleTexts, type ScanReport } from '@klarsicht/scanner';
import { FAILURE_TEXTS } from '@klarsicht/texts/failures';
import { describe, expect, it } from 'vitest';
import {
  allPagesFailedReport,
  cleanReport,
  flowReport,
  page,
  sampleReport,
  scanFailureReport,
  writtenIn,
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
    expect(text).toContain('✖ Not checked: The website answered with HTTP status 503 instead of a web page.');
    expect(text).toContain('Detail (http_error): The server answered HTTP 503');
  });

  it('ends with a summary', () => {
    const summary = text.slice(text.indexOf('Summary'));
    expect(summary).toContain('Pages:         2 checked, 1 could not be checked');
    expect(summary).toContain(
      'Violations:    6 (6 rules, 10 elements) — 3 critical, 1 serious, 1 moderate, 1 minor',
    );
    expect(summary).toContain('Needs review:  1');
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
    expect(failedScan).toContain(`Scan failed: ${FAILURE_TEXTS.en.codes.blocked_robots.reason}`);
    expect(failedScan).toContain('Detail (blocked_robots): robots.txt disallows the start page');
    expect(formatText(allPagesFailedReport(), { color: false })).toContain(
      'Pages:         0 checked, 1 could not be checked',
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

/**
 * Every part of the text report at once, written in `lang` as the CLI writes it (pages translated,
 * the report saying its language): violations, review, best practice, a consent banner shown and
 * shown again, an alias, a PDF, a page that failed and a scan that failed.
 */
function everyPartIn(lang: Language): ScanReport {
  const report = sampleReport();
  const [home, checkout] = report.pages;
  if (!home || !checkout) throw new Error('the sample has pages');
  home.consent = { banner: 'Usercentrics', accepted: true };
  checkout.consent = { banner: 'generic', accepted: false, repeated: true };
  home.aliases = ['https://shop.example/index.html'];
  checkout.notChecked = [
    { check: 'keyboard', reason: 'timeout', detail: 'no answer within 15 s' },
    { check: 'focus', reason: 'page-stalled' },
  ];
  home.bestPractices = home.violations.filter((finding) => finding.id === 'region');
  report.pages.push(page({ url: 'https://shop.example/agb.pdf', kind: 'document' }));
  report.failure = { code: 'timeout', message: 'Navigation timeout of 30000 ms exceeded' };
  return writtenIn(report, lang);
}

/**
 * The report without what is not ours to translate: addresses, page titles, and the technical
 * detail of a failure (the engine's or the browser's own message, after its code).
 */
function ourWords(text: string): string {
  return text
    .replace(/https?:\/\/\S+/g, '')
    .replace(/"[^"\n]*"/g, '')
    .replace(/((?:Detail|Technische Angabe) \([a-z_]+\)): .*/g, '$1');
}

/** Where `words` occur in `text` as whole words (letters with umlauts, digits and hyphens join a word). */
function wordsIn(text: string, words: readonly string[]): string[] {
  return words.filter((word) => {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}-])`, 'u').test(text);
  });
}

/** Our English words in the text report, from title to summary, and English legal citation forms. */
const ENGLISH_WORDS = [
  'accessibility report',
  'page',
  'pages',
  'violation',
  'violations',
  'Violations',
  'Needs review',
  'not decidable',
  'check by hand',
  'Best practice',
  'beyond WCAG',
  'not counted',
  'passed',
  'Passed',
  'not applicable',
  'Not checked',
  'Detail',
  'Summary',
  'Pages',
  'checked',
  'could not be checked',
  'none',
  'rule',
  'rules',
  'rule checks',
  'consent banner',
  'its findings',
  'shown again',
  'accepted',
  'could not be dismissed',
  'and',
  'more',
  'elements',
  'critical',
  'serious',
  'moderate',
  'minor',
  'unrated',
  'CRITICAL',
  'SERIOUS',
  'MODERATE',
  'MINOR',
  'UNRATED',
  'Scan failed',
  'also at',
  'not checked',
  'time limit',
  'Keyboard operation',
  'PDF document',
  'duration unknown',
  'The site',
  'Section',
  'in conjunction with',
  'No.',
  'clause',
];

/** Our German words in the text report, and German legal citation forms. */
const GERMAN_WORDS = [
  'Prüfbericht',
  'Barrierefreiheit',
  'Seite',
  'Seiten',
  'Verstoß',
  'Verstöße',
  'Manuell zu prüfen',
  'nicht automatisch entscheidbar',
  'von Hand',
  'Bewährte Praxis',
  'über die WCAG hinaus',
  'gezählt',
  'erfüllt',
  'Erfüllt',
  'nicht anwendbar',
  'Nicht geprüft',
  'Technische Angabe',
  'Zusammenfassung',
  'geprüft',
  'nicht prüfbar',
  'keine',
  'Keine',
  'Regel',
  'Regeln',
  'Regelprüfungen',
  'Cookie-Banner',
  'Befunde',
  'erneut angezeigt',
  'akzeptiert',
  'ließ sich nicht schließen',
  'und',
  'weitere',
  'Elemente',
  'kritisch',
  'schwerwiegend',
  'mittel',
  'gering',
  'KRITISCH',
  'SCHWERWIEGEND',
  'MITTEL',
  'GERING',
  'OHNE EINSTUFUNG',
  'Prüfung fehlgeschlagen',
  'auch unter',
  'nicht geprüft',
  'Zeitlimit',
  'Tastaturbedienung',
  'PDF-Dokument',
  'Dauer unbekannt',
  'Die Website',
  'Abs.',
  'i. V. m.',
  'Nr.',
  'Abschnitt',
];

describe('the text report in one language', () => {
  const german = formatText(everyPartIn('de'), { color: false });
  const english = formatText(everyPartIn('en'), { color: false });

  it('in German has no English word of ours, and each word list is met in its own language', () => {
    expect(wordsIn(ourWords(german), ENGLISH_WORDS)).toEqual([]);
    expect(wordsIn(ourWords(english), GERMAN_WORDS)).toEqual([]);
    // The lists are the report's words: most of each occurs in the report of its language.
    expect(wordsIn(ourWords(german), GERMAN_WORDS).length).toBeGreaterThan(GERMAN_WORDS.length * 0.8);
    expect(wordsIn(ourWords(english), ENGLISH_WORDS).length).toBeGreaterThan(ENGLISH_WORDS.length * 0.8);
  });

  it('says it all in German: frame, impacts, counts, consent, failures, numbers', () => {
    expect(german).toContain('Klarsicht-Prüfbericht Barrierefreiheit — EN 301 549 / BFSG');
    expect(german).toContain(' · 4 Seiten · 2025-06-02T08:15:00.000Z · 9,5 s');
    expect(german).toContain('✖ 5 Verstöße');
    expect(german).toMatch(/\? Manuell zu prüfen \(1\): nicht automatisch entscheidbar/);
    expect(german).toContain('i Bewährte Praxis (1): über die WCAG hinaus, nicht als Verstöße gezählt');
    expect(german).toContain(
      'Cookie-Banner (Usercentrics): seine Befunde stehen bei dieser Seite; akzeptiert',
    );
    expect(german).toContain(
      'Cookie-Banner: erneut angezeigt, seine Befunde stehen bei einer früheren Seite; ließ sich nicht schließen',
    );
    expect(german).toContain('6 Elemente: .hero > img, #logo, footer img:nth-child(2) … und 3 weitere');
    expect(german).toContain(
      '✖ Nicht geprüft: Die Website hat mit dem HTTP-Status 503 statt mit einer Webseite geantwortet.',
    );
    expect(german).toContain('Technische Angabe (http_error): The server answered HTTP 503');
    expect(german).toContain('Prüfung fehlgeschlagen: Die Website hat nicht rechtzeitig geantwortet.');
    expect(german).toMatch(/ {4}KRITISCH {9}image-alt {2}/);
    expect(german).toMatch(/ {4}OHNE EINSTUFUNG {2}klarsicht-feedback-mechanism/);
    const summary = german.slice(german.indexOf('Zusammenfassung'));
    expect(summary).toContain('Seiten:            3 geprüft, 1 nicht prüfbar');
    expect(summary).toContain(
      'Verstöße:          6 (6 Regeln, 10 Elemente) — 3 kritisch, 1 schwerwiegend, 1 mittel, 1 gering',
    );
    expect(summary).toContain('Manuell zu prüfen: 1');
  });

  it('names the checks that did not finish on a page, with their reason, in the report’s language', () => {
    const page = (text: string) => text.slice(text.indexOf('[2/4]'), text.indexOf('[3/4]'));
    expect(page(german)).toContain('⚠ Tastaturbedienung – nicht geprüft: Zeitlimit');
    expect(page(german)).toContain('⚠ Fokus sichtbar – nicht geprüft: Seite reagierte nicht mehr');
    expect(page(english)).toContain('⚠ Keyboard operation – not checked: time limit');
    expect(german.match(/nicht geprüft:/g)).toHaveLength(2);
  });

  it('gives each rule its title in the report’s language', () => {
    for (const id of [
      'image-alt',
      'label',
      'color-contrast',
      'button-name',
      'klarsicht-feedback-mechanism',
    ]) {
      expect(german, id).toContain(`${id}  ${ruleTexts(id, 'de')?.help}`);
    }
    // English is the engine's own text, as the finding carries it.
    expect(english).toContain('image-alt  Images must have alternative text');
  });

  it('cites the law in the report’s language: German citation form in German', () => {
    const webContent = BFSG_REFERENCES.webContent;
    expect(german).toContain(
      `WCAG 1.1.1 (A) · EN 301 549 9.1.1.1 · BFSG: ${webContent.de}; EN 301 549 V3.2.1 Abschnitt 9.1.1.1`,
    );
    expect(german).toContain(`BFSG: ${BFSG_REFERENCES.supportServices.de}`);
    expect(german).not.toContain(webContent.en);
    expect(english).toContain(`BFSG: ${webContent.en}; EN 301 549 V3.2.1 clause 9.1.1.1`);
    expect(english).not.toContain(webContent.de);
  });
});

describe('formatText: a recorded flow', () => {
  it('names the state of each page after its address, and where the flow stopped', () => {
    const text = formatText(writtenIn(flowReport(), 'de'), { color: false });
    expect(text).toContain('[2/3] https://shop.example/produkt/tee — Schritt 4: „Warenkorb geöffnet“\n');
    expect(text).toContain('Ablauf „Teeladen: Warenkorb und Kasse“ · 9 Schritte\n');
    expect(text).toContain('✖ Ablauf abgebrochen: Schritt 9: ');
    expect(text).toContain('  Seite: https://shop.example/kasse\n');
    expect(text).not.toContain('data:image');
  });

  it('keeps control characters of a state name from the terminal, and says what was not checked', () => {
    const scan = flowReport();
    scan.pages[1]!.state!.name = 'Warenkorb\u001b[2J offen\u202e';
    scan.flow!.uncheckedStates = 2;
    const text = formatText(scan, { color: false });
    expect(text).toContain('[2/3] https://shop.example/produkt/tee — Step 4: "Warenkorb [2J offen"\n');
    expect(text).not.toMatch(TERMINAL_CONTROLS);
    expect(text).toContain('⚠ 2 more states replayed but not checked: the page budget was used up');
  });
});
