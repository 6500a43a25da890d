import { DELIVERY_STATUSES, LANGUAGES, WEBHOOK_KINDS } from '@klarsicht/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations, users } from '../accounts/schema.js';
import { createdAt } from '../platform/db/columns.js';

/**
 * Where an organisation's events go (decision 030). The address is sealed for every kind: a Slack
 * or Teams URL is itself the credential, and a webhook's may carry a token in its query.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: WEBHOOK_KINDS }).notNull(),
    urlSealed: text('url_sealed').notNull(),
    /** What the list shows of the address: a webhook's as given, a chat's without its secret path. */
    urlShown: text('url_shown').notNull(),
    /** A webhook's signing secret (`whsec_…`), sealed; chats have none. */
    secretSealed: text('secret_sealed'),
    events: jsonb('events').$type<string[]>().notNull(),
    site: text('site'),
    language: text('language', { enum: LANGUAGES }).notNull(),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the delivery switched it off itself (a 410 Gone from the receiver). */
    disabledReason: text('disabled_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('webhooks_organisation_idx').on(table.organisationId)],
);

/**
 * The outbox: every event once, written in the transaction of what it tells (or with a `dedupe`
 * key that makes a repeated after-scan step write nothing twice). Its id is the `webhook-id`.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    site: text('site'),
    /** The delivered body, as it was signed. */
    body: text('body').notNull(),
    dedupe: text('dedupe'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('webhook_events_dedupe_idx').on(table.dedupe),
    index('webhook_events_organisation_idx').on(table.organisationId, table.createdAt),
  ],
);

/** One event to one webhook: its attempts' latest outcome, and when the next is due. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_idx').on(table.webhookId, table.eventId),
    index('webhook_deliveries_webhook_idx').on(table.webhookId, table.createdAt),
  ],
);
