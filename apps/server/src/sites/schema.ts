import { PROFILE_IDS } from '@klarsicht/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations, users } from '../accounts/schema.js';
import { createdAt } from '../platform/db/columns.js';

/** Scheduled re-scans of a site on an organisation's allowance (weekly by default). */
export const siteMonitors = pgTable(
  'site_monitors',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
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
    uniqueIndex('site_monitors_organisation_site_idx').on(table.organisationId, table.site),
    index('site_monitors_due_idx').on(table.nextRunAt).where(sql`${table.enabled}`),
  ],
);

/** The parts of a site's sign-in that are no secret: shown back to the owner, given to the scan. */
export type StoredSignIn =
  | {
      kind: 'form';
      loginUrl: string;
      username: string;
      usernameSelector: string | null;
      passwordSelector: string | null;
      submitSelector: string | null;
      successSelector: string | null;
      successUrl: string | null;
    }
  | { kind: 'headers'; headerNames: string[]; cookieNames: string[] }
  | { kind: 'basic'; username: string };

/** How a site of an organisation's plan is scanned (per organisation and site, as its monitor and statement are). */
export const siteScanSettings = pgTable(
  'site_scan_settings',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    /**
     * Where the site's scans start, as entered (normalised, its path kept): `https://example.com/shop/`.
     * Null: the site's entry on the allowance (its origin).
     */
    startUrl: text('start_url'),
    /** 'site', 'path', or null for the engine's default. */
    crawlArea: text('crawl_area', { enum: ['site', 'path'] }),
    includePatterns: jsonb('include_patterns').$type<string[]>().notNull().default([]),
    excludePatterns: jsonb('exclude_patterns').$type<string[]>().notNull().default([]),
    signIn: jsonb('sign_in').$type<StoredSignIn>(),
    /**
     * The sign-in's secrets (password, header and cookie values), sealed with AES-256-GCM under
     * CREDENTIALS_KEY and bound to the organisation and site: never stored in plain text.
     */
    signInSecret: text('sign_in_secret'),
    /** Accept consent banners after the first page (ScanOptions.consent.handle). */
    consentHandle: boolean('consent_handle').notNull().default(true),
    /** The accept button of a banner no rule recognises (ScanOptions.consent.acceptSelector). */
    consentAcceptSelector: text('consent_accept_selector'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.site] })],
);

/**
 * A site's user flows (decision 032): recordings in the format of Chrome DevTools' Recorder, as
 * validated by the engine's parser, that the site's scans replay after the crawl.
 */
export const siteFlows = pgTable(
  'site_flows',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    name: text('name').notNull(),
    /** The recording as the parser returned it (unknown fields dropped). */
    recording: jsonb('recording').$type<Record<string, unknown>>().notNull(),
    /** Who saved it first (null: since gone). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_flows_site_idx').on(table.organisationId, table.site)],
);
