import { LANGUAGES, ROLES } from '@klarsicht/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../platform/db/columns.js';

/**
 * People who signed in, one row per (issuer, subject): created on first sight of a verified access
 * token. `id` is ours; it is also the id of the person's personal organisation (decision 028).
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

/**
 * Who owns a plan and everything it covers (decision 028). Every account has a personal one whose
 * id is the user's id; organisations made later get a random id.
 */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  personal: boolean('personal').notNull().default(false),
  createdAt: createdAt(),
  /** The activity record's head (activity/chain.ts): its last entry's number and hash. */
  activitySeq: bigint('activity_seq', { mode: 'number' }).notNull().default(0),
  activityHash: text('activity_hash').notNull().default('0'.repeat(64)),
});

/**
 * An agency's client (decision 028): the sites its members with the client role see, and the name
 * and logo that replace Klarsicht's on its reports and statements, on plans that include branding.
 */
export const clientGroups = pgTable(
  'client_groups',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    brandName: text('brand_name'),
    logo: bytea('logo'),
    logoType: text('logo_type'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('client_groups_name_idx').on(table.organisationId, sql`lower(${table.name})`)],
);

/** The sites of a client group, by host as scans name them (`site`). */
export const clientGroupSites = pgTable(
  'client_group_sites',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => clientGroups.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
  },
  (table) => [primaryKey({ name: 'client_group_sites_pk', columns: [table.groupId, table.site] })],
);

/** A person in an organisation, with one role. */
export const memberships = pgTable(
  'memberships',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    /** Set exactly for the client role: the group whose sites the client sees. */
    clientGroupId: uuid('client_group_id').references(() => clientGroups.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.userId] }),
    index('memberships_user_idx').on(table.userId),
  ],
);

/**
 * An invitation to an organisation, for one address and role (decision 028): its token is sent by
 * mail and stored as a SHA-256 only; one pending invitation per organisation and address.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    /** Set exactly for the client role: the group whose sites the invitee will see. */
    clientGroupId: uuid('client_group_id').references(() => clientGroups.id, { onDelete: 'cascade' }),
    /** The language of the invitation mail (and of the page it links to). */
    language: text('language', { enum: LANGUAGES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_pending_idx')
      .on(table.organisationId, table.email)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.revokedAt} IS NULL`),
  ],
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

/** An organisation's API tokens for pipelines (`klarsicht scan --server … --token …`). Only a SHA-256 is stored. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey(),
    /** Who made it: the token acts with this person's role in its organisation. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's first characters, shown in lists so people can tell tokens apart. */
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('api_tokens_user_idx').on(table.userId, table.createdAt),
    index('api_tokens_organisation_idx').on(table.organisationId, table.createdAt),
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
