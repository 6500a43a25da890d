import { IMPACTS, impactWord, notCheckedText } from '@klarsicht/report';
import type {
  Finding,
  FlowRun,
  Impact,
  Language,
  PageConsent,
  PageReport,
  ScanReport,
} from '@klarsicht/scanner';
import { failureReason } from '@klarsicht/texts/failures';
import { type BaselineComparison, gateFails } from '../baseline/baseline.js';
import { type BaselineIssue, stateOf } from '../baseline/issues.js';
import { PROFILE_NAMES, sortedBySeverity, standardsLine } from './findings.js';
import { flowStoppedText, pageWithState } from './flow.js';
import { terminalSafe } from './sanitise.js';
import { REPORT_TEXTS, type ReportTexts } from './texts.js';

export interface TextFormatOptions {
  /** ANSI colours; only for a terminal with NO_COLOR unset. */
  color: boolean;
  /** Selectors listed per finding before "… and N more". */
  maxSelectors?: number;
  /** With --baseline: the new issues and those that disappeared, after the summary. */
  baseline?: BaselineComparison | undefined;
  /** Issues listed per part of the baseline block before "… and N more". */
  maxIssues?: number;
}

/** What every block of the report needs: the colours, the words and the language. */
interface Context {
  style: Palette;
  words: ReportTexts;
  lang: Language;
  maxSelectors: number;
}

type Style = (text: string) => string;
interface Palette {
  bold: Style;
  dim: Style;
  red: Style;
  green: Style;
  yellow: Style;
  cyan: Style;
  impact: (impact: Impact | null) => Style;
}

const sgr =
  (open: number, close: number): Style =>
  (text) =>
    `\u001b[${open}m${text}\u001b[${close}m`;

