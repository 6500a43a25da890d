import { PROFILE_IDS } from '@klarsicht/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

/** Scheduled re-scans of a site on a user's allowance (weekly by default). */
export const siteMonitors = pgTable(
  'site_monitors',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The registered URL, as on the allowance. */
    url: text('url').notNull(),
    site: text('site').notNull(),
    profile: text('profile', { enum: PROFILE_IDS }).notNull(),
    intervalMinutes: integer('interval_minutes').notNull().default(10_080),
    enabled: boolean('enabled').notNull().default(true),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastScanId: uuid('last_scan_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('site_monitors_user_site_idx').on(table.userId, table.site),
    index('site_monitors_due_idx').on(table.nextRunAt).where(sql`${table.enabled}`),
  ],
);
