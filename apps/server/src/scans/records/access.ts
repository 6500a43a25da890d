import type { Viewer } from '../../access/index.js';
import type { Database } from '../../platform/db/database.js';
import { isUuid } from '../../platform/db/uuid.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { findScan, type ScanRow } from './scans-repo.js';

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
