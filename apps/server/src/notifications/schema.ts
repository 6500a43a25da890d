import { NOTIFICATION_KINDS, type NotificationSettings } from '@klarsicht/contracts';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations, users } from '../accounts/schema.js';
import { createdAt } from '../platform/db/columns.js';

/** What a notification is about: the decision and where its issue is, as the inbox shows it. */
export interface NotificationSubject {
  decisionId: string;
  site: string;
  ruleId: string;
  status: string;
  pagePath?: string;
  dueOn?: string;
  scanId?: string;
}

/** Notices of decisions on issues, per person (decision 029); `dedupe` keeps a repeated one single. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    subject: jsonb('subject').$type<NotificationSubject>().notNull(),
    dedupe: text('dedupe'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('notifications_dedupe_idx').on(table.dedupe),
  ],
);

/** A person's choices; the defaults (notifications.ts) when there is no row. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<NotificationSettings>().notNull(),
});

/** When each organisation's weekly digest last went out. */
export const issueDigests = pgTable('issue_digests', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
