import { eq } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import { billingEvents } from './schema.js';

/**
 * Provider events already taken in, by event id: providers deliver at least once, so a replayed
 * event must be recognised and not processed twice.
 */

/** Records the event; false when its id was already recorded (a replay). */
export async function recordBillingEvent(
  db: Executor,
  event: { id: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(billingEvents)
    .values(event)
    .onConflictDoNothing({ target: billingEvents.id })
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}

/** Forgets an event whose processing failed, so that the provider's next delivery is processed. */
export async function forgetBillingEvent(db: Executor, id: string): Promise<void> {
  await db.delete(billingEvents).where(eq(billingEvents.id, id));
}

export async function isBillingEventRecorded(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, id));
  return rows.length > 0;
}
