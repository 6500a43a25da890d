import { MANUAL_OUTCOMES } from '@klarsicht/report';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';
import { scans } from './scans.js';

/**
 * A person's verdict on a WCAG success criterion for a site (per user, as review marks are). A
 * later scan that finds a violation of a criterion passed by hand sets `reopened_at`: the verdict
 * stays for the record, but the criterion must be decided again.
 */
export const criterionResults = pgTable(
  'criterion_results',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    criterionId: text('criterion_id').notNull(),
    outcome: text('outcome', { enum: MANUAL_OUTCOMES }).notNull(),
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    /** The scan the person looked at when deciding (null: none, or since deleted). */
    decidedScanId: uuid('decided_scan_id').references(() => scans.id, { onDelete: 'set null' }),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenedScanId: uuid('reopened_scan_id').references(() => scans.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('criterion_results_key_idx').on(table.userId, table.site, table.criterionId),
    index('criterion_results_site_idx').on(table.site),
  ],
);