function palette(color: boolean): Palette {
  if (!color) {
    const plain: Style = (text) => text;
    return {
      bold: plain,
      dim: plain,
      red: plain,
      green: plain,
      yellow: plain,
      cyan: plain,
      impact: () => plain,
    };
  }
  const bold = sgr(1, 22);
  const red = sgr(31, 39);
  const yellow = sgr(33, 39);
  const cyan = sgr(36, 39);
  const byImpact: Record<Impact, Style> = {
    critical: (text) => bold(red(text)),
    serious: red,
    moderate: yellow,
    minor: cyan,
  };
  return {
    bold,
    dim: sgr(2, 22),
    red,
    green: sgr(32, 39),
    yellow,
    cyan,
    impact: (impact) => byImpact[impact ?? 'minor'],
  };
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * Human-readable report: per page, per rule, then a summary, in the language the report was written
 * in (its findings come translated, `translatePage`; English where it does not say).
 */
export function formatText(report: ScanReport, options: TextFormatOptions): string {
  const lang = report.lang ?? 'en';
  const context: Context = {
    style: palette(options.color),
    words: REPORT_TEXTS[lang],
    lang,
    maxSelectors: options.maxSelectors ?? 3,
  };
  const { style, words } = context;
  const lines: string[] = [];

  lines.push(style.bold(words.reportTitle(PROFILE_NAMES[report.profile] ?? report.profile)));
  lines.push(
    style.dim(
      `${terminalSafe(report.url)} · ${words.pages(report.pages.length)} · ${report.startedAt} · ${durationLabel(report, words)}`,
    ),
  );
  if (report.flow) lines.push(...flowBlock(report.flow, context));
  if (report.failure) {
    lines.push(
      '',
      style.red(style.bold(`${words.scanFailed}: ${failureReason(report.failure, lang)}`)),
      style.dim(`${words.detail} (${report.failure.code}): ${terminalSafe(report.failure.message)}`),
    );
  }

  report.pages.forEach((scanned, index) => {
    lines.push('', ...pageBlock(scanned, `${index + 1}/${report.pages.length}`, context));
  });

  lines.push('', ...summaryBlock(report, context));
  if (options.baseline) lines.push('', ...baselineBlock(options.baseline, context, options.maxIssues ?? 50));
  return `${lines.join('\n')}\n`;
}

function durationLabel(report: ScanReport, words: ReportTexts): string {
  const ms = Date.parse(report.finishedAt) - Date.parse(report.startedAt);
  return Number.isFinite(ms) ? words.seconds(ms / 1000) : words.durationUnknown;
}

/** A recorded flow: its title and steps, where it stopped and why, and the states it did not check. */
function flowBlock(flow: FlowRun, context: Context): string[] {
  const { style, words, lang } = context;
  const lines = [style.dim(words.flow.heading(terminalSafe(flow.title), flow.steps))];
  const { failedAt } = flow;
  if (failedAt) {
    lines.push(style.red(style.bold(`✖ ${flowStoppedText(failedAt, lang)}`)));
    if (failedAt.url) lines.push(style.dim(`  ${words.flow.onPage(terminalSafe(failedAt.url))}`));
    lines.push(style.dim(`  ${words.detail}: ${terminalSafe(failedAt.message)}`));
  }
  if (flow.uncheckedStates) lines.push(style.yellow(`⚠ ${words.flow.unchecked(flow.uncheckedStates)}`));
  return lines;
}

function pageBlock(scanned: PageReport, position: string, context: Context): string[] {
  const { style, words, lang } = context;
  // A flow's page says which state it was checked in, after its address.
  const place = pageWithState(scanned.url, scanned.state, lang, terminalSafe);
  const lines = [style.bold(`[${position}] ${place}`)];
  const about: string[] = [];
  if (scanned.kind === 'document') about.push(words.pdfDocument);
  if (scanned.finalUrl && scanned.finalUrl !== scanned.url) about.push(`→ ${terminalSafe(scanned.finalUrl)}`);
  if (scanned.title) about.push(`"${cut(terminalSafe(scanned.title), 80)}"`);
  if (scanned.consent) about.push(consentLabel(scanned.consent, words));
  if (scanned.aliases?.length) about.push(words.alsoAt(scanned.aliases.map(terminalSafe).join(', ')));
  if (about.length > 0) lines.push(style.dim(`  ${about.join(' · ')}`));

  if (scanned.error) {
    lines.push(
      style.red(`  ✖ ${words.notChecked}: ${failureReason(scanned.error, lang)}`),
      style.dim(`    ${words.detail} (${scanned.error.code}): ${terminalSafe(scanned.error.message)}`),
    );
    return lines;
  }
  // Before the findings: "no violations" must not read as a pass where a check did not finish.
  for (const entry of scanned.notChecked ?? [])
    lines.push(style.yellow(`  ⚠ ${notCheckedText(entry, lang)}`));

  if (scanned.violations.length === 0) {
    lines.push(style.green(`  ✔ ${words.noViolations}`));
  } else {
    lines.push(`  ${style.red('✖')} ${words.violations(scanned.violations.length)}`);
    for (const violation of sortedBySeverity(scanned.violations)) {
      lines.push(...findingBlock(violation, context, style.impact(violation.impact)));
    }
  }
  if (scanned.incomplete.length > 0) {
    lines.push(`  ${style.yellow('?')} ${words.needsReviewHeading(scanned.incomplete.length)}`);
    for (const review of sortedBySeverity(scanned.incomplete)) {
      lines.push(...findingBlock(review, context, style.dim));
    }
  }
  if (scanned.bestPractices.length > 0) {
    lines.push(`  ${style.cyan('i')} ${words.bestPracticeHeading(scanned.bestPractices.length)}`);
    for (const practice of sortedBySeverity(scanned.bestPractices)) {
      lines.push(...findingBlock(practice, context, style.dim));
    }
  }
  lines.push(style.dim(`  ${words.pageTally(scanned.counts.passes, scanned.counts.inapplicable)}`));
  return lines;
}

/** Where a consent banner's findings are: on the page that first showed it, never again. */
function consentLabel({ banner, accepted, repeated }: PageConsent, words: ReportTexts): string {
  const which =
    banner === 'generic' ? '' : banner === 'selector' ? ' (--consent-accept)' : ` (${terminalSafe(banner)})`;
  const { consent } = words;
  const findings = repeated ? consent.repeated : consent.here;
  return `${consent.banner}${which}: ${findings}; ${accepted ? consent.accepted : consent.notDismissed}`;
}

function findingBlock(finding: Finding, context: Context, impactStyle: Style): string[] {
  const { style, words, lang, maxSelectors } = context;
  // The impact column is as wide as the language's longest impact word.
  const width = Math.max(...Object.values(words.impacts).map((word) => word.length)) + 1;
  const impact = impactStyle(impactWord(finding.impact, lang).toUpperCase().padEnd(width));
  const lines = [`    ${impact} ${style.bold(finding.id)}  ${terminalSafe(finding.help)}`];
  const standards = standardsLine(finding);
  if (standards) lines.push(`      ${terminalSafe(standards)}`);
  if (finding.helpUrl) lines.push(`      ${style.cyan(terminalSafe(finding.helpUrl))}`);
  if (finding.nodeCount > 0 || finding.nodes.length > 0) {
    const count = Math.max(finding.nodeCount, finding.nodes.length);
    const shown = finding.nodes.slice(0, maxSelectors).map((node) => cut(terminalSafe(node.selector), 100));
    const more = count - shown.length;
    const tail = more > 0 ? ` ${words.moreElements(more)}` : '';
    lines.push(`      ${words.elements(count)}: ${shown.join(', ')}${tail}`);
  }
  return lines;
}

function summaryBlock(report: ScanReport, context: Context): string[] {
  const { style, words, lang } = context;
  const { summary } = report;
  const labels = words.summary;
  const failed = report.pages.filter((scanned) => scanned.error).length;
  const scanned = report.pages.length - failed;
  const impacts = IMPACTS.filter((impact) => summary.byImpact[impact] > 0)
    .map((impact) => style.impact(impact)(`${summary.byImpact[impact]} ${impactWord(impact, lang)}`))
    .join(', ');
  // The values start in one column, after the longest label.
  const width =
    Math.max(
      ...[labels.pages, labels.violations, labels.needsReview, labels.bestPractice, labels.passed].map(
        (label) => label.length,
      ),
    ) + 2;
  const row = (label: string, value: string) => `  ${`${label}:`.padEnd(width)}${value}`;
  const lines = [style.bold(labels.heading)];
  lines.push(
    row(
      labels.pages,
      `${labels.checked(scanned)}${failed > 0 ? style.red(`, ${labels.notCheckable(failed)}`) : ''}`,
    ),
  );
  if (summary.violations === 0) {
    lines.push(row(labels.violations, style.green(labels.none)));
  } else {
    lines.push(
      row(
        labels.violations,
        `${summary.violations} (${words.rules(summary.violatedRules)}, ${words.elements(summary.affectedNodes)})${impacts ? ` — ${impacts}` : ''}`,
      ),
    );
  }
  lines.push(row(labels.needsReview, String(summary.incomplete)));
  lines.push(row(labels.bestPractice, `${summary.bestPractices} (${labels.bestPracticeNote})`));
  lines.push(
    row(labels.passed, `${words.ruleChecks(summary.passes)}, ${labels.notApplicable(summary.inapplicable)}`),
  );
  if (report.failure) {
    lines.push(style.red(`  ${words.scanFailed}: ${failureReason(report.failure, lang)}`));
  }
  return lines;
}

/** What the scan found against the baseline: counts, the new issues, those that disappeared. */
function baselineBlock(comparison: BaselineComparison, context: Context, maxIssues: number): string[] {
  const { style, words, lang } = context;
  const texts = words.baseline;
  const failing = comparison.new.filter((issue) => gateFails([issue], comparison.failOn)).length;
  const lines = [
    style.bold(texts.heading(terminalSafe(comparison.file), terminalSafe(comparison.createdAt))),
    `  ${texts.counts(comparison.new.length, failing, impactWord(comparison.failOn, lang), comparison.known, comparison.disappeared.length)}`,
  ];
  const width = Math.max(...Object.values(words.impacts).map((word) => word.length)) + 1;
  const list = (heading: string, issues: readonly BaselineIssue[], colored: boolean) => {
    if (issues.length === 0) return;
    lines.push(`  ${heading}`);
    for (const issue of issues.slice(0, maxIssues)) {
      const impact = impactWord(issue.impact, lang).toUpperCase().padEnd(width);
      const where = issue.selector === '' ? texts.wholePage : cut(terminalSafe(issue.selector), 100);
      lines.push(
        `    ${colored ? style.impact(issue.impact)(impact) : style.dim(impact)} ${style.bold(issue.ruleId)}  ${pageWithState(issue.page, stateOf(issue), lang, terminalSafe)}  ${where}`,
      );
    }
    if (issues.length > maxIssues) lines.push(`    ${words.moreElements(issues.length - maxIssues)}`);
  };
  list(texts.newHeading(comparison.new.length), comparison.new, true);
  list(texts.disappearedHeading(comparison.disappeared.length), comparison.disappeared, false);
  list(texts.notCheckedHeading(comparison.notChecked.length), comparison.notChecked, false);
  return lines;
}
