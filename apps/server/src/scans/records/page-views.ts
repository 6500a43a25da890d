import type { PageView } from '@klarsicht/contracts';
import type { Executor } from '../../platform/db/database.js';
import { aliasesByPage, linkingPagesOfBrokenLinks } from './page-relations-repo.js';
import { listPages, type PageRow } from './results-repo.js';
import { toPageView } from './views.js';

/**
 * A scan's pages as every reader gets them (API, shared view, reports): each with its other
 * addresses, and a page whose address leads nowhere with the pages that link to it.
 */
export async function pageViewsOf(db: Executor, scanId: string, pageRows?: PageRow[]): Promise<PageView[]> {
  const rows = pageRows ?? (await listPages(db, scanId));
  const aliases = await aliasesByPage(db, scanId);
  const linking = await linkingPagesOfBrokenLinks(db, scanId);
  return rows.map((row) => {
    const view = toPageView(row);
    const linkedFrom = linking.get(row.url);
    const aliasUrls = aliases.get(row.url);
    return {
      ...view,
      ...(linkedFrom ? { linkedFrom } : {}),
      ...(aliasUrls ? { aliases: aliasUrls } : {}),
    };
  });
}
