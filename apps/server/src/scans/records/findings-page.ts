import type { FindingsPage, FindingsQuery, FindingView } from '@klarsicht/contracts';
import type { Database } from '../../platform/db/database.js';
import { type FindingRow, listFindings } from './results-repo.js';

/**
 * One page of a scan's findings as GET /api/scans/{id}/findings answers it; the shared-link route
 * answers the same query the same way, only linking screenshots through its own `view`.
 */
export async function findingsPage(
  db: Database,
  scanId: string,
  query: FindingsQuery,
  view: (row: FindingRow) => FindingView,
): Promise<FindingsPage> {
  const { category, impact, page, limit, offset } = query;
  const result = await listFindings(db.orm, scanId, { category, impact, pageUrl: page }, { limit, offset });
  return { items: result.items.map((row) => view(row)), total: result.total, limit, offset };
}
