import { impactWord } from '@klarsicht/report';
import type { Finding, Language, PageReport, ScanFailure, ScanReport } from '@klarsicht/scanner';
import { PROFILE_NAMES, sortedBySeverity, standardsLine } from './findings.js';
import { pageWithState } from './flow.js';
import { stripInvalidXmlChars } from './sanitise.js';
import { REPORT_TEXTS, type ReportTexts } from './texts.js';

export function escapeXmlText(text: string): string {
  return stripInvalidXmlChars(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Tabs and line breaks become references so attribute-value normalisation keeps them. */
export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

type Attributes = Record<string, string | number | undefined>;

function attributes(values: Attributes): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXmlAttribute(String(value))}"`)
    .join('');
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** The words of the report's language, and the language for impact words. */
interface Words {
  lang: Language;
  texts: ReportTexts;
}

interface Suite {
  xml: string;
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

/**
 * JUnit XML as CI servers read it: one testsuite per page, one testcase per rule checked.
 * Violations fail, passes pass, "needs review" is skipped (never a failure), a page that could
 * not be scanned is an error. Names and messages are in the report's language; codes stay codes.
 */
export function formatJunit(report: ScanReport): string {
  const lang = report.lang ?? 'en';
  const words: Words = { lang, texts: REPORT_TEXTS[lang] };
  const suites = report.pages.map((scanned, index) => pageSuite(scanned, index, report, words));
  if (report.failure) suites.push(failureSuite(report.failure, report, suites.length, words));

  const total = (pick: (suite: Suite) => number) => suites.reduce((sum, suite) => sum + pick(suite), 0);
  const elapsedMs = Date.parse(report.finishedAt) - Date.parse(report.startedAt);
  const header = attributes({
    name: words.texts.machine.suiteName(PROFILE_NAMES[report.profile] ?? report.profile),
    tests: total((suite) => suite.tests),
    failures: total((suite) => suite.failures),
    errors: total((suite) => suite.errors),
    skipped: total((suite) => suite.skipped),
    time: Number.isFinite(elapsedMs) ? seconds(elapsedMs) : undefined,
    timestamp: report.startedAt,
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${header}>`,
    ...suites.map((suite) => suite.xml),
    '</testsuites>',
    '',
  ].join('\n');
}

function pageSuite(scanned: PageReport, index: number, report: ScanReport, words: Words): Suite {
  const { machine } = words.texts;
  // A flow checks a page in several states: each is a suite of its own, named with its state.
  const classname = pageWithState(scanned.url, scanned.state, words.lang);
  const cases: string[] = [];
  let failures = 0;
  let errors = 0;
  let skipped = 0;

  if (scanned.error) {
    errors += 1;
    cases.push(errorCase(machine.pageScanCase, classname, scanned.error));
  } else {
    for (const violation of sortedBySeverity(scanned.violations)) {
      failures += 1;
      const message = `${violation.help} (${[impactWord(violation.impact, words.lang), elements(violation, words)].filter(Boolean).join(', ')})`;
      cases.push(
        testCase(caseName(violation), classname, [
          `      <failure${attributes({ message, type: violation.impact ?? 'none' })}>${escapeXmlText(details(violation, words))}</failure>`,
        ]),
      );
    }
    for (const review of sortedBySeverity(scanned.incomplete)) {
      skipped += 1;
      const count = elements(review, words);
      const message = `${machine.needsReview}: ${review.help}${count ? ` (${count})` : ''}`;
      cases.push(
        testCase(`${caseName(review)} (${machine.needsReview})`, classname, [
          `      <skipped${attributes({ message })}/>`,
          `      <system-out>${escapeXmlText(details(review, words))}</system-out>`,
        ]),
      );
    }
    for (const pass of [...scanned.passes].sort((a, b) => a.id.localeCompare(b.id))) {
      cases.push(testCase(caseName(pass), classname, []));
    }
  }

  const properties = [
    property('url', scanned.url),
    property('finalUrl', scanned.finalUrl),
    property('title', scanned.title),
    property('status', scanned.status),
    property('profile', report.profile),
    property('flowStep', scanned.state?.step),
    property('flowTrigger', scanned.state?.trigger),
    property('flowCheck', scanned.state?.name),
  ].filter((line) => line !== '');
  const header = attributes({
    name: classname,
    id: index,
    tests: cases.length,
    failures,
    errors,
    skipped,
    time: seconds(scanned.durationMs),
    timestamp: report.startedAt,
  });
  const xml = [
    `  <testsuite${header}>`,
    '    <properties>',
    ...properties,
    '    </properties>',
    ...cases,
    '  </testsuite>',
  ].join('\n');
  return { xml, tests: cases.length, failures, errors, skipped };
}

function failureSuite(failure: ScanFailure, report: ScanReport, index: number, words: Words): Suite {
  const { machine } = words.texts;
  const header = attributes({
    name: machine.scanSuiteName,
    id: index,
    tests: 1,
    failures: 0,
    errors: 1,
    skipped: 0,
    time: '0.000',
    timestamp: report.startedAt,
  });
  const xml = [
    `  <testsuite${header}>`,
    errorCase(machine.scanCase, report.url, failure),
    '  </testsuite>',
  ].join('\n');
  return { xml, tests: 1, failures: 0, errors: 1, skipped: 0 };
}

function errorCase(name: string, classname: string, failure: ScanFailure): string {
  const status = failure.status === undefined ? '' : ` (HTTP ${failure.status})`;
  return testCase(name, classname, [
    `      <error${attributes({ message: `${failure.code}${status}: ${failure.message}`, type: failure.code })}>${escapeXmlText(failure.message)}</error>`,
  ]);
}

function testCase(name: string, classname: string, body: string[]): string {
  const open = `    <testcase${attributes({ name, classname, time: '0' })}`;
  return body.length === 0 ? `${open}/>` : [`${open}>`, ...body, '    </testcase>'].join('\n');
}

function property(name: string, value: string | number | undefined): string {
  return value === undefined ? '' : `      <property${attributes({ name, value })}/>`;
}

function elements(finding: Finding, words: Words): string {
  return finding.nodeCount > 0 ? words.texts.elements(finding.nodeCount) : '';
}

function caseName(finding: Finding): string {
  return `${finding.id}: ${finding.help}`;
}

function details(finding: Finding, words: Words): string {
  const { machine } = words.texts;
  const lines = [`${finding.help}`, `${machine.impact}: ${impactWord(finding.impact, words.lang)}`];
  const standards = standardsLine(finding);
  if (standards) lines.push(standards);
  if (finding.helpUrl) lines.push(`${machine.more}: ${finding.helpUrl}`);
  if (finding.nodes.length > 0) {
    lines.push('', `${machine.elementsShown(finding.nodeCount, finding.nodes.length)}:`);
    for (const node of finding.nodes) {
      lines.push(`- ${node.selector}`, `  ${node.html}`);
      if (node.failureSummary) lines.push(...node.failureSummary.split('\n').map((line) => `  ${line}`));
    }
  }
  return lines.join('\n');
}
