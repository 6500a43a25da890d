import type { ReportLanguage, ScanReportDocument } from '@klarsicht/contracts';
import {
  AUTOMATED_RESULT_LABELS,
  CONFORMANCE_STATUS_LABELS,
  EN301549_CHAPTER_TITLES,
  type En301549Chapter,
  escapeHtml as e,
  MANUAL_OUTCOME_LABELS,
  OVERALL_CONFORMANCE_LABELS,
} from '@klarsicht/report';
import type { ReportMessages } from '@klarsicht/texts';
import { fill } from '@klarsicht/texts';
import { PROFILE_NAMES } from './report-text.js';

/**
 * The PDF's conformance section, after the findings: every criterion of the profile with the
 * automated result of this scan, the person's verdict and the status, in the words the web app
 * and the accessibility statement use. Empty when the report has no conformance (not on a plan).
 */
export function conformanceSection(
  report: ScanReportDocument,
  language: ReportLanguage,
  m: ReportMessages,
): string {
  const conformance = report.conformance;
  if (!conformance) return '';
  type Row = (typeof conformance.criteria)[number];
  const manualOf = (row: Row) =>
    row.manual
      ? `${MANUAL_OUTCOME_LABELS[row.manual.outcome][language]}${row.manual.reopenedAt ? ` (${m.conformanceReopened})` : ''}`
      : m.conformanceOpen;
  const cells = (row: Row) =>
    `<td>${e(AUTOMATED_RESULT_LABELS[row.automated][language])}</td><td>${e(manualOf(row))}</td><td><strong>${e(CONFORMANCE_STATUS_LABELS[row.status][language])}</strong></td>`;
  const rows = conformance.criteria
    .map((row) => {
      const clause = row.en301549 ? `<br><span class="muted">EN 301 549 ${e(row.en301549)}</span>` : '';
      return `<tr><th scope="row">${e(`${row.id} ${row.title}`)}${clause}</th><td>${e(row.level ?? '')}</td>${cells(row)}</tr>`;
    })
    .join('');
  const head = (first: string, level: boolean) =>
    `<thead><tr><th scope="col">${e(first)}</th>${level ? `<th scope="col">${e(m.levelColumn)}</th>` : ''}<th scope="col">${e(m.automatedColumn)}</th><th scope="col">${e(m.manualColumn)}</th><th scope="col">${e(m.statusColumn)}</th></tr></thead>`;
  const chapters = [...new Set(conformance.clauses.map((row) => row.chapter!))];
  const clauses = conformance.en301549
    ? `<h3>${e(m.clausesTitle)}</h3>
<p>${e(fill(m.clausesIntro, { version: conformance.en301549.version }))}</p>
${chapters
  .map((chapter) => {
    const title = EN301549_CHAPTER_TITLES[chapter as En301549Chapter][language];
    const body = conformance.clauses
      .filter((row) => row.chapter === chapter)
      .map((row) => {
        const because = row.notApplicableBecause
          ? `<br><span class="muted">${e(row.notApplicableBecause)}</span>`
          : '';
        return `<tr><th scope="row">${e(`${row.id} ${row.title}`)}${because}</th>${cells(row)}</tr>`;
      })
      .join('');
    return `<h4>${e(fill(m.chapterHeading, { chapter: String(chapter), title }))}</h4>
<table>${head(m.requirementColumn, false)}<tbody>${body}</tbody></table>`;
  })
  .join('\n')}`
    : '';
  return `<section>
<h2>${e(m.conformanceTitle)}</h2>
<p>${e(fill(m.conformanceIntro, { standard: PROFILE_NAMES[conformance.profile] }))}</p>
<p><strong>${e(fill(m.conformanceOverall, { overall: OVERALL_CONFORMANCE_LABELS[conformance.overall][language] }))}</strong> — ${e(fill(m.conformanceProgress, conformance.progress))}</p>
<table>${head(m.criterionColumn, true)}
<tbody>${rows}</tbody></table>
${clauses}
</section>`;
}
