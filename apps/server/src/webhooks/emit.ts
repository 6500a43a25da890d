import { randomUUID } from 'node:crypto';
import { EVENT_VERSION, type EventData, type EventEnvelope, TEST_EVENT_TYPE } from '@klarsicht/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import { transactionSql } from '../platform/db/transaction-sql.js';
import type { QueueSql } from '../platform/queue/scan-queue.js';
import { webhookDeliveries, webhookEvents, webhooks } from './schema.js';

/**
 * The outbox (decision 030): an event is written once, with a delivery row and a queued attempt for
 * every webhook that asked for it, all in the caller's transaction. Nothing is sent here: the
 * delivery jobs do that, so a slow receiver never holds a request or a scan's end.
 */

export interface DeliveryQueue {
  enqueueDelivery(data: unknown, options?: { tx?: QueueSql; startAfterSeconds?: number }): Promise<void>;
}

/** A delivery job: the attempt it makes; `manual`: a redelivery someone asked for, tried once. */
export interface DeliveryJob {
  deliveryId: string;
  attempt: number;
  manual?: boolean;
}

export interface NewEvent<T extends EventEnvelope['type']> {
  organisationId: string;
  /** The site it is about; webhooks limited to another site do not get it. */
  site: string | null;
  type: T;
  data: EventData<T>;
  /** Makes a repeated emission (an after-scan step run again) write nothing twice. */
  dedupe?: string;
  at: Date;
}

/** Writes the event and queues its deliveries; the event's id, or undefined when `dedupe` had it already. */
export async function emitEvent<T extends EventEnvelope['type']>(
  tx: Executor,
  queue: DeliveryQueue,
  event: NewEvent<T>,
  /** A test: to this webhook only, switched off or not, tried once. */
  onlyWebhookId?: string,
): Promise<string | undefined> {
  const id = randomUUID();
  const body = JSON.stringify({
    type: event.type,
    version: EVENT_VERSION,
    timestamp: event.at.toISOString(),
    data: event.data,
  });
  const [written] = await tx
    .insert(webhookEvents)
    .values({
      id,
      organisationId: event.organisationId,
      type: event.type,
      site: event.site,
      body,
      dedupe: event.dedupe ?? null,
      createdAt: event.at,
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (!written) return undefined;
  const subscribers = onlyWebhookId
    ? await tx
        .select({ id: webhooks.id })
        .from(webhooks)
        .where(and(eq(webhooks.organisationId, event.organisationId), eq(webhooks.id, onlyWebhookId)))
    : await tx
        .select({ id: webhooks.id })
        .from(webhooks)
        .where(
          and(
            eq(webhooks.organisationId, event.organisationId),
            eq(webhooks.enabled, true),
            sql`${webhooks.events} @> ${JSON.stringify([event.type])}::jsonb`,
            event.site === null
              ? isNull(webhooks.site)
              : or(isNull(webhooks.site), eq(webhooks.site, event.site)),
          ),
        );
  const queueSql = transactionSql(tx);
  for (const subscriber of subscribers) {
    const deliveryId = randomUUID();
    await tx.insert(webhookDeliveries).values({
      id: deliveryId,
      webhookId: subscriber.id,
      eventId: id,
      status: 'pending',
      createdAt: event.at,
      nextAttemptAt: event.at,
    });
    const job: DeliveryJob = onlyWebhookId
      ? { deliveryId, attempt: 1, manual: true }
      : { deliveryId, attempt: 1 };
    await queue.enqueueDelivery(job, { tx: queueSql });
  }
  return id;
}

/** The "send test" button: a `webhook.test` event for this one webhook, whatever it subscribed to. */
export async function emitTestEvent(
  tx: Executor,
  queue: DeliveryQueue,
  webhook: { id: string; organisationId: string },
  at: Date,
): Promise<string> {
  const id = await emitEvent(
    tx,
    queue,
    {
      organisationId: webhook.organisationId,
      site: null,
      type: TEST_EVENT_TYPE,
      data: { organisationId: webhook.organisationId, webhookId: webhook.id },
      at,
    },
    webhook.id,
  );
  return id!;
}

/** Sends a delivery again now, once, whatever its earlier attempts did. */
export async function redeliver(
  tx: Executor,
  queue: DeliveryQueue,
  delivery: { id: string; attempts: number },
  at: Date,
): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: at })
    .where(eq(webhookDeliveries.id, delivery.id));
  await queue.enqueueDelivery(
    { deliveryId: delivery.id, attempt: delivery.attempts + 1, manual: true } satisfies DeliveryJob,
    { tx: transactionSql(tx) },
  );
}
