import type { Database } from '../../platform/db/database.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { findScan, type ScanRow } from '../records/scans-repo.js';
import { findLiveShareLink } from './share-links-repo.js';
import { looksLikeShareToken } from './share-token.js';

/**
 * The scan behind a live share token, for routes outside this plugin that serve a shared scan's
 * parts (its screenshots); revoked, unknown or malformed tokens are all 404, as in routes.ts.
 */
export async function findSharedScan(db: Database, token: string): Promise<ScanRow> {
  const link = looksLikeShareToken(token) ? await findLiveShareLink(db.orm, token) : undefined;
  const scan = link ? await findScan(db.orm, link.scanId) : undefined;
  if (!scan) throw new HttpProblem(404, 'not_found', 'This link does not exist or was revoked.');
  return scan;
}
