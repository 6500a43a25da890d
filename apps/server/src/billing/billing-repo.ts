import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../platform/db/database.js';
import { siteScanSettings } from '../sites/schema.js';
import { billingAccounts, billingCustomers } from './schema.js';

/** Our side of billing: which provider customer belongs to an organisation, and the cached account. */

export type BillingCustomerRow = typeof billingCustomers.$inferSelect;
export type BillingAccountRow = typeof billingAccounts.$inferSelect;
type ProviderKind = BillingCustomerRow['provider'];

export async function findBillingCustomer(
  db: Executor,
  organisationId: string,
): Promise<BillingCustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.organisationId, organisationId));
  return row;
}

export async function findOrganisationOfCustomer(
  db: Executor,
  provider: ProviderKind,
  customerId: string,
): Promise<string | undefined> {
  const rows = await db
    .select({ organisationId: billingCustomers.organisationId, provider: billingCustomers.provider })
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, customerId));
  return rows.find((row) => row.provider === provider)?.organisationId;
}

/** Remembers (or replaces, after a provider change) the organisation's customer. */
export async function rememberBillingCustomer(
  db: Executor,
  organisationId: string,
  provider: ProviderKind,
  customerId: string,
): Promise<void> {
  await db
    .insert(billingCustomers)
    .values({ organisationId, provider, customerId })
    .onConflictDoUpdate({ target: billingCustomers.organisationId, set: { provider, customerId } });
}

export async function findCachedAccount(
  db: Executor,
  organisationId: string,
): Promise<BillingAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.organisationId, organisationId));
  return row;
}

export async function storeCachedAccount(
  db: Executor,
  organisationId: string,
  provider: ProviderKind,
  account: Record<string, unknown>,
  refreshedAt: Date,
): Promise<void> {
  await db
    .insert(billingAccounts)
    .values({ organisationId, provider, account, refreshedAt })
    .onConflictDoUpdate({ target: billingAccounts.organisationId, set: { provider, account, refreshedAt } });
}

export async function forgetCachedAccount(db: Executor, organisationId: string): Promise<void> {
  await db.delete(billingAccounts).where(eq(billingAccounts.organisationId, organisationId));
}

// In-process queue per organisation: PGlite is one session (its advisory locks never block it), and even
// on PostgreSQL this keeps one process's callers from each holding a pool connection to wait.
const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` while no other billing change of the same organisation runs, in this process or (on
 * PostgreSQL) any other: finding-or-creating the provider customer and adding URLs must not race.
 * The session advisory lock sits on a connection of its own; `work` uses the others.
 */
export async function withBillingLock<T>(
  db: Database,
  organisationId: string,
  work: () => Promise<T>,
): Promise<T> {
  const previous = queues.get(organisationId) ?? Promise.resolve();
  const run = previous.then(
    () => lockAcrossProcesses(db, organisationId, work),
    () => lockAcrossProcesses(db, organisationId, work),
  );
  const settled = run.catch(() => undefined);
  queues.set(organisationId, settled);
  try {
    return await run;
  } finally {
    if (queues.get(organisationId) === settled) queues.delete(organisationId);
  }
}

async function lockAcrossProcesses<T>(
  db: Database,
  organisationId: string,
  work: () => Promise<T>,
): Promise<T> {
  if (db.kind === 'pglite') return work();
  const key = createHash('sha256')
    .update(`klarsicht-billing:${organisationId}`)
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
  organisationId: string,
  site: string,
  startUrl: string,
  at: Date,
): Promise<void> {
  await db
    .insert(siteScanSettings)
    .values({ organisationId, site, startUrl, updatedAt: at })
    .onConflictDoUpdate({
      target: [siteScanSettings.organisationId, siteScanSettings.site],
      set: { startUrl, updatedAt: at },
    });
}
