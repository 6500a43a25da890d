import type { ReportConformance } from '@klarsicht/contracts';
import { type AllowanceReader, covers } from '../billing/index.js';
import type { Database } from '../platform/db/database.js';
import type { Language } from '../platform/i18n/language.js';
import type { ScanRow } from '../scans/index.js';
import { loadSiteConformance } from './site-conformance.js';
import { editionView, toCriterionView } from './views.js';

/**
 * The conformance section of a finished scan's report: judged on that scan, with its organisation's
 * verdicts, under the scan's profile. Only for a site the organisation's plan covers, as everywhere.
 */
export async function reportConformance(
  db: Database,
  allowance: AllowanceReader,
  scan: ScanRow,
  language: Language,
): Promise<ReportConformance | undefined> {
  if (scan.status !== 'succeeded' || scan.organisationId === null) return undefined;
  if (!covers(await allowance.allowanceOf(scan.organisationId), scan.site)) return undefined;
  const state = await loadSiteConformance(
    db.orm,
    { organisationId: scan.organisationId, site: scan.site, profile: scan.profile },
    language,
    scan,
  );
  const { conformance } = state;
  return {
    profile: conformance.profile,
    progress: conformance.progress,
    overall: conformance.overall,
    criteria: conformance.criteria.map((row) => toCriterionView(row, language)),
    en301549: editionView(state),
    clauses: conformance.clauses.map((row) => toCriterionView(row, language)),
  };
}
