import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../accounts/schema.js';

/**
 * The activity record (decision 028): who did what, when, per organisation, append-only and
 * hash-chained (chain.ts). `actor_id` has no foreign key on purpose: a person who leaves or deletes
 * their account stays named in the record by the label written then, and no cascade may change
 * an entry. The organisation's head (last seq and hash) is kept on its row.
 */
export const activityEntries = pgTable(
  'activity_entries',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    actorId: uuid('actor_id'),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    subject: jsonb('subject').$type<Record<string, string>>().notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.seq] }),
    index('activity_entries_action_idx').on(table.organisationId, table.action, table.seq),
  ],
);
