import {
  IMPACTS,
  REPORT_PRINCIPLES,
  type ReportIssue,
  type ReportLanguage,
  type ReportRule,
  type ScanReportDocument,
} from '@klarsicht/contracts';
import {
  acceptReasonWord,
  decisionStatusWord,
  documentPartOf,
  ENGINE_NAMES,
  escapeHtml as e,
  failureSummaryParts,
  findingEngines,
  notCheckedAcrossPages,
  notCheckedShortText,
  notCheckedText,
  safeHref,
} from '@klarsicht/report';
import { failureReason, fill, fillPlural, MESSAGES, type ReportMessages } from '@klarsicht/texts';
import { conformanceSection } from './report-conformance-html.js';
import { REPORT_CSS } from './report-styles.js';
import { PROFILE_NAMES } from './report-text.js';

/**
 * The report as one self-contained HTML page for Chromium to print: inline CSS, no script, nothing
 * loaded from anywhere (a CSP says so too), and every value escaped — rule texts, URLs and above
 * all the HTML snippets of scanned pages are hostile input.
 */

/** Issues listed per rule, those on most pages first; the rest are counted ("and N more"). */
export const ISSUES_PER_RULE = 10;
/** Pages listed per rule; a template's issue may be on every page of a large site. */
const PAGES_PER_RULE = 20;
/** Distinct failure summaries shown under "how to fix". */
const FAILURE_SUMMARIES_PER_RULE = 3;

const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

export function formatReportDate(iso: string, language: ReportLanguage): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** A client's name and logo (a data: address) shown on their report instead of Klarsicht's. */
export interface ReportBrand {
  name: string;
  logoUrl: string | null;
}

