import { and, eq, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { scans, workerLeases } from '../schema.js';

/**
 * Worker leases and the scans whose worker is gone. Times are the database's `now()`, the one
 * clock every process shares.
 */

/** Starts or renews a worker's lease until `leaseSeconds` from now (a lease dropped as lapsed comes back). */
export async function renewLease(
  db: Executor,
  lease: { id: string; host: string; pid: number },
  leaseSeconds: number,
): Promise<void> {
  const expiresAt = sql`now() + make_interval(secs => ${leaseSeconds})`;
  await db
    .insert(workerLeases)
    .values({ ...lease, expiresAt })
    .onConflictDoUpdate({ target: workerLeases.id, set: { expiresAt } });
}

export async function dropLease(db: Executor, id: string): Promise<void> {
  await db.delete(workerLeases).where(eq(workerLeases.id, id));
}

/** A running scan and the attempt that holds it, as the sweep saw it. */
export interface HeldScan {
  id: string;
  attemptToken: string | null;
  workerId: string | null;
  jobId: string | null;
}

const heldScanColumns = {
  id: scans.id,
  attemptToken: scans.attemptToken,
  workerId: scans.workerId,
  jobId: scans.jobId,
};

/** Running scans whose worker's lease has lapsed or is gone. */
export async function scansOfLapsedWorkers(db: Executor): Promise<HeldScan[]> {
  const liveLease = db
    .select({ id: workerLeases.id })
    .from(workerLeases)
    .where(and(eq(workerLeases.id, scans.workerId), sql`${workerLeases.expiresAt} > now()`));
  return db
    .select(heldScanColumns)
    .from(scans)
    .where(and(eq(scans.status, 'running'), isNotNull(scans.workerId), notExists(liveLease)));
}

/** Every running scan, whoever holds it (an embedded start: no other process can). */
export async function runningScans(db: Executor): Promise<HeldScan[]> {
  return db.select(heldScanColumns).from(scans).where(eq(scans.status, 'running'));
}

/**
 * Takes a running scan away from the attempt the sweep saw (same token): that token is revoked, so
 * the attempt can no longer write, and the scan waits as interrupted. Undefined when the scan
 * changed meanwhile (finished, or another process recovered it first); the row lock makes the
 * second of two concurrent claims find it changed.
 */
export async function claimInterruptedScan(
  db: Executor,
  scan: HeldScan,
): Promise<{ jobId: string | null } | undefined> {
  const [row] = await db
    .update(scans)
    .set({ status: 'queued', attemptToken: null, workerId: null, jobId: null, interruptedAt: sql`now()` })
    .where(
      and(
        eq(scans.id, scan.id),
        eq(scans.status, 'running'),
        scan.attemptToken === null
          ? sql`${scans.attemptToken} is null`
          : eq(scans.attemptToken, scan.attemptToken),
      ),
    )
    .returning({ id: scans.id });
  return row ? { jobId: scan.jobId } : undefined;
}

/** Removes lapsed leases that no running scan names any more (their scans were recovered). */
export async function dropLapsedLeases(db: Executor): Promise<void> {
  const heldScan = db
    .select({ id: scans.id })
    .from(scans)
    .where(and(eq(scans.status, 'running'), eq(scans.workerId, workerLeases.id)));
  await db.delete(workerLeases).where(and(lt(workerLeases.expiresAt, sql`now()`), notExists(heldScan)));
}

/** Every other process's lease (an embedded start: they belong to processes that are gone). */
export async function dropOtherLeases(db: Executor, ownId: string): Promise<void> {
  await db.delete(workerLeases).where(sql`${workerLeases.id} <> ${ownId}`);
}
