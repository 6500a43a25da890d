import { CATEGORIES, IMPACTS, PROFILE_IDS, SCAN_SCOPES, SCAN_STATUSES } from '@klarsicht/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Drizzle schema: the typed face of the SQL in ../../migrations. Change both together
 * (`npm run db:generate -w apps/server` writes the next migration from this file).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const scans = pgTable(
  'scans',
  {
    id: uuid('id').primaryKey(),
    /** Null for anonymous free checks; the account's subject once accounts exist. */
    ownerId: text('owner_id'),
    /** Normalised start URL. */
    url: text('url').notNull(),
    /** Host without a leading "www.", for "distinct sites" statistics. */
    site: text('site').notNull(),
    scope: text('scope', { enum: SCAN_SCOPES }).notNull(),
    profile: text('profile', { enum: PROFILE_IDS }).notNull(),
    status: text('status', { enum: SCAN_STATUSES }).notNull(),
    /** Token of the attempt allowed to write results; a stale worker's late write no longer matches. */
    attemptToken: uuid('attempt_token'),
    attempts: integer('attempts').notNull().default(0),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesTotal: integer('pages_total').notNull().default(0),
    violations: integer('violations').notNull().default(0),
    passes: integer('passes').notNull().default(0),
    incomplete: integer('incomplete').notNull().default(0),
    inapplicable: integer('inapplicable').notNull().default(0),
    critical: integer('critical').notNull().default(0),
    serious: integer('serious').notNull().default(0),
    moderate: integer('moderate').notNull().default(0),
    minor: integer('minor').notNull().default(0),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    failureStatus: integer('failure_status'),
    /** Most pages a site scan checks (the plan's budget); null: the worker's SCAN_PAGE_BUDGET. */
    pageBudget: integer('page_budget'),
    /** Engine name and versions of the run that produced the results. */
    engine: jsonb('engine').$type<Record<string, string>>(),
    /** The worker lease (worker_leases.id) of the running attempt: its lapse returns the scan to the queue. */
    workerId: uuid('worker_id'),
    /** The pg-boss job of the running attempt, failed (one retry spent) when its worker is gone. */
    jobId: uuid('job_id'),
    /** Set when an attempt was interrupted (worker gone or shut down); cleared when the next attempt starts. */
    interruptedAt: timestamp('interrupted_at', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('scans_owner_created_idx').on(table.ownerId, table.createdAt.desc(), table.id.desc()),
    // The recovery sweep looks only at running scans, a handful among many finished ones.
    index('scans_running_worker_idx').on(table.workerId).where(sql`${table.status} = 'running'`),
    index('scans_finished_site_idx')
      .on(table.finishedAt, table.site)
      .where(sql`${table.status} = 'succeeded'`),
  ],
);

/**
 * One row per live worker process, renewed by its heartbeat. A lease whose `expires_at` has passed
 * belongs to a process that is gone (or cut off); the scans it held go back to the queue.
 */
export const workerLeases = pgTable('worker_leases', {
  id: uuid('id').primaryKey(),
  /** Host name and process id, for an operator reading the table. */
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const scanPages = pgTable(
  'scan_pages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    /** Order in the report. */
    position: integer('position').notNull(),
    url: text('url').notNull(),
    finalUrl: text('final_url'),
    httpStatus: integer('http_status'),
    title: text('title'),
    violations: integer('violations').notNull(),
    passes: integer('passes').notNull(),
    incomplete: integer('incomplete').notNull(),
    inapplicable: integer('inapplicable').notNull(),
    critical: integer('critical').notNull(),
    serious: integer('serious').notNull(),
    moderate: integer('moderate').notNull(),
    minor: integer('minor').notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    errorStatus: integer('error_status'),
    durationMs: integer('duration_ms').notNull(),
    /** The same-site pages this page led to: a later attempt rebuilds the crawl from them. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
  },
  (table) => [
    // Pages are stored as they finish; two writers could only collide on a position by a bug.
    uniqueIndex('scan_pages_scan_position_idx').on(table.scanId, table.position),
  ],
);

export interface StoredFindingNode {
  selector: string;
  html: string;
  failureSummary?: string;
  /** Id of the node's picture in finding_screenshots, when the engine took one. */
  screenshotId?: string;
}

export interface StoredCriterion {
  id: string;
  level: 'A' | 'AA' | 'AAA';
  title: string;
  version: '2.0' | '2.1' | '2.2';
}

export const findings = pgTable(
  'findings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    pageId: bigint('page_id', { mode: 'number' })
      .notNull()
      .references(() => scanPages.id, { onDelete: 'cascade' }),
    pageUrl: text('page_url').notNull(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    ruleId: text('rule_id').notNull(),
    source: text('source', { enum: ['axe', 'klarsicht'] }).notNull(),
    impact: text('impact', { enum: IMPACTS }),
    /** 0 = critical … 3 = minor, 4 = none: lets lists sort by severity with an index. */
    impactRank: smallint('impact_rank').notNull(),
    description: text('description').notNull(),
    help: text('help').notNull(),
    helpUrl: text('help_url').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    wcag: jsonb('wcag').$type<StoredCriterion[]>().notNull(),
    en301549: jsonb('en301549').$type<string[]>().notNull(),
    bfsg: text('bfsg'),
    nodes: jsonb('nodes').$type<StoredFindingNode[]>().notNull(),
    nodeCount: integer('node_count').notNull(),
  },
  (table) => [
    index('findings_scan_category_idx').on(table.scanId, table.category, table.impactRank, table.ruleId),
    index('findings_page_idx').on(table.pageId),
  ],
);

/** PostgreSQL bytea; node-postgres reads it as a Buffer, PGlite as a Uint8Array (a Buffer's parent). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A violating element highlighted in its page (JPEG), shown with the finding's node `node_index`. */
export const findingScreenshots = pgTable(
  'finding_screenshots',
  {
    id: uuid('id').primaryKey(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    findingId: bigint('finding_id', { mode: 'number' })
      .notNull()
      .references(() => findings.id, { onDelete: 'cascade' }),
    nodeIndex: integer('node_index').notNull(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('finding_screenshots_scan_idx').on(table.scanId),
    index('finding_screenshots_finding_idx').on(table.findingId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** 'pending' until the mailer answers; then 'sent', 'logged' (no SMTP configured) or 'failed'. */
  delivery: text('delivery', { enum: ['pending', 'sent', 'logged', 'failed'] }).notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters behind @fastify/rate-limit, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * People who signed in, one row per (issuer, subject): created on first sight of a verified access
 * token. `id` is ours and is what the rest of the app refers to (scans.owner_id, billing).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    fullName: text('full_name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_issuer_subject_idx').on(table.issuer, table.subject)],
);

/** The embedded OpenID provider's state (sessions, grants, codes, tokens…), one row per model + id. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.model, table.uid),
    index('oidc_payloads_user_code_idx').on(table.model, table.userCode),
    index('oidc_payloads_expires_idx').on(table.expiresAt),
  ],
);

/** Secrets made once and shared by every API process: the provider's signing keys, cookie keys. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/** The embedded provider's own accounts (e-mail + password). `id` is the token subject. */
export const localAccounts = pgTable('local_accounts', {
  id: uuid('id').primaryKey(),
  /** Lower-cased and trimmed. */
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  /** `scrypt$N$r$p$salt$hash` (base64url). */
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Single-use links mailed to local accounts; only a SHA-256 of the token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => localAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('account_tokens_account_idx').on(table.accountId, table.purpose)],
);

/** Our user ↔ the payment provider's customer. Remembered because Stripe's search lags behind creation. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('billing_customers_customer_idx').on(table.provider, table.customerId)],
);

/**
 * The account as last read from the provider (the `BillingAccount` answer), so that scans and the
 * guard do not call the provider on every request. Webhook events and `?fresh=true` refresh it.
 */
export const billingAccounts = pgTable('billing_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
  account: jsonb('account').$type<Record<string, unknown>>().notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

/** Webhook events already processed, by the provider's event id: a replay is acknowledged and ignored. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * The local (test-mode) provider's own records, shaped like the provider objects of product §3:
 * customers with the identity subject, subscriptions and succeeded payments with comma-separated
 * `urls`, checkout sessions that become one of them when paid.
 */
export const localCustomers = pgTable(
  'local_customers',
  {
    id: text('id').primaryKey(),
    /** The identity subject (Stripe: `metadata.auth0_id`). */
    subject: text('subject').notNull(),
    userId: uuid('user_id'),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [index('local_customers_subject_idx').on(table.subject, table.createdAt)],
);

export const localSubscriptions = pgTable(
  'local_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => localCustomers.id, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: ['basic', 'pro', 'enterprise'] }).notNull(),
    status: text('status', { enum: ['active', 'canceled'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    urls: text('urls').notNull().default(''),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (table) => [index('local_subscriptions_customer_idx').on(table.customerId)],
);

export const localPayments = pgTable(
  'local_payments',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => localCustomers.id, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: ['basic', 'pro', 'enterprise'] }).notNull(),
    status: text('status', { enum: ['succeeded'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    urls: text('urls').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('local_payments_customer_idx').on(table.customerId)],
);

export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  /** Unguessable: whoever holds it sees the test checkout page, as with a hosted checkout URL. */
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => localCustomers.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull(),
  planId: text('plan_id', { enum: ['basic', 'pro', 'enterprise'] }).notNull(),
  mode: text('mode', { enum: ['subscription', 'payment'] }).notNull(),
  status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** The subscription or payment the completed session made. */
  resultId: text('result_id'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** Personal API tokens for pipelines (`klarsicht scan --server … --token …`). Only a SHA-256 is stored. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's first characters, shown in lists so people can tell tokens apart. */
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_tokens_user_idx').on(table.userId, table.createdAt)],
);

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

export const schema = {
  scans,
  scanPages,
  workerLeases,
  findings,
  findingScreenshots,
  contactMessages,
  rateLimits,
  users,
  oidcPayloads,
  serverSecrets,
  localAccounts,
  accountTokens,
  billingCustomers,
  billingAccounts,
  billingEvents,
  localCustomers,
  localSubscriptions,
  localPayments,
  localCheckoutSessions,
  apiTokens,
  shareLinks,
  findingReviews,
  siteMonitors,
};
export type Schema = typeof schema;