export function renderReportHtml(
  report: ScanReportDocument,
  language: ReportLanguage,
  brand?: ReportBrand,
): string {
  const m = MESSAGES[language].report;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<title>${e(`${m.documentTitle} – ${report.scan.site}`)}</title>
<style>${REPORT_CSS}</style>
</head>
<body>
${brand ? brandLine(brand) : ''}${summarySection(report, language, m)}
${legalSection(m)}
${violationsSection(report, language, m)}
${needsReviewSection(report, m)}
${bestPracticesSection(report, m)}
${conformanceSection(report, language, m)}
${pagesSection(report, language, m)}
</body>
</html>`;
}

/** The client's logo (its name as the alternative text) or, without one, their name. */
function brandLine(brand: ReportBrand): string {
  const mark = brand.logoUrl
    ? `<img class="brand-logo" src="${e(brand.logoUrl)}" alt="${e(brand.name)}">`
    : `<span class="brand-name">${e(brand.name)}</span>`;
  return `<p class="brand">${mark}</p>\n`;
}

function summarySection(report: ScanReportDocument, language: ReportLanguage, m: ReportMessages): string {
  const { scan, summary } = report;
  const date = scan.finishedAt ?? scan.createdAt;
  const facts: Array<[string, string]> = [
    [m.site, scan.site],
    [m.startUrl, scan.url],
    [m.date, `${formatReportDate(date, language)} (UTC)`],
    [m.profile, PROFILE_NAMES[scan.profile]],
    [m.scope, scan.scope === 'site' ? m.scopeSite : m.scopePage],
    [m.pagesScanned, String(summary.pagesScanned)],
  ];
  if (summary.pagesFailed > 0) facts.push([m.pagesFailed, String(summary.pagesFailed)]);
  const failure = scan.failure
    ? `<p class="note">${e(fill(m.statusFailed, { reason: failureReason(scan.failure, language) }))}</p>`
    : '';
  // A check that ran out of time must not pass for one that found nothing.
  const cutShort = notCheckedAcrossPages(report.pages);
  const checksNotFinished =
    cutShort.pages > 0
      ? `<p class="note">${e(
          fillPlural(m.checksNotFinished, cutShort.pages, {
            checks: cutShort.checks.map((entry) => notCheckedShortText(entry, language)).join(', '),
            section: m.needsReviewTitle,
          }),
        )}</p>`
      : '';
  const impactRows = IMPACTS.map(
    (impact) =>
      `<tr><td>${e(m.impacts[impact])}</td><td class="number">${summary.violatedRulesByImpact[impact]}</td><td class="number">${summary.issuesByImpact[impact]}</td></tr>`,
  ).join('');
  const principleRows = REPORT_PRINCIPLES.map(
    (principle) =>
      `<tr><td>${e(m.principles[principle])}</td><td class="number">${summary.violatedRulesByPrinciple[principle]}</td><td class="number">${summary.issuesByPrinciple[principle] ?? 0}</td></tr>`,
  ).join('');
  return `<header>
<h1>${e(m.documentTitle)}</h1>
<p class="subtitle">${e(m.subtitle)}</p>
</header>
<section>
<table class="facts"><tbody>${facts.map(([term, value]) => `<tr><th scope="row">${e(term)}</th><td>${e(value)}</td></tr>`).join('')}</tbody></table>
${failure}
${checksNotFinished}
<h2>${e(m.summaryTitle)}</h2>
<ul class="tiles">
<li class="tile"><span class="value">${summary.violatedRules}</span> ${e(m.violatedRules)}</li>
<li class="tile"><span class="value">${summary.issues}</span> ${e(m.distinctIssues)}</li>
<li class="tile"><span class="value">${summary.occurrences}</span> ${e(m.occurrences)}</li>
<li class="tile"><span class="value">${summary.needsReviewIssues}</span> ${e(m.needsReviewCount)}</li>
</ul>
<h3>${e(m.byImpactTitle)}</h3>
<table><thead><tr><th>${e(m.impactColumn)}</th><th class="number">${e(m.rulesColumn)}</th><th class="number">${e(m.issuesColumn)}</th></tr></thead>
<tbody>${impactRows}</tbody></table>
<h3>${e(m.byPrincipleTitle)}</h3>
<table><thead><tr><th>${e(m.principleColumn)}</th><th class="number">${e(m.rulesColumn)}</th><th class="number">${e(m.issuesColumn)}</th></tr></thead>
<tbody>${principleRows}</tbody></table>
<p class="muted">${e(fill(m.generatedAt, { date: formatReportDate(report.generatedAt, language) }))}</p>
</section>`;
}

function legalSection(m: ReportMessages): string {
  return `<section class="keep-together">
<h2>${e(m.legalTitle)}</h2>
<p>${e(m.legalBfsg)}</p>
<p>${e(m.legalEn301549)}</p>
<p class="note">${e(m.legalLimits)}</p>
</section>`;
}

function violationsSection(report: ScanReportDocument, language: ReportLanguage, m: ReportMessages): string {
  if (report.violations.length === 0) {
    return `<section><h2>${e(m.violationsTitle)}</h2><p>${e(m.noViolations)}</p></section>`;
  }
  const groups = REPORT_PRINCIPLES.map((principle) => {
    const rules = report.violations.filter((rule) => rule.principle === principle);
    if (rules.length === 0) return '';
    return `<h3>${e(m.principles[principle])} (${rules.length})</h3>\n${rules.map((rule) => ruleBlock(rule, m, language)).join('\n')}`;
  }).join('\n');
  return `<section><h2>${e(m.violationsTitle)}</h2>\n${groups}</section>`;
}

function impactBadge(rule: ReportRule, m: ReportMessages): string {
  return `<span class="badge">${e(rule.impact ? m.impacts[rule.impact] : m.noImpact)}</span>`;
}

function standardsList(rule: ReportRule, m: ReportMessages): string {
  const wcag =
    rule.wcag.length > 0
      ? rule.wcag.map((criterion) => `${criterion.id} ${criterion.title} (${criterion.level})`).join('; ')
      : m.none;
  const en = rule.en301549.length > 0 ? rule.en301549.join(', ') : m.none;
  return `<dl class="standards"><dt>${e(m.wcagCriteria)}:</dt><dd>${e(wcag)}</dd><dt>${e(m.en301549)}:</dt><dd>${e(en)}</dd><dt>${e(m.bfsg)}:</dt><dd>${e(rule.bfsg ?? m.none)}</dd></dl>`;
}

function learnMore(rule: ReportRule, m: ReportMessages): string {
  const href = safeHref(rule.helpUrl);
  if (href) return `<p><a href="${href}">${e(m.learnMore)}: ${e(rule.helpUrl)}</a></p>`;
  return rule.helpUrl ? `<p>${e(m.learnMore)}: ${e(rule.helpUrl)}</p>` : '';
}

/** Why it matters, what to do and an example before and after; rules without a guide repeat their title. */
function fixGuide(rule: ReportRule, m: ReportMessages): string {
  if (!rule.fix) return `<p>${e(rule.help)}</p>`;
  return `<p><strong>${e(m.fixWhy)}</strong> ${e(rule.fix.why)}</p>
<p><strong>${e(m.fixHow)}</strong> ${e(rule.fix.how)}</p>
<p class="label">${e(m.fixBefore)}</p><pre>${e(rule.fix.before)}</pre>
<p class="label">${e(m.fixAfter)}</p><pre>${e(rule.fix.after)}</pre>`;
}

/** Where an issue is: a page's element by its selector, or a PDF's part in words. */
function elementHtml(element: { selector: string; html: string }, m: ReportMessages): string {
  const part = documentPartOf(element.selector);
  const where = part
    ? `${e(m.documentPart)}: ${e(
        fill(m.documentParts[part.kind], {
          selector: element.selector,
          page: part.kind === 'page' ? part.page : '',
          name: part.kind === 'field' ? part.name : '',
        }),
      )}`
    : `${e(m.selector)}: <code>${e(element.selector)}</code>`;
  // A PDF part whose entries are all missing has no excerpt to show.
  return `${where}${element.html ? `<pre>${e(element.html)}</pre>` : ''}`;
}

/**
 * A page by its address and, where a site flow brought it into a state, that flow and step: a
 * barrier only the flow reaches has the address of a page that, as loaded, does not show it.
 */
function pageLabel(url: string, state: { text: string } | null | undefined, m: ReportMessages): string {
  return state ? fill(m.pageInState, { url, state: state.text }) : url;
}

function issueItem(issue: ReportIssue, m: ReportMessages, language: ReportLanguage): string {
  const firstPage = pageLabel(issue.pages[0] ?? '', issue.pageStates?.[0], m);
  const where =
    issue.pageCount === 1
      ? fill(m.issueOnPage, { page: firstPage })
      : fillPlural(m.issueOnPages, issue.pageCount, { page: firstPage });
  const element = issue.element ? elementHtml(issue.element, m) : e(m.wholePage);
  return `<li><span class="muted">${e(where)}</span><br>${element}${decisionHtml(issue, m, language)}</li>`;
}

/** What was decided about the issue, when anything was: its status, the reason for accepting it, the note. */
function decisionHtml(issue: ReportIssue, m: ReportMessages, language: ReportLanguage): string {
  const decision = issue.decision;
  if (!decision || decision.status === 'open') return '';
  const parts = [fill(m.issueStatus, { status: decisionStatusWord(decision.status, language) })];
  if (decision.reason)
    parts.push(fill(m.issueReason, { reason: acceptReasonWord(decision.reason, language) }));
  if (decision.note) parts.push(decision.note);
  return `<p class="decision">${e(parts.join(' · '))}</p>`;
}

/** The engines that found the rule's elements, its own first, by their makers' names. */
function engineNames(rule: ReportRule): string {
  return findingEngines({ source: rule.source, nodes: rule.pages.flatMap((page) => page.nodes) })
    .map((engine) => ENGINE_NAMES[engine])
    .join(', ');
}

/** A failure summary as its headers ("Beheben Sie …") over lists of their points. */
function failureSummaryHtml(summary: string): string {
  const parts = failureSummaryParts(summary).map((part) =>
    part.header || part.items.length > 1
      ? `${part.header ? `<p>${e(part.header)}</p>` : ''}<ul>${part.items.map((item) => `<li>${e(item)}</li>`).join('')}</ul>`
      : `<p>${e(part.items[0] ?? '')}</p>`,
  );
  return `<div class="failure-summary">${parts.join('')}</div>`;
}

function ruleBlock(rule: ReportRule, m: ReportMessages, language: ReportLanguage): string {
  const summaries = [
    ...new Set(rule.pages.flatMap((page) => page.nodes.map((node) => node.failureSummary ?? ''))),
  ]
    .filter((summary) => summary.trim() !== '')
    .slice(0, FAILURE_SUMMARIES_PER_RULE);
  const pages = rule.pages
    .slice(0, PAGES_PER_RULE)
    .map(
      (page) =>
        `<li>${e(pageLabel(page.url, page.state, m))} — ${e(fill(m.elementsOnPage, { count: page.nodeCount }))}</li>`,
    )
    .join('');
  const morePages = rule.pages.length - PAGES_PER_RULE;
  const occurrences = rule.issues.reduce((sum, issue) => sum + issue.pageCount, 0);
  const issues = rule.issues
    .slice(0, ISSUES_PER_RULE)
    .map((issue) => issueItem(issue, m, language))
    .join('');
  const moreIssues = rule.issues.length - ISSUES_PER_RULE;
  return `<article class="rule impact-${rule.impact ?? 'none'}">
<div class="rule-head"><h4>${e(rule.help)}</h4>${impactBadge(rule, m)}</div>
<div class="rule-id">${e(rule.ruleId)} · ${e(m.foundBy)}: ${e(engineNames(rule))}</div>
${standardsList(rule, m)}
<p>${e(rule.description)}</p>
<p class="label">${e(m.howToFix)}</p>
${fixGuide(rule, m)}
${summaries.map(failureSummaryHtml).join('')}
<p class="label">${e(fillPlural(m.ruleIssues, rule.issues.length, { occurrences }))}</p>
${issues ? `<ol class="nodes">${issues}</ol>` : ''}
${moreIssues > 0 ? `<p class="muted">${e(fillPlural(m.moreIssues, moreIssues))}</p>` : ''}
<p class="label">${e(m.affectedPages)}</p>
<ul>${pages}</ul>
${morePages > 0 ? `<p class="muted">${e(fillPlural(m.morePages, morePages))}</p>` : ''}
${learnMore(rule, m)}
</article>`;
}

function needsReviewSection(report: ScanReportDocument, m: ReportMessages): string {
  const items = report.needsReview
    .map(
      (rule) =>
        `<li><strong>${e(rule.help)}</strong> <span class="rule-id">(${e(rule.ruleId)})</span> — ${e(fill(m.elementsOnPage, { count: rule.nodeCount }))}; ${e(rule.wcag.map((criterion) => `WCAG ${criterion.id} (${criterion.level})`).join(', ') || m.none)}</li>`,
    )
    .join('');
  return `<section>
<h2>${e(m.needsReviewTitle)}</h2>
<p>${e(m.needsReviewIntro)}</p>
${items ? `<ul>${items}</ul>` : `<p>${e(m.noNeedsReview)}</p>`}
</section>`;
}

function bestPracticesSection(report: ScanReportDocument, m: ReportMessages): string {
  const items = report.bestPractices
    .map(
      (rule) =>
        `<li><strong>${e(rule.help)}</strong> <span class="rule-id">(${e(rule.ruleId)})</span> — ${e(fill(m.elementsOnPage, { count: rule.nodeCount }))}; ${e(fillPlural(m.onPages, rule.pages.length))}</li>`,
    )
    .join('');
  return `<section>
<h2>${e(m.bestPracticesTitle)}</h2>
<p>${e(m.bestPracticesIntro)}</p>
${items ? `<ul>${items}</ul>` : `<p>${e(m.noBestPractices)}</p>`}
</section>`;
}

function pagesSection(report: ScanReportDocument, language: ReportLanguage, m: ReportMessages): string {
  const rows = report.pages
    .map((page) => {
      const error = page.error
        ? `<br><span class="muted">${e(fill(m.pageError, { reason: failureReason(page.error, language) }))}</span>`
        : '';
      // A broken link is named with the pages that carry it; a page met twice with its other addresses.
      const linkedFrom = page.linkedFrom?.length
        ? `<br><span class="muted">${e(fill(m.brokenLinkFrom, { pages: page.linkedFrom.join(', ') }))}</span>`
        : '';
      const aliases = page.aliases?.length
        ? `<br><span class="muted">${e(fill(m.pageAliases, { urls: page.aliases.join(', ') }))}</span>`
        : '';
      const notChecked = (page.notChecked ?? [])
        .map((entry) => `<br><span class="muted">${e(notCheckedText(entry, language))}</span>`)
        .join('');
      return `<tr><td>${e(pageLabel(page.url, page.state, m))}${error}${linkedFrom}${aliases}${notChecked}</td><td class="number">${page.counts.violations}</td><td class="number">${page.counts.incomplete}</td></tr>`;
    })
    .join('');
  return `<section>
<h2>${e(m.pagesTitle)}</h2>
<table><thead><tr><th>URL</th><th class="number">${e(m.categories.violations)}</th><th class="number">${e(m.needsReviewCount)}</th></tr></thead>
<tbody>${rows}</tbody></table>
</section>`;
}

/** Chromium's running header and footer: the site, and "page X of Y" filled in by Chromium's own classes. */
export function headerFooterTemplates(
  report: ScanReportDocument,
  language: ReportLanguage,
  brand?: ReportBrand,
): { headerTemplate: string; footerTemplate: string } {
  const m = MESSAGES[language].report;
  const style =
    'font-family: "DejaVu Sans", Arial, sans-serif; font-size: 8px; color: #555; width: 100%; padding: 0 16mm;';
  const pageOf = e(m.footer)
    .replace('{page}', '<span class="pageNumber"></span>')
    .replace('{pages}', '<span class="totalPages"></span>');
  return {
    headerTemplate: `<div style='${style}'>${e(`${brand?.name ?? 'Klarsicht'} · ${m.documentTitle} · ${report.scan.site}`)}</div>`,
    footerTemplate: `<div style='${style} text-align: right;'>${pageOf}</div>`,
  };
}
