import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor, Orm } from '../../platform/db/database.js';
import { apiTokens, organisations } from '../schema.js';

/** API tokens for pipelines: stored as a SHA-256 hash of the secret, never the secret itself. */

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export interface NewApiToken {
  id: string;
  /** Who makes it: the token acts with their role in the organisation. */
  userId: string;
  organisationId: string;
  name: string;
  tokenHash: string;
  prefix: string;
  createdAt: Date;
}

/**
 * Inserts the token unless the organisation already holds `maxActive` tokens that are not revoked;
 * the organisation's row is locked meanwhile, so two creations at once cannot both slip under the limit.
 */
export async function insertApiTokenWithin(
  db: Orm,
  token: NewApiToken,
  maxActive: number,
  /** Runs in the same transaction once the token is stored (the activity record's entry). */
  andThen?: (tx: Executor, row: ApiTokenRow) => Promise<unknown>,
): Promise<ApiTokenRow | 'limit_reached'> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, token.organisationId))
      .for('update');
    const [active] = await tx
      .select({ total: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.organisationId, token.organisationId), isNull(apiTokens.revokedAt)));
    if (Number(active?.total ?? 0) >= maxActive) return 'limit_reached';
    const [row] = await tx.insert(apiTokens).values(token).returning();
    if (!row) throw new Error('api token insert returned no row');
    await andThen?.(tx, row);
    return row;
  });
}

/** The organisation's tokens, newest first, revoked ones included (they show when a token stopped working). */
export async function listApiTokensOfOrganisation(
  db: Executor,
  organisationId: string,
): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.organisationId, organisationId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

export async function findApiTokenByHash(db: Executor, tokenHash: string): Promise<ApiTokenRow | undefined> {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Revokes one of the organisation's tokens. Returns false when it has no token with this id (another
 * organisation's counts as none). Revoking a revoked token keeps its first revocation time.
 */
export async function revokeApiToken(
  db: Executor,
  organisationId: string,
  id: string,
  at: Date,
): Promise<{ name: string; prefix: string; revokedNow: boolean } | undefined> {
  const [row] = await db
    .select({ name: apiTokens.name, prefix: apiTokens.prefix, revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.organisationId, organisationId)));
  if (!row) return undefined;
  const revoked =
    row.revokedAt === null
      ? await db
          .update(apiTokens)
          .set({ revokedAt: at })
          .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
          .returning({ id: apiTokens.id })
      : [];
  return { name: row.name, prefix: row.prefix, revokedNow: revoked.length === 1 };
}

/** Sets `last_used_at` to `at` unless it is already later than `staleBefore` (one write a minute, not per request). */
export async function touchApiToken(db: Executor, id: string, at: Date, staleBefore: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: at })
    .where(
      and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore))),
    );
}
