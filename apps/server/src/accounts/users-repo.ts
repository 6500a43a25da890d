import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import { ensurePersonalOrganisation } from './organisations-repo.js';
import { users } from './schema.js';

export type UserRow = typeof users.$inferSelect;

/** What a token (or the userinfo endpoint) says about the person. */
export interface IdentityClaims {
  email?: string | undefined;
  emailVerified?: boolean | undefined;
  fullName?: string | undefined;
}

export async function findUserBySubject(
  db: Executor,
  issuer: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.issuer, issuer), eq(users.subject, subject)));
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The user of (issuer, subject), created on first sight with their personal organisation, in one
 * transaction: nobody sees the account before its organisation (a second first request that found
 * the row and went on would be told its organisation does not exist). Two first requests at once
 * both insert with ON CONFLICT DO NOTHING; the second waits for the first and reads its row.
 */
export async function ensureUser(
  db: Executor,
  issuer: string,
  subject: string,
  claims: IdentityClaims,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        id: randomUUID(),
        issuer,
        subject,
        email: claims.email ?? null,
        emailVerified: claims.emailVerified ?? false,
        fullName: claims.fullName ?? null,
      })
      .onConflictDoNothing({ target: [users.issuer, users.subject] });
    const row = await findUserBySubject(tx, issuer, subject);
    if (!row) throw new Error('user row vanished right after insert');
    await ensurePersonalOrganisation(tx, row);
    return row;
  });
}

/** Takes over the e-mail and its verified state when the provider's claims changed. */
export async function updateUserIdentity(
  db: Executor,
  id: string,
  claims: { email: string | null; emailVerified: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({ ...claims, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function updateUserFullName(db: Executor, id: string, fullName: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ fullName, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** The embedded provider verified the address of its account `subject`. */
export async function markUserEmailVerified(db: Executor, issuer: string, subject: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: sql`now()` })
    .where(and(eq(users.issuer, issuer), eq(users.subject, subject)));
}

/** The embedded provider's account `subject` changed its name on its own pages. */
export async function setUserFullNameBySubject(
  db: Executor,
  issuer: string,
  subject: string,
  fullName: string,
): Promise<void> {
  await db
    .update(users)
    .set({ fullName, updatedAt: sql`now()` })
    .where(and(eq(users.issuer, issuer), eq(users.subject, subject)));
}
