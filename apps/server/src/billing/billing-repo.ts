import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../platform/db/database.js';
import { siteScanSettings } from '../sites/schema.js';
import { billingAccounts, billingCustomers } from './schema.js';

/** Our side of billing: which provider customer belongs to a user, and the cached account. */

export type BillingCustomerRow = typeof billingCustomers.$inferSelect;
export type BillingAccountRow = typeof billingAccounts.$inferSelect;
type ProviderKind = BillingCustomerRow['provider'];

export async function findBillingCustomer(
  db: Executor,
  userId: string,
): Promise<BillingCustomerRow | undefined> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row;
}

export async function findUserIdOfCustomer(
  db: Executor,
  provider: ProviderKind,
  customerId: string,
): Promise<string | undefined> {
  const rows = await db
    .select({ userId: billingCustomers.userId, provider: billingCustomers.provider })
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, customerId));
  return rows.find((row) => row.provider === provider)?.userId;
}

/** Remembers (or replaces, after a provider change) the user's customer. */
export async function rememberBillingCustomer(
  db: Executor,
  userId: string,
  provider: ProviderKind,
  customerId: string,
): Promise<void> {
  await db
    .insert(billingCustomers)
    .values({ userId, provider, customerId })
    .onConflictDoUpdate({ target: billingCustomers.userId, set: { provider, customerId } });
}

export async function findCachedAccount(
  db: Executor,
  userId: string,
): Promise<BillingAccountRow | undefined> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  return row;
}

export async function storeCachedAccount(
  db: Executor,
  userId: string,
  provider: ProviderKind,
  account: Record<string, unknown>,
  refreshedAt: Date,
): Promise<void> {
  await db
    .insert(billingAccounts)
    .values({ userId, provider, account, refreshedAt })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: { provider, account, refreshedAt } });
}

export async function forgetCachedAccount(db: Executor, userId: string): Promise<void> {
  await db.delete(billingAccounts).where(eq(billingAccounts.userId, userId));
}

// In-process queue per user: PGlite is one session (its advisory locks never block it), and even
// on PostgreSQL this keeps one process's callers from each holding a pool connection to wait.
const userQueues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` while no other billing change of the same user runs, in this process or (on
 * PostgreSQL) any other: finding-or-creating the provider customer and adding URLs must not race.
 * The session advisory lock sits on a connection of its own; `work` uses the others.
 */
export async function withUserBillingLock<T>(
  db: Database,
  userId: string,
  work: () => Promise<T>,
): Promise<T> {
  const previous = userQueues.get(userId) ?? Promise.resolve();
  const run = previous.then(
    () => lockAcrossProcesses(db, userId, work),
    () => lockAcrossProcesses(db, userId, work),
  );
  const settled = run.catch(() => undefined);
  userQueues.set(userId, settled);
  try {
    return await run;
  } finally {
    if (userQueues.get(userId) === settled) userQueues.delete(userId);
  }
}

async function lockAcrossProcesses<T>(db: Database, userId: string, work: () => Promise<T>): Promise<T> {
  if (db.kind === 'pglite') return work();
  const key = createHash('sha256')
    .update(`klarsicht-billing:${userId}`)
    .digest()
    .readBigInt64BE(0)
    .toString();
  return db.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    try {
      return await work();
    } finally {
      await session.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
    }
  });
}

/**
 * Keeps where the site's scans start (the address it was added with); its other settings stay as
 * they are, or the defaults when it has none yet.
 */
export async function rememberStartUrl(
  db: Executor,
  userId: string,
  site: string,
  startUrl: string,
  at: Date,
): Promise<void> {
  await db
    .insert(siteScanSettings)
    .values({ userId, site, startUrl, updatedAt: at })
    .onConflictDoUpdate({
      target: [siteScanSettings.userId, siteScanSettings.site],
      set: { startUrl, updatedAt: at },
    });
}
