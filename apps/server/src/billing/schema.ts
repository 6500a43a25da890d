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
import { organisations } from '../accounts/schema.js';
import { createdAt } from '../platform/db/columns.js';

/** An organisation ↔ the payment provider's customer (a personal organisation's id is its user's). Remembered because Stripe's search lags behind creation. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    organisationId: uuid('organisation_id')
      .primaryKey()
      .references(() => organisations.id, { onDelete: 'cascade' }),
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
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
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
    organisationId: uuid('organisation_id'),
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

/**
 * A change of plan of a local subscription (decision 024), as Stripe's subscription update with
 * `create_prorations` leaves proration items: the rest of the period's difference, charged
 * (positive) or credited (negative) in the subscription's currency.
 */
export const localPlanChanges = pgTable(
  'local_plan_changes',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => localSubscriptions.id, { onDelete: 'cascade' }),
    fromPlanId: text('from_plan_id', { enum: ['basic', 'pro', 'enterprise'] }).notNull(),
    toPlanId: text('to_plan_id', { enum: ['basic', 'pro', 'enterprise'] }).notNull(),
    currency: text('currency').notNull(),
    prorationAmount: integer('proration_amount').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('local_plan_changes_subscription_idx').on(table.subscriptionId, table.createdAt)],
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
  organisationId: uuid('organisation_id').notNull(),
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
