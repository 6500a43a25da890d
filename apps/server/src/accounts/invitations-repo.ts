import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import { roleIn } from './organisations-repo.js';
import { invitations, memberships, users } from './schema.js';

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitation = Pick<
  InvitationRow,
  | 'id'
  | 'organisationId'
  | 'email'
  | 'role'
  | 'clientGroupId'
  | 'language'
  | 'tokenHash'
  | 'invitedBy'
  | 'expiresAt'
>;

const pending = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

/**
 * Stores the invitation unless the address already belongs to the organisation or has a pending
 * invitation there (expired ones included: those are resent, not made twice).
 */
export async function insertInvitation(
  db: Executor,
  invitation: NewInvitation,
): Promise<InvitationRow | 'already-invited'> {
  const [member] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organisationId, invitation.organisationId),
        sql`lower(${users.email}) = ${invitation.email}`,
      ),
    );
  if (member) return 'already-invited';
  const [row] = await db.insert(invitations).values(invitation).onConflictDoNothing().returning();
  return row ?? 'already-invited';
}

/**
 * The seats taken (decision 028): members and invitations still in date, clients aside (they are
 * an agency's customers, read-only, and no seat of the plan).
 */
export async function seatsTaken(db: Executor, organisationId: string, now: Date): Promise<number> {
  const [members] = await db
    .select({ total: count() })
    .from(memberships)
    .where(and(eq(memberships.organisationId, organisationId), ne(memberships.role, 'client')));
  const [invited] = await db
    .select({ total: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.organisationId, organisationId),
        pending,
        ne(invitations.role, 'client'),
        gt(invitations.expiresAt, now),
      ),
    );
  return Number(members?.total ?? 0) + Number(invited?.total ?? 0);
}

/** The organisation's pending invitations, newest first. */
export async function pendingInvitations(db: Executor, organisationId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.organisationId, organisationId), pending))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

export async function findPendingInvitation(
  db: Executor,
  organisationId: string,
  id: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.organisationId, organisationId), eq(invitations.id, id), pending));
  return row;
}

/** A new token and a new week for a pending invitation (the old link stops working). */
export async function renewInvitation(
  db: Executor,
  id: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ tokenHash, expiresAt })
    .where(and(eq(invitations.id, id), pending))
    .returning();
  return row;
}

export async function revokeInvitation(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: at })
    .where(and(eq(invitations.id, id), pending))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

export type AcceptOutcome =
  | { accepted: InvitationRow }
  | { refused: 'invalid' | 'expired' | 'other-address' | 'already-member' };

/**
 * Makes the person a member with the invited role, once: the invitation's row is locked, checked
 * (pending, in date, for this person's verified address) and marked accepted in the same
 * transaction (`db` should be one), so a link used twice at once admits once.
 */
export async function acceptInvitation(
  db: Executor,
  tokenHash: string,
  person: { id: string; email: string | null; emailVerified: boolean },
  at: Date,
): Promise<AcceptOutcome> {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), pending))
    .for('update');
  if (!invitation) return { refused: 'invalid' };
  if (invitation.expiresAt <= at) return { refused: 'expired' };
  if (!person.emailVerified || person.email?.toLowerCase() !== invitation.email) {
    return { refused: 'other-address' };
  }
  if (await roleIn(db, invitation.organisationId, person.id)) return { refused: 'already-member' };
  await db.insert(memberships).values({
    organisationId: invitation.organisationId,
    userId: person.id,
    role: invitation.role,
    clientGroupId: invitation.clientGroupId,
  });
  const [accepted] = await db
    .update(invitations)
    .set({ acceptedAt: at, acceptedBy: person.id })
    .where(eq(invitations.id, invitation.id))
    .returning();
  return { accepted: accepted! };
}
