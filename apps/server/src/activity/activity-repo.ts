import type { ActivityAction } from '@klarsicht/contracts';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import { findUserById } from '../accounts/index.js';
import { organisations } from '../accounts/schema.js';
import type { Executor } from '../platform/db/database.js';
import { type ChainedEntry, entryHash, type Verification, verifyChain } from './chain.js';
import { activityEntries } from './schema.js';

export type ActivityRow = typeof activityEntries.$inferSelect;

/** What happened, as the caller says it; the record adds the number, the time and the chain. */
export interface NewActivity {
  organisationId: string;
  /** Who did it (null: the schedule or the system), and how they were named then. */
  actor: { id: string | null; label: string };
  /** Dotted name, one of the contracts' ACTIVITY_ACTIONS: `member.role_changed`, `invitation.sent`, … */
  action: ActivityAction;
  subject: Record<string, string>;
  details?: Record<string, unknown>;
}

/**
 * Appends one entry. The organisation's row is locked for the rest of the transaction, so entries
 * get gap-free numbers and each links to the one before; the change and its entry commit together
 * or not at all. `db` must be a transaction (the one that makes the change recorded, or one of its
 * own): outside one the lock ends with the first statement, and two appends at once collide.
 */
export async function appendActivity(db: Executor, activity: NewActivity, at: Date): Promise<ActivityRow> {
  const [head] = await db
    .select({ seq: organisations.activitySeq, hash: organisations.activityHash })
    .from(organisations)
    .where(eq(organisations.id, activity.organisationId))
    .for('update');
  if (!head) throw new Error(`no organisation ${activity.organisationId}`);
  const entry: ChainedEntry = {
    organisationId: activity.organisationId,
    seq: head.seq + 1,
    at: at.toISOString(),
    actorId: activity.actor.id,
    actorLabel: activity.actor.label,
    action: activity.action,
    subject: activity.subject,
    details: activity.details ?? {},
  };
  const hash = entryHash(head.hash, entry);
  const [row] = await db
    .insert(activityEntries)
    .values({ ...entry, previousHash: head.hash, hash })
    .returning();
  await db
    .update(organisations)
    .set({ activitySeq: entry.seq, activityHash: hash })
    .where(eq(organisations.id, activity.organisationId));
  return row!;
}

/** A page of the record, newest first, optionally one action only, before entry `beforeSeq`. */
export async function listActivity(
  db: Executor,
  organisationId: string,
  options: { action?: ActivityAction | undefined; beforeSeq?: number | undefined; limit: number },
): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activityEntries)
    .where(
      and(
        eq(activityEntries.organisationId, organisationId),
        options.action ? eq(activityEntries.action, options.action) : undefined,
        options.beforeSeq ? lt(activityEntries.seq, options.beforeSeq) : undefined,
      ),
    )
    .orderBy(desc(activityEntries.seq))
    .limit(options.limit);
}

/** The whole record, oldest first (for exports and verification). */
export async function allActivity(db: Executor, organisationId: string): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activityEntries)
    .where(eq(activityEntries.organisationId, organisationId))
    .orderBy(asc(activityEntries.seq));
}

/** Checks the organisation's whole record against its chain and its head. */
export async function verifyActivity(db: Executor, organisationId: string): Promise<Verification> {
  const [head] = await db
    .select({ seq: organisations.activitySeq, hash: organisations.activityHash })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const rows = await allActivity(db, organisationId);
  return verifyChain(
    rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
    head ?? { seq: 0, hash: '' },
  );
}

/**
 * Appends what a signed-in person did for the organisation they acted for; `db` should be the
 * transaction of the change (a read, such as an export, may pass the database).
 */
export async function recordBy(
  db: Executor,
  viewer: { organisationId: string; userId: string },
  what: Pick<NewActivity, 'action' | 'subject' | 'details'>,
  at: Date,
): Promise<ActivityRow> {
  return appendActivity(
    db,
    { organisationId: viewer.organisationId, actor: await actorOf(db, viewer.userId), ...what },
    at,
  );
}

/** The actor of what Klarsicht does by itself: a scan finishing, the schedule starting one. */
export const SYSTEM_ACTOR = { id: null, label: 'Klarsicht' } as const;

/** How the record names a person: their name, else their address, as they are now. */
export async function actorOf(db: Executor, userId: string): Promise<{ id: string; label: string }> {
  const person = await findUserById(db, userId);
  return { id: userId, label: person?.fullName?.trim() || person?.email || userId };
}

/** Every organisation's record checked, by name; what `npm run activity:verify` prints. */
export async function verifyAllActivity(
  db: Executor,
): Promise<Array<{ organisationId: string; name: string; verification: Verification }>> {
  const all = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .orderBy(asc(organisations.name), asc(organisations.id));
  const results = [];
  for (const organisation of all) {
    results.push({
      organisationId: organisation.id,
      name: organisation.name,
      verification: await verifyActivity(db, organisation.id),
    });
  }
  return results;
}
