import { and, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { oidcPayloads, serverSecrets } from '../schema.js';

/** Storage behind the embedded provider's adapter: one row per (model, id), JSON payload. */

export interface StoredPayload {
  payload: Record<string, unknown>;
  consumedAt: Date | null;
}

const live = sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`;

export async function upsertOidcPayload(
  db: Executor,
  row: {
    model: string;
    id: string;
    payload: Record<string, unknown>;
    expiresInSeconds: number | undefined;
  },
): Promise<void> {
  const payload = row.payload;
  const values = {
    model: row.model,
    id: row.id,
    payload,
    grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
    userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
    uid: typeof payload.uid === 'string' ? payload.uid : null,
    expiresAt: row.expiresInSeconds ? sql`now() + make_interval(secs => ${row.expiresInSeconds})` : null,
  };
  await db
    .insert(oidcPayloads)
    .values(values)
    .onConflictDoUpdate({
      target: [oidcPayloads.model, oidcPayloads.id],
      set: {
        payload: values.payload,
        grantId: values.grantId,
        userCode: values.userCode,
        uid: values.uid,
        expiresAt: values.expiresAt,
      },
    });
}

async function findWhere(db: Executor, model: string, condition: SQL) {
  const [row] = await db
    .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, model), condition, live))
    .limit(1);
  return row;
}

export function findOidcPayload(db: Executor, model: string, id: string): Promise<StoredPayload | undefined> {
  return findWhere(db, model, eq(oidcPayloads.id, id));
}

export function findOidcPayloadByUid(db: Executor, model: string, uid: string) {
  return findWhere(db, model, eq(oidcPayloads.uid, uid));
}

export function findOidcPayloadByUserCode(db: Executor, model: string, userCode: string) {
  return findWhere(db, model, eq(oidcPayloads.userCode, userCode));
}

export async function consumeOidcPayload(db: Executor, model: string, id: string): Promise<void> {
  await db
    .update(oidcPayloads)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id), isNull(oidcPayloads.consumedAt)));
}

export async function destroyOidcPayload(db: Executor, model: string, id: string): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
}

export async function revokeOidcGrant(db: Executor, grantId: string): Promise<void> {
  await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
}

export async function deleteExpiredOidcPayloads(db: Executor): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
}

/**
 * The secret stored under `name`, made by `create` the first time. Several processes starting at
 * once may each make one; the first insert wins and every process reads that one.
 */
export async function loadOrCreateSecret<T>(
  db: Executor,
  name: string,
  create: () => Promise<T>,
): Promise<T> {
  const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing) return existing.value as T;
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return stored!.value as T;
}
