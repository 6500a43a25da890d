import { signedInViewer, type Viewer } from '../../access/index.js';
import type { Database } from '../../platform/db/database.js';
import { isUuid } from '../../platform/db/uuid.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { findScan, type ScanRow } from '../records/scans-repo.js';

/**
 * A scan the viewer owns, for what only an owner may do with it (share it, review its findings).
 * Signed out: 401. Someone else's scan, an anonymous free check (nobody owns it) or no such
 * scan: 404, so ids reveal nothing.
 */
export async function findOwnScan(db: Database, id: string, caller: Viewer | null): Promise<ScanRow> {
  const viewer = signedInViewer(caller, 'Sign in to manage your scans.');
  const scan = isUuid(id) ? await findScan(db.orm, id.toLowerCase()) : undefined;
  if (!scan || scan.ownerId === null || scan.ownerId !== viewer.userId) {
    throw new HttpProblem(404, 'not_found', 'No such scan.');
  }
  return scan;
}
