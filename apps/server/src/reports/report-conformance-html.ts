import type { ReportLanguage, ScanReportDocument } from '@klarsicht/contracts';
import {
  AUTOMATED_RESULT_LABELS,
  CONFORMANCE_STATUS_LABELS,
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
  const rows = conformance.criteria
    .map((row) => {
      const manual = row.manual
        ? `${MANUAL_OUTCOME_LABELS[row.manual.outcome][language]}${row.manual.reopenedAt ? ` (${m.conformanceReopened})` : ''}`
        : m.conformanceOpen;
      const clause = row.en301549 ? `<br><span class="muted">EN 301 549 ${e(row.en301549)}</span>` : '';
      return `<tr><th scope="row">${e(`${row.id} ${row.title}`)}${clause}</th><td>${e(row.level)}</td><td>${e(AUTOMATED_RESULT_LABELS[row.automated][language])}</td><td>${e(manual)}</td><td><strong>${e(CONFORMANCE_STATUS_LABELS[row.status][language])}</strong></td></tr>`;
    })
    .join('');
  return `<section>
<h2>${e(m.conformanceTitle)}</h2>
<p>${e(fill(m.conformanceIntro, { standard: PROFILE_NAMES[conformance.profile] }))}</p>
<p><strong>${e(fill(m.conformanceOverall, { overall: OVERALL_CONFORMANCE_LABELS[conformance.overall][language] }))}</strong> — ${e(fill(m.conformanceProgress, conformance.progress))}</p>
<table><thead><tr><th scope="col">${e(m.criterionColumn)}</th><th scope="col">${e(m.levelColumn)}</th><th scope="col">${e(m.automatedColumn)}</th><th scope="col">${e(m.manualColumn)}</th><th scope="col">${e(m.statusColumn)}</th></tr></thead>
<tbody>${rows}</tbody></table>
</section>`;
}
