import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

/**
 * "Checked, not an issue": a needs-review finding (rule on a page, or on every page of the site
 * when page_url is '') that the owner has looked at; later scans of the site show it as reviewed.
 */
export const findingReviews = pgTable(
  'finding_reviews',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    ruleId: text('rule_id').notNull(),
    pageUrl: text('page_url').notNull().default(''),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('finding_reviews_key_idx').on(table.userId, table.site, table.ruleId, table.pageUrl),
  ],
);
