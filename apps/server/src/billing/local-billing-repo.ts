import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import {
  localCheckoutSessions,
  localCustomers,
  localPayments,
  localPlanChanges,
  localSubscriptions,
} from './schema.js';

/** The local (test-mode) payment provider's records: customers, subscriptions, payments, checkouts. */

export type LocalCustomerRow = typeof localCustomers.$inferSelect;
export type LocalSubscriptionRow = typeof localSubscriptions.$inferSelect;
export type LocalPaymentRow = typeof localPayments.$inferSelect;
export type LocalCheckoutRow = typeof localCheckoutSessions.$inferSelect;
export type LocalPlanChangeRow = typeof localPlanChanges.$inferSelect;
export type LocalPlanId = LocalSubscriptionRow['planId'];

export async function insertLocalCustomer(
  db: Executor,
  customer: Pick<typeof localCustomers.$inferInsert, 'id' | 'subject' | 'organisationId' | 'email'>,
): Promise<LocalCustomerRow> {
  const [row] = await db.insert(localCustomers).values(customer).returning();
  return row!;
}

export async function findLocalCustomer(db: Executor, id: string): Promise<LocalCustomerRow | undefined> {
  const [row] = await db.select().from(localCustomers).where(eq(localCustomers.id, id));
  return row;
}

/** Oldest first, as the service expects of a customer search. */
export async function findLocalCustomersBySubject(
  db: Executor,
  subject: string,
): Promise<LocalCustomerRow[]> {
  return db
    .select()
    .from(localCustomers)
    .where(eq(localCustomers.subject, subject))
    .orderBy(asc(localCustomers.createdAt), asc(localCustomers.id));
}

/** Locks the customer row until the transaction ends: one subscription change at a time. */
export async function lockLocalCustomer(db: Executor, id: string): Promise<void> {
  await db.execute(sql`select id from local_customers where id = ${id} for update`);
}

/** Not cancelled, newest first. */
export async function listLiveLocalSubscriptions(
  db: Executor,
  customerId: string,
): Promise<LocalSubscriptionRow[]> {
  return db
    .select()
    .from(localSubscriptions)
    .where(and(eq(localSubscriptions.customerId, customerId), eq(localSubscriptions.status, 'active')))
    .orderBy(desc(localSubscriptions.createdAt), desc(localSubscriptions.id));
}

/** The subscription, locked for a change, while it is live; undefined when missing or cancelled. */
export async function lockLiveLocalSubscription(
  db: Executor,
  id: string,
): Promise<LocalSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(localSubscriptions)
    .where(and(eq(localSubscriptions.id, id), eq(localSubscriptions.status, 'active')))
    .for('update');
  return row;
}

export async function insertLocalSubscription(
  db: Executor,
  subscription: Pick<
    typeof localSubscriptions.$inferInsert,
    'id' | 'customerId' | 'planId' | 'amount' | 'currency' | 'urls' | 'currentPeriodEnd'
  >,
): Promise<LocalSubscriptionRow> {
  const [row] = await db
    .insert(localSubscriptions)
    .values({ ...subscription, status: 'active' })
    .returning();
  return row!;
}

/** Switches a live subscription to another plan (its URLs stay). */
export async function changeLocalSubscriptionPlan(
  db: Executor,
  id: string,
  plan: { planId: LocalPlanId; amount: number; currency: string },
): Promise<void> {
  await db.update(localSubscriptions).set(plan).where(eq(localSubscriptions.id, id));
}

export async function insertLocalPlanChange(
  db: Executor,
  change: Omit<typeof localPlanChanges.$inferInsert, 'createdAt'>,
): Promise<void> {
  await db.insert(localPlanChanges).values(change);
}

/** A subscription's plan changes, oldest first. */
export async function listLocalPlanChanges(
  db: Executor,
  subscriptionId: string,
): Promise<LocalPlanChangeRow[]> {
  return db
    .select()
    .from(localPlanChanges)
    .where(eq(localPlanChanges.subscriptionId, subscriptionId))
    .orderBy(asc(localPlanChanges.createdAt), asc(localPlanChanges.id));
}

export async function cancelLocalSubscription(db: Executor, id: string): Promise<void> {
  await db
    .update(localSubscriptions)
    .set({ status: 'canceled', canceledAt: sql`now()` })
    .where(and(eq(localSubscriptions.id, id), eq(localSubscriptions.status, 'active')));
}

/** Returns false when no such subscription exists. */
export async function setLocalSubscriptionUrls(db: Executor, id: string, urls: string): Promise<boolean> {
  const rows = await db
    .update(localSubscriptions)
    .set({ urls })
    .where(eq(localSubscriptions.id, id))
    .returning({ id: localSubscriptions.id });
  return rows.length === 1;
}

export async function insertLocalPayment(
  db: Executor,
  payment: Pick<typeof localPayments.$inferInsert, 'id' | 'customerId' | 'planId' | 'amount' | 'currency'>,
): Promise<LocalPaymentRow> {
  const [row] = await db
    .insert(localPayments)
    .values({ ...payment, status: 'succeeded' })
    .returning();
  return row!;
}

/** Succeeded payments, oldest first. */
export async function listLocalPayments(db: Executor, customerId: string): Promise<LocalPaymentRow[]> {
  return db
    .select()
    .from(localPayments)
    .where(and(eq(localPayments.customerId, customerId), eq(localPayments.status, 'succeeded')))
    .orderBy(asc(localPayments.createdAt), asc(localPayments.id));
}

export async function setLocalPaymentUrls(db: Executor, id: string, urls: string): Promise<boolean> {
  const rows = await db
    .update(localPayments)
    .set({ urls })
    .where(eq(localPayments.id, id))
    .returning({ id: localPayments.id });
  return rows.length === 1;
}

export async function insertLocalCheckout(
  db: Executor,
  checkout: Omit<
    typeof localCheckoutSessions.$inferInsert,
    'status' | 'createdAt' | 'resultId' | 'completedAt'
  >,
): Promise<LocalCheckoutRow> {
  const [row] = await db
    .insert(localCheckoutSessions)
    .values({ ...checkout, status: 'open' })
    .returning();
  return row!;
}

export async function findLocalCheckout(db: Executor, id: string): Promise<LocalCheckoutRow | undefined> {
  const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id));
  return row;
}

/** The session, locked until the transaction ends (a double click completes it once). */
export async function lockLocalCheckout(db: Executor, id: string): Promise<LocalCheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(localCheckoutSessions)
    .where(eq(localCheckoutSessions.id, id))
    .for('update');
  return row;
}

export async function finishLocalCheckout(
  db: Executor,
  id: string,
  outcome: { status: 'complete'; resultId: string } | { status: 'expired' },
): Promise<void> {
  await db
    .update(localCheckoutSessions)
    .set(
      outcome.status === 'complete'
        ? { status: 'complete', resultId: outcome.resultId, completedAt: sql`now()` }
        : { status: 'expired' },
    )
    .where(eq(localCheckoutSessions.id, id));
}
