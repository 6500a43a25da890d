import { bigint, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { scans } from './scans.js';

/**
 * Another address of a page a scan checked (`PageReport.aliasOf`): it ended at the page's address,
 * named it as canonical, or showed the same HTML. Not a page of its own: never counted or searched,
 * listed with the page it belongs to, and not loaded again by a later attempt.
 */
export const scanPageAliases = pgTable(
  'scan_page_aliases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    finalUrl: text('final_url'),
    /** The `url` of the scan's page whose document this is (scan_pages.url). */
    aliasOf: text('alias_of').notNull(),
  },
  (table) => [uniqueIndex('scan_page_aliases_scan_url_idx').on(table.scanId, table.url)],
);
