import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import { isUuid } from '../platform/db/uuid.js';
import { findScan } from '../scans/index.js';
import { criterionFindingsOfScan, reopenPassedCriteria } from './conformance-repo.js';
import { requirementsOfFinding } from './site-conformance.js';

/**
 * Runs after a scan finished: every criterion (or EN 301 549 requirement) its owner passed by hand for the site that the scan
 * found violated is reopened, so the conformance view shows it as to be decided again. Returns the
 * criteria reopened now.
 */
export async function reopenAfterScan(db: Database, clock: Clock, scanId: string): Promise<string[]> {
  const scan = await findScan(db.orm, scanId);
  if (scan?.status !== 'succeeded' || scan.organisationId === null || !isUuid(scan.organisationId)) return [];
  const requirementsOf = requirementsOfFinding(scan.profile);
  const violated = new Set(
    (await criterionFindingsOfScan(db.orm, scan.id))
      .filter((row) => row.category === 'violations')
      .flatMap(requirementsOf),
  );
  return reopenPassedCriteria(db.orm, {
    organisationId: scan.organisationId,
    site: scan.site,
    scanId: scan.id,
    criterionIds: [...violated],
    at: clock.now(),
  });
}
