import { IMPACTS, impactLabel, impactWord } from '@klarsicht/report';
import { ruleTexts } from '@klarsicht/rules';
import type { FlowRun, Impact, Language, ScanReport } from '@klarsicht/scanner';
import { failureReason } from '@klarsicht/texts/failures';
import { pageStateText } from '@klarsicht/texts/flows';
import { type BaselineComparison, gateFails } from '../baseline/baseline.js';
import { type BaselineIssue, bySeverity, type ReportIssue, stateOf } from '../baseline/issues.js';
import { scanFailed } from '../exit-code.js';
import { PROFILE_NAMES } from './findings.js';
import { flowStoppedText } from './flow.js';
import { stripInvalidXmlChars } from './sanitise.js';
import { REPORT_TEXTS, type ReportTexts } from './texts.js';

/**
 * The scan as a short Markdown summary for a pull-request comment, a merge request or GitHub's
 * `$GITHUB_STEP_SUMMARY` (GitHub Flavored Markdown): the verdict of the gate, the issues by impact,
 * and with a baseline the new issues and those that disappeared, else the most severe issues.
 * Everything that came from the scanned site (addresses, selectors, a failure's detail) is escaped
 * or put in code spans, so a page cannot add markup, links or mentions to the comment.
 */

export interface MarkdownInput {
  report: ScanReport;
  failOn: Impact;
  /** Every issue of the scan (violations, per rule and element). */
  issues: readonly ReportIssue[];
  comparison?: BaselineComparison | undefined;
  /** Rows per table before "… and N more" (default 50). */
  maxRows?: number;
}

export const MARKDOWN_MAX_ROWS = 50;
/** Characters of a selector or address shown in a cell before it is cut. */
const MAX_CELL = 160;

/** Characters that would change a page's or a terminal's idea of the text: controls, bidi overrides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

function oneLine(text: string, max = MAX_CELL): string {
  const flat = stripInvalidXmlChars(text).replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/**
 * Plain text in Markdown: one line; `&`, `<` and `>` as references (no HTML), and backslashes
 * before the marks that would start emphasis, code, links, images, headings, math or a table
 * cell. (Backslashes are not shown; GitHub still links bare `https://` addresses in text.)
 */
