import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';
import { scans } from './scans.js';

/** Read-only links to one scan's report, revocable by the scan's owner. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey(),
    /** The unguessable part of the link. */
    token: text('token').notNull().unique(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('share_links_scan_idx').on(table.scanId)],
);
