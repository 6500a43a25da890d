import {
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
import { createdAt } from '../platform/db/columns.js';

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

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** 'pending' until the mailer answers; then 'sent', 'logged' (no SMTP configured) or 'failed'. */
  delivery: text('delivery', { enum: ['pending', 'sent', 'logged', 'failed'] }).notNull(),
  createdAt: createdAt(),
});
