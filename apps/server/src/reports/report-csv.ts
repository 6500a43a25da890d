import type { ReportLanguage, ReportRule, ScanReportDocument } from '@klarsicht/contracts';
import { decisionStatusLabel } from '@klarsicht/report';
import type { ReportMessages } from '@klarsicht/texts';
import { CSV_BOM, CSV_SEPARATORS, csvLine } from '../platform/csv.js';

/**
 * The report as CSV: one row per affected node (rule × page × node), violations first, then what
 * needs review, each naming its issue (the same id on every page that shows the same element
 * failing the same rule) and on how many pages that issue appears, and, for a page a site flow
 * brought into a state, that flow and step (the address is the crawled page's too); a finding
 * stored without nodes still gets one row with empty node columns. Only
 * the nodes the engine kept are listed (it caps them per finding). RFC 4180 with CRLF line ends and
 * fields quoted when needed, as platform/csv.ts writes them (the German texts use the comma in
 * numbers: "Kontrast von 1,91 : 1", so German files split on semicolons).
 */

function ruleRows(
  rule: ReportRule,
  category: 'violations' | 'incomplete' | 'bestPractices',
  messages: ReportMessages,
  language: ReportLanguage,
): string[][] {
  const levels = [...new Set(rule.wcag.map((criterion) => criterion.level))];
  const common = [
    messages.categories[category],
    rule.ruleId,
    rule.impact ? messages.impacts[rule.impact] : messages.noImpact,
    messages.principles[rule.principle],
    rule.wcag.map((criterion) => criterion.id).join(', '),
    levels.join(', '),
    rule.en301549.join(', '),
    rule.bfsg ?? '',
  ];
  const tail = [rule.help, rule.helpUrl];
  const issues = new Map(
    rule.issues.map((issue) => [`${issue.element?.selector ?? ''}\u0000${issue.element?.html ?? ''}`, issue]),
  );
  const issueCells = (selector: string, html: string) => {
    const issue = issues.get(`${selector}\u0000${html}`);
    if (!issue) return ['', '', '', ''];
    // Undecided issues are open; best practices are not issues and have no status.
    const status = decisionStatusLabel(issue.decision?.status ?? 'open', language);
    return [issue.id, String(issue.pageCount), status, issue.decision?.note ?? ''];
  };
  return rule.pages.flatMap((page) => {
    // Last, after the columns older files had: the flow and step the page was checked in.
    const state = page.state?.text ?? '';
    return page.nodes.length === 0
      ? [[...common, page.url, '', '', '', ...issueCells('', ''), ...tail, state]]
      : page.nodes.map((node) => [
          ...common,
          page.url,
          node.selector,
          node.html,
          node.failureSummary ?? '',
          ...issueCells(node.selector, node.html),
          ...tail,
          state,
        ]);
  });
}

export function renderReportCsv(
  report: ScanReportDocument,
  messages: ReportMessages,
  language: ReportLanguage,
): string {
  const separator = CSV_SEPARATORS[language];
  const c = messages.csv;
  const header = [
    c.category,
    c.rule,
    c.impact,
    c.principle,
    c.wcag,
    c.level,
    c.en301549,
    c.bfsg,
    c.pageUrl,
    c.selector,
    c.html,
    c.failureSummary,
    c.issue,
    c.issuePages,
    c.status,
    c.decisionNote,
    c.help,
    c.helpUrl,
    c.pageState,
  ];
  const rows = [
    ...report.violations.flatMap((rule) => ruleRows(rule, 'violations', messages, language)),
    ...report.needsReview.flatMap((rule) => ruleRows(rule, 'incomplete', messages, language)),
    ...report.bestPractices.flatMap((rule) => ruleRows(rule, 'bestPractices', messages, language)),
  ];
  return CSV_BOM + [header, ...rows].map((cells) => csvLine(cells, separator)).join('');
}