export function markdownText(text: string): string {
  return oneLine(text, Number.POSITIVE_INFINITY).replace(/[\\`*_[\]()#!|~$&<>]/g, (mark) => {
    if (mark === '&') return '&amp;';
    if (mark === '<') return '&lt;';
    if (mark === '>') return '&gt;';
    return `\\${mark}`;
  });
}

/**
 * A code span: shown as it is, never read as Markdown or HTML. Fenced with more backticks than the
 * text has in a row; in a table cell `|` is escaped, as GitHub's tables need even inside code.
 */
export function markdownCode(text: string, options: { inTable?: boolean; max?: number } = {}): string {
  let code = oneLine(text, options.max ?? MAX_CELL);
  if (code === '') return '';
  if (options.inTable) code = code.replace(/\|/g, '\\|');
  const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const padded = code.startsWith('`') || code.endsWith('`') ? ` ${code} ` : code;
  return `${fence}${padded}${fence}`;
}

/** Characters that end a link's address in Markdown, or that a reader would not expect in one. */
const OUTSIDE_LINK_TARGETS = /[()<>|\s"'`\\]/g;

/** A page as a link: its path as the text, escaped; the address percent-encoded where Markdown would stop. */
export function pageLink(url: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    return markdownCode(url, { inTable: true });
  }
  const label = markdownText(oneLine(`${parsed.pathname}${parsed.search}`));
  const target = parsed.href.replace(
    OUTSIDE_LINK_TARGETS,
    (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `[${label}](${target})`;
}

const ICONS = { passed: '✅', failed: '❌', error: '⚠️' } as const;

type Verdict = 'passed' | 'failed' | 'error';

/** The summary in the report's language. */
export function formatMarkdown(input: MarkdownInput): string {
  const { report, failOn, issues, comparison } = input;
  const lang: Language = report.lang ?? 'en';
  const words = REPORT_TEXTS[lang];
  const texts = words.markdown;
  const maxRows = input.maxRows ?? MARKDOWN_MAX_ROWS;
  const verdict: Verdict = scanFailed(report)
    ? 'error'
    : gateFails(issues, failOn, comparison)
      ? 'failed'
      : 'passed';
  const blocks: string[] = [`## ${ICONS[verdict]} ${texts.heading[verdict]}`];

  const level = `**${markdownText(impactWord(failOn, lang))}**`;
  const option = markdownCode(`--fail-on ${failOn}`);
  const file = comparison ? markdownCode(comparison.file) : '';
  if (verdict === 'error') {
    const failure = report.failure ?? report.pages.find((page) => page.error)?.error;
    blocks.push(
      failure
        ? `${markdownText(failureReason(failure, lang))} ${markdownCode(failure.code)}`
        : texts.noPageChecked,
    );
  } else if (comparison) {
    const failing = comparison.new.filter((issue) => gateFails([issue], failOn)).length;
    blocks.push(
      verdict === 'failed'
        ? texts.failingNew(failing, level, option, file)
        : texts.passingNew(level, option, file),
    );
  } else {
    const failing = issues.filter((issue) => gateFails([issue], failOn)).length;
    blocks.push(verdict === 'failed' ? texts.failing(failing, level, option) : texts.passing(level, option));
  }

  const failedPages = report.pages.filter((page) => page.error).length;
  const checkedPages = report.pages.length - failedPages;
  blocks.push(
    texts.scanned(
      markdownCode(report.url),
      markdownText(PROFILE_NAMES[report.profile] ?? report.profile),
      checkedPages,
      failedPages,
    ),
  );
  if (report.flow) blocks.push(flowBlock(report.flow, words, lang));
  if (verdict === 'error') return `${blocks.join('\n\n')}\n`;

  blocks.push(countsTable(issues, comparison, words, lang));
  if (comparison) {
    blocks.push(section(texts.newIssues(comparison.new.length), comparison.new, maxRows, words, lang));
    if (comparison.disappeared.length > 0) {
      blocks.push(
        section(
          texts.disappeared(comparison.disappeared.length),
          comparison.disappeared,
          maxRows,
          words,
          lang,
        ),
      );
    }
    if (comparison.notChecked.length > 0) {
      blocks.push(
        section(
          texts.notChecked(comparison.notChecked.length),
          comparison.notChecked,
          maxRows,
          words,
          lang,
          texts.notCheckedNote,
        ),
      );
    }
  } else if (issues.length > 0) {
    blocks.push(section(texts.issues(issues.length), [...issues].sort(bySeverity), maxRows, words, lang));
  }
  return `${blocks.join('\n\n')}\n`;
}

/** A recorded flow: its title and steps, and where it stopped and why (the address in a code span). */
function flowBlock(flow: FlowRun, words: ReportTexts, lang: Language): string {
  const lines = [markdownText(words.flow.heading(flow.title, flow.steps))];
  if (flow.failedAt) {
    const where = flow.failedAt.url ? ` ${words.flow.onPage(markdownCode(flow.failedAt.url))}` : '';
    lines.push(`${ICONS.error} ${markdownText(flowStoppedText(flow.failedAt, lang))}${where}`);
  }
  if (flow.uncheckedStates) lines.push(markdownText(words.flow.unchecked(flow.uncheckedStates)));
  // One paragraph, its lines kept apart.
  return lines.join('  \n');
}

/** The issues per impact (those without an impact in a row of their own), and with a baseline the new ones. */
function countsTable(
  issues: readonly ReportIssue[],
  comparison: BaselineComparison | undefined,
  words: ReportTexts,
  lang: Language,
): string {
  const texts = words.markdown;
  const count = (list: readonly BaselineIssue[], impact: Impact | null) =>
    list.filter((issue) => issue.impact === impact).length;
  const levels: (Impact | null)[] = [...IMPACTS];
  if (issues.some((issue) => issue.impact === null)) levels.push(null);
  const head = comparison
    ? [`| ${texts.impact} | ${texts.issuesColumn} | ${texts.newColumn} |`, '| --- | ---: | ---: |']
    : [`| ${texts.impact} | ${texts.issuesColumn} |`, '| --- | ---: |'];
  const row = (label: string, all: number, fresh: number) =>
    comparison ? `| ${label} | ${all} | ${fresh} |` : `| ${label} | ${all} |`;
  const rows = levels.map((impact) =>
    row(impactLabel(impact, lang), count(issues, impact), comparison ? count(comparison.new, impact) : 0),
  );
  rows.push(row(`**${texts.total}**`, issues.length, comparison?.new.length ?? 0));
  return [...head, ...rows].join('\n');
}

/** A heading and a table of issues, at most `maxRows` rows, then how many more there are. */
function section(
  heading: string,
  list: readonly BaselineIssue[],
  maxRows: number,
  words: ReportTexts,
  lang: Language,
  note?: string,
): string {
  const texts = words.markdown;
  const lines = [`### ${heading}`, ''];
  if (note) lines.push(note, '');
  if (list.length === 0) {
    lines.push(texts.none);
    return lines.join('\n');
  }
  lines.push(
    `| ${texts.impact} | ${texts.rule} | ${texts.page} | ${texts.element} |`,
    '| --- | --- | --- | --- |',
  );
  for (const issue of list.slice(0, maxRows)) {
    const title = 'title' in issue ? String(issue.title) : (ruleTexts(issue.ruleId, lang)?.help ?? '');
    const rule = [markdownCode(issue.ruleId, { inTable: true }), title ? markdownText(title) : '']
      .filter(Boolean)
      .join(' ');
    const element = issue.selector === '' ? texts.wholePage : markdownCode(issue.selector, { inTable: true });
    // A flow's page with the state it was checked in.
    const state = stateOf(issue);
    const page = state
      ? `${pageLink(issue.page)} — ${markdownText(pageStateText(state, lang))}`
      : pageLink(issue.page);
    lines.push(`| ${impactLabel(issue.impact, lang)} | ${rule} | ${page} | ${element} |`);
  }
  if (list.length > maxRows) lines.push('', texts.more(list.length - maxRows));
  return lines.join('\n');
}
