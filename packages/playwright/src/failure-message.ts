import { failureSummaryParts, notCheckedText } from '@klarsicht/report';
import { fixGuide } from '@klarsicht/rules';
import type { Finding, Impact, Language, PageReport, ProfileId } from '@klarsicht/scanner';
import { TEXTS } from './texts.js';

/** Violations (rules) spelled out in a failure; the rest are counted. */
export const MAX_VIOLATIONS_SHOWN = 20;
/** Elements named per violation. */
const MAX_ELEMENTS_SHOWN = 3;
const MAX_HTML_LENGTH = 120;
/** About two lines of a terminal. */
const MAX_FIX_LENGTH = 240;
const INDENT = '   ';

export interface FailureMessageInput {
  /** The violations that fail the check, most severe first. */
  violations: readonly Finding[];
  report: Pick<PageReport, 'url' | 'finalUrl' | 'title' | 'notChecked'>;
  failOn: Impact;
  profile: ProfileId;
  lang: Language;
}

/**
 * What a failed `expectAccessible` says, in `lang`: how many violations, then per violation its
 * impact, rule and title, the elements (selector and a short piece of their HTML), how to fix it
 * (the rule's fix guide, its first sentence or two) and the WCAG criteria; after `maxShown`
 * violations only how many more there are. Checks that did not finish are named at the end.
 */
export function failureMessage(input: FailureMessageInput, maxShown = MAX_VIOLATIONS_SHOWN): string {
  const { violations, report, failOn, profile, lang } = input;
  const words = TEXTS[lang];
  const elements = violations.reduce((sum, finding) => sum + elementCount(finding), 0);
  const lines = [
    words.heading(violations.length, elements, failOn, profile),
    words.page(report.finalUrl ?? report.url, report.title),
  ];
  violations.slice(0, maxShown).forEach((finding, index) => {
    lines.push('', ...violationBlock(finding, index + 1, lang));
  });
  if (violations.length > maxShown) lines.push('', words.moreViolations(violations.length - maxShown));
  if (report.notChecked?.length) {
    lines.push('', `${words.notFinished}:`);
    for (const entry of report.notChecked) lines.push(`${INDENT}${notCheckedText(entry, lang)}`);
  }
  return lines.join('\n');
}

function violationBlock(finding: Finding, number: number, lang: Language): string[] {
  const words = TEXTS[lang];
  const lines = [`${number}. ${words.impact(finding.impact)} · ${finding.id} – ${oneLine(finding.help)}`];
  const shown = finding.nodes.slice(0, MAX_ELEMENTS_SHOWN);
  for (const node of shown) lines.push(`${INDENT}${words.element}: ${node.selector} — ${snippet(node.html)}`);
  const more = elementCount(finding) - shown.length;
  if (more > 0) lines.push(`${INDENT}${words.moreElements(more)}`);
  const fix = fixText(finding, lang);
  if (fix) lines.push(`${INDENT}${words.fix}: ${fix}`);
  const standards = standardsOf(finding);
  if (standards) lines.push(`${INDENT}${standards}`);
  if (finding.helpUrl) lines.push(`${INDENT}${words.more}: ${finding.helpUrl}`);
  return lines;
}

function elementCount(finding: Finding): number {
  return Math.max(finding.nodeCount, finding.nodes.length);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function snippet(html: string): string {
  return cut(oneLine(html), MAX_HTML_LENGTH);
}

/**
 * The rule's fix guide (what to change), its first sentences up to about two lines; for a rule
 * without a guide, what the first element's failure summary asks for.
 */
function fixText(finding: Finding, lang: Language): string | undefined {
  const how = fixGuide(finding.id, lang)?.how;
  if (how) return firstSentences(oneLine(how), MAX_FIX_LENGTH);
  const summary = finding.nodes.find((node) => node.failureSummary)?.failureSummary;
  const part = summary ? failureSummaryParts(summary)[0] : undefined;
  if (!part || part.items.length === 0) return undefined;
  return cut(oneLine([part.header, part.items.join('; ')].filter(Boolean).join(' ')), MAX_FIX_LENGTH);
}

/** Whole sentences while they fit in `max` characters, at least one ("z. B." ends none). */
function firstSentences(text: string, max: number): string {
  const sentences = text.split(/(?<=[^\s.]{2}[.!?])\s+/);
  let result = sentences[0] ?? text;
  for (const sentence of sentences.slice(1)) {
    if (result.length + 1 + sentence.length > max) break;
    result = `${result} ${sentence}`;
  }
  return result;
}

/** "WCAG 1.3.1 (A), 4.1.2 (A)"; for a duty beyond WCAG, its EN 301 549 clauses or BFSG note. */
function standardsOf(finding: Finding): string | undefined {
  if (finding.wcag.length > 0)
    return `WCAG ${finding.wcag.map((criterion) => `${criterion.id} (${criterion.level})`).join(', ')}`;
  if (finding.en301549.length > 0) return `EN 301 549 ${finding.en301549.join(', ')}`;
  return finding.bfsg ? `BFSG: ${oneLine(finding.bfsg)}` : undefined;
}
