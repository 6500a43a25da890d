import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { rateLimits } from '../db/schema.js';

/**
 * Fixed-window hit counters. One atomic upsert per hit, so API processes sharing the database
 * share the limit. Time comes from the database clock, the one clock every process agrees on.
 */
export async function countHit(
  db: Executor,
  key: string,
  windowMs: number,
): Promise<{ hits: number; msUntilReset: number }> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then now() + ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      msUntilReset: sql<string>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))`,
    });
  return { hits: row!.hits, msUntilReset: Number(row!.msUntilReset) };
}

/** Forgets windows that ended; called now and then so the table stays small. */
export async function deleteExpiredHits(db: Executor): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}

/** The current window of `key` without counting a hit; undefined when none is running. */
export async function peekHits(
  db: Executor,
  key: string,
): Promise<{ hits: number; resetAt: Date } | undefined> {
  const [row] = await db
    .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
  return row;
}
