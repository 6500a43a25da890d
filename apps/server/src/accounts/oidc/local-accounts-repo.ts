import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { isUuid } from '../../platform/db/uuid.js';
import { accountTokens, localAccounts } from '../schema.js';

export type LocalAccountRow = typeof localAccounts.$inferSelect;
export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findLocalAccountByEmail(
  db: Executor,
  email: string,
): Promise<LocalAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(localAccounts)
    .where(eq(localAccounts.email, normaliseEmail(email)));
  return row;
}

export async function findLocalAccount(db: Executor, id: string): Promise<LocalAccountRow | undefined> {
  // Subjects of other issuers are not ours and need not be UUIDs.
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(localAccounts).where(eq(localAccounts.id, id));
  return row;
}

/** Undefined when the e-mail address is taken. */
export async function insertLocalAccount(
  db: Executor,
  account: { email: string; fullName: string; passwordHash: string },
): Promise<LocalAccountRow | undefined> {
  const [row] = await db
    .insert(localAccounts)
    .values({ id: randomUUID(), ...account, email: normaliseEmail(account.email) })
    .onConflictDoNothing({ target: localAccounts.email })
    .returning();
  return row;
}

export async function setLocalAccountName(db: Executor, id: string, fullName: string): Promise<void> {
  await db.update(localAccounts).set({ fullName }).where(eq(localAccounts.id, id));
}

export async function setLocalAccountPassword(db: Executor, id: string, passwordHash: string): Promise<void> {
  await db.update(localAccounts).set({ passwordHash }).where(eq(localAccounts.id, id));
}

export async function markLocalAccountVerified(db: Executor, id: string): Promise<void> {
  await db
    .update(localAccounts)
    .set({ emailVerifiedAt: sql`coalesce(${localAccounts.emailVerifiedAt}, now())` })
    .where(eq(localAccounts.id, id));
}

export async function insertAccountToken(
  db: Executor,
  token: { tokenHash: string; accountId: string; purpose: AccountTokenPurpose; ttlSeconds: number },
): Promise<void> {
  await db.insert(accountTokens).values({
    tokenHash: token.tokenHash,
    accountId: token.accountId,
    purpose: token.purpose,
    expiresAt: sql`now() + make_interval(secs => ${token.ttlSeconds})`,
  });
}

/**
 * Marks a live, unused token as used and returns its account: the UPDATE … WHERE used_at IS NULL
 * makes a token good for exactly one use, even when two requests race.
 */
export async function useAccountToken(
  db: Executor,
  tokenHash: string,
  purpose: AccountTokenPurpose,
): Promise<string | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ accountId: accountTokens.accountId });
  return row?.accountId;
}

/** Whether a token is still good, without using it (the reset form is shown before it is sent). */
export async function isAccountTokenLive(
  db: Executor,
  tokenHash: string,
  purpose: AccountTokenPurpose,
): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: accountTokens.tokenHash })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    );
  return row !== undefined;
}

/** After a password reset, the other reset links of the account stop working. */
export async function invalidateAccountTokens(
  db: Executor,
  accountId: string,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.accountId, accountId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}
