import type { Viewer } from '../auth/viewer.js';
import type { Database } from '../db/database.js';
import { findScan, type ScanRow } from '../db/scans-repo.js';
import { isUuid } from '../db/uuid.js';
import { HttpProblem } from '../http/problem.js';

/**
 * A scan the viewer may see: an anonymous scan by anyone holding its (unguessable) id, an owned
 * scan only by its owner. Everything else is 404, so ids of other people's scans reveal nothing.
 */
export async function findVisibleScan(db: Database, id: string, viewer: Viewer | null): Promise<ScanRow> {
  const scan = isUuid(id) ? await findScan(db.orm, id.toLowerCase()) : undefined;
  if (!scan || (scan.ownerId !== null && scan.ownerId !== viewer?.userId)) {
    throw new HttpProblem(404, 'not_found', 'No such scan.');
  }
  return scan;
}
