import { TICKET_STATES, TRACKER_KINDS } from '@klarsicht/contracts';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations, users } from '../accounts/schema.js';
import { createdAt } from '../platform/db/columns.js';

/** What a link needs besides its token, by kind (Jira: the account's e-mail and the issue type). */
export interface TrackerSettings {
  email?: string;
  issueType?: string;
}

/**
 * An organisation's issue tracker (decision 030): a GitHub repository, GitLab project or Jira
 * project, its API token and the secret its webhook signs with, both sealed under the key ring.
 */
export const trackerLinks = pgTable(
  'tracker_links',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TRACKER_KINDS }).notNull(),
    /** `owner/name`, the GitLab project, or the Jira project key. */
    target: text('target').notNull(),
    /** The API's root (GitHub) or the tracker's address (GitLab, Jira). */
    baseUrl: text('base_url').notNull(),
    settings: jsonb('settings').$type<TrackerSettings>().notNull(),
    tokenSealed: text('token_sealed').notNull(),
    webhookSecretSealed: text('webhook_secret_sealed').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('tracker_links_organisation_idx').on(table.organisationId)],
);

/** One ticket per issue (its key, on the site) and tracker: what keeps a second request from a duplicate. */
export const issueTickets = pgTable(
  'issue_tickets',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    trackerId: uuid('tracker_id')
      .notNull()
      .references(() => trackerLinks.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    issueKey: text('issue_key').notNull(),
    ruleId: text('rule_id').notNull(),
    /** The tracker's id (GitHub/GitLab: the number, Jira: the key), reference (`#12`, `WEB-12`), page. */
    ticketId: text('ticket_id').notNull(),
    reference: text('reference').notNull(),
    url: text('url').notNull(),
    state: text('state', { enum: TICKET_STATES }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('issue_tickets_issue_idx').on(table.trackerId, table.site, table.issueKey),
    uniqueIndex('issue_tickets_ticket_idx').on(table.trackerId, table.ticketId),
    index('issue_tickets_organisation_idx').on(table.organisationId, table.site, table.issueKey),
  ],
);
