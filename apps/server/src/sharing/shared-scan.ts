import type { Database } from '../db/database.js';
import { findScan, type ScanRow } from '../db/scans-repo.js';
import { findLiveShareLink } from '../db/share-links-repo.js';
import { HttpProblem } from '../http/problem.js';
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
