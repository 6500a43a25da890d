import {
  type Finding,
  failureReason,
  IMPACTS,
  type Impact,
  type PageConsent,
  type PageReport,
  type ScanReport,
} from '@klarsicht/scanner';
import { impactLabel, PROFILE_NAMES, plural, sortedBySeverity, standardsLine } from './findings.js';
import { terminalSafe } from './sanitise.js';

export interface TextFormatOptions {
  /** ANSI colours; only for a terminal with NO_COLOR unset. */
  color: boolean;
  /** Selectors listed per finding before "… and N more". */
  maxSelectors?: number;
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

/** Human-readable report: per page, per rule, then a summary. */
export function formatText(report: ScanReport, options: TextFormatOptions): string {
  const style = palette(options.color);
  const maxSelectors = options.maxSelectors ?? 3;
  const lines: string[] = [];

  lines.push(
    style.bold(`Klarsicht accessibility report — ${PROFILE_NAMES[report.profile] ?? report.profile}`),
  );
  lines.push(
    style.dim(
      `${terminalSafe(report.url)} · ${plural(report.pages.length, 'page')} · ${report.startedAt} · ${durationLabel(report)}`,
    ),
  );
  if (report.failure) {
    lines.push(
      '',
      style.red(style.bold(`Scan failed: ${failureReason(report.failure)}`)),
      style.dim(`Detail (${report.failure.code}): ${terminalSafe(report.failure.message)}`),
    );
  }

  report.pages.forEach((scanned, index) => {
    lines.push('', ...pageBlock(scanned, `${index + 1}/${report.pages.length}`, style, maxSelectors));
  });

  lines.push('', ...summaryBlock(report, style));
  return `${lines.join('\n')}\n`;
}

function durationLabel(report: ScanReport): string {
  const ms = Date.parse(report.finishedAt) - Date.parse(report.startedAt);
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'duration unknown';
}

function pageBlock(scanned: PageReport, position: string, style: Palette, maxSelectors: number): string[] {
  const lines = [style.bold(`[${position}] ${terminalSafe(scanned.url)}`)];
  const about: string[] = [];
  if (scanned.kind === 'document') about.push('PDF document');
  if (scanned.finalUrl && scanned.finalUrl !== scanned.url) about.push(`→ ${terminalSafe(scanned.finalUrl)}`);
  if (scanned.title) about.push(`"${cut(terminalSafe(scanned.title), 80)}"`);
  if (scanned.consent) about.push(consentLabel(scanned.consent));
  if (scanned.aliases?.length) about.push(`also at ${scanned.aliases.map(terminalSafe).join(', ')}`);
  if (about.length > 0) lines.push(style.dim(`  ${about.join(' · ')}`));

  if (scanned.error) {
    lines.push(
      style.red(`  ✖ Not checked: ${failureReason(scanned.error)}`),
      style.dim(`    Detail (${scanned.error.code}): ${terminalSafe(scanned.error.message)}`),
    );
    return lines;
  }

  if (scanned.violations.length === 0) {
    lines.push(style.green('  ✔ No violations'));
  } else {
    lines.push(`  ${style.red('✖')} ${plural(scanned.violations.length, 'violation')}`);
    for (const violation of sortedBySeverity(scanned.violations)) {
      lines.push(...findingBlock(violation, style, maxSelectors, style.impact(violation.impact)));
    }
  }
  if (scanned.incomplete.length > 0) {
    lines.push(
      `  ${style.yellow('?')} Needs review (${scanned.incomplete.length}): not decidable automatically, check by hand`,
    );
    for (const review of sortedBySeverity(scanned.incomplete)) {
      lines.push(...findingBlock(review, style, maxSelectors, style.dim));
    }
  }
  if (scanned.bestPractices.length > 0) {
    lines.push(
      `  ${style.cyan('i')} Best practice (${scanned.bestPractices.length}): beyond WCAG, not counted as violations`,
    );
    for (const practice of sortedBySeverity(scanned.bestPractices)) {
      lines.push(...findingBlock(practice, style, maxSelectors, style.dim));
    }
  }
  lines.push(
    style.dim(
      `  ${plural(scanned.counts.passes, 'rule')} passed, ${scanned.counts.inapplicable} not applicable`,
    ),
  );
  return lines;
}

/** Where a consent banner's findings are: on the page that first showed it, never again. */
function consentLabel({ banner, accepted, repeated }: PageConsent): string {
  const which =
    banner === 'generic' ? '' : banner === 'selector' ? ' (--consent-accept)' : ` (${terminalSafe(banner)})`;
  const findings = repeated ? 'shown again, its findings are on an earlier page' : 'its findings are here';
  return `consent banner${which}: ${findings}; ${accepted ? 'accepted' : 'could not be dismissed'}`;
}

function findingBlock(finding: Finding, style: Palette, maxSelectors: number, impactStyle: Style): string[] {
  const impact = impactStyle(impactLabel(finding.impact).toUpperCase().padEnd(9));
  const lines = [`    ${impact} ${style.bold(finding.id)}  ${terminalSafe(finding.help)}`];
  const standards = standardsLine(finding);
  if (standards) lines.push(`      ${terminalSafe(standards)}`);
  if (finding.helpUrl) lines.push(`      ${style.cyan(terminalSafe(finding.helpUrl))}`);
  if (finding.nodeCount > 0 || finding.nodes.length > 0) {
    const count = Math.max(finding.nodeCount, finding.nodes.length);
    const shown = finding.nodes.slice(0, maxSelectors).map((node) => cut(terminalSafe(node.selector), 100));
    const more = count - shown.length;
    const tail = more > 0 ? ` … and ${more} more` : '';
    lines.push(`      ${plural(count, 'element')}: ${shown.join(', ')}${tail}`);
  }
  return lines;
}

function summaryBlock(report: ScanReport, style: Palette): string[] {
  const { summary } = report;
  const failed = report.pages.filter((scanned) => scanned.error).length;
  const scanned = report.pages.length - failed;
  const impacts = IMPACTS.filter((impact) => summary.byImpact[impact] > 0)
    .map((impact) => style.impact(impact)(`${summary.byImpact[impact]} ${impact}`))
    .join(', ');
  const lines = [style.bold('Summary')];
  lines.push(
    `  Pages:        ${scanned} checked${failed > 0 ? style.red(`, ${failed} could not be checked`) : ''}`,
  );
  if (summary.violations === 0) {
    lines.push(`  Violations:   ${style.green('none')}`);
  } else {
    lines.push(
      `  Violations:   ${summary.violations} (${plural(summary.violatedRules, 'rule')}, ${plural(summary.affectedNodes, 'element')})${impacts ? ` — ${impacts}` : ''}`,
    );
  }
  lines.push(`  Needs review: ${summary.incomplete}`);
  lines.push(`  Best practice: ${summary.bestPractices} (beyond WCAG, not violations)`);
  lines.push(`  Passed:       ${summary.passes} rule checks, ${summary.inapplicable} not applicable`);
  if (report.failure) lines.push(style.red(`  Scan failed:  ${failureReason(report.failure)}`));
  return lines;
}
