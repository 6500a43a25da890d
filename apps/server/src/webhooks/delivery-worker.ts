import { type EventEnvelope, eventEnvelopeSchema } from '@klarsicht/contracts';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import { transactionSql } from '../platform/db/transaction-sql.js';
import type { Logger as ServiceLogger } from '../platform/log.js';
import type { CredentialsCipher } from '../platform/secrets/credentials-cipher.js';
import { slackMessage, teamsMessage } from './chat/index.js';
import { postJson } from './deliver-http.js';
import type { DeliveryJob, DeliveryQueue } from './emit.js';
import { webhookDeliveries, webhookEvents, webhooks } from './schema.js';
import { signatureHeaders } from './signing.js';
import { openWebhook, type WebhookRow } from './webhooks-repo.js';

/**
 * Makes one attempt of a delivery and records it: delivered on a 2xx answer; otherwise the next
 * attempt is queued after its backoff (5 s … 10 h, eight attempts in all), in the same transaction
 * as the outcome. A receiver answering 410 Gone switches its webhook off, as the Standard Webhooks
 * specification asks of senders.
 */

/** Waits before the 2nd … 8th attempt. */
export const RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 3600, 3 * 3600, 10 * 3600];
/** An attempt still unanswered after this long was made by a process that died. */
const ATTEMPT_ABANDONED_SECONDS = 90;

export interface DeliverySettings {
  allowPrivateTargets: boolean;
  timeoutMs: number;
  /** Tests shorten them. */
  retryDelaysSeconds?: readonly number[];
}

export interface DeliveryDeps {
  db: Database;
  queue: DeliveryQueue;
  cipher: CredentialsCipher | undefined;
  clock: Clock;
  logger: Pick<ServiceLogger, 'info' | 'warn' | 'error'>;
  settings: DeliverySettings;
}

const deliveryJobSchema = z.object({
  deliveryId: z.uuid(),
  attempt: z.number().int().min(1),
  manual: z.boolean().optional(),
});

/** The body a kind of target gets: the signed event itself, or a chat message rendered from it. */
export function bodyFor(
  kind: WebhookRow['kind'],
  language: WebhookRow['language'],
  eventBody: string,
): string {
  if (kind === 'webhook') return eventBody;
  const event: EventEnvelope = eventEnvelopeSchema.parse(JSON.parse(eventBody));
  return JSON.stringify(kind === 'slack' ? slackMessage(event, language) : teamsMessage(event, language));
}

export async function deliverOnce(deps: DeliveryDeps, jobData: unknown): Promise<void> {
  const parsed = deliveryJobSchema.safeParse(jobData);
  if (!parsed.success) {
    deps.logger.error({ jobData }, 'a delivery job without a delivery: dropped');
    return;
  }
  const job: DeliveryJob = parsed.data;
  const { db, clock, settings } = deps;
  const now = clock.now();
  // Claimed by raising the attempt count: a job queued twice, or one already made, does nothing.
  const [claimed] = await db.orm
    .update(webhookDeliveries)
    .set({ attempts: job.attempt, lastAttemptAt: now })
    .where(
      sql`${webhookDeliveries.id} = ${job.deliveryId} AND ${webhookDeliveries.status} = 'pending'
        AND (${webhookDeliveries.attempts} < ${job.attempt}
          OR (${webhookDeliveries.attempts} = ${job.attempt}
            AND ${webhookDeliveries.lastAttemptAt} < ${new Date(now.getTime() - ATTEMPT_ABANDONED_SECONDS * 1000)}))`,
    )
    .returning();
  if (!claimed) return;
  const [found] = await db.orm
    .select({ webhook: webhooks, eventBody: webhookEvents.body, eventId: webhookEvents.id })
    .from(webhooks)
    .innerJoin(webhookEvents, eq(webhookEvents.id, claimed.eventId))
    .where(eq(webhooks.id, claimed.webhookId));
  if (!found) return;
  const { webhook } = found;
  const fail = (body: string) => record(deps, job, { body, durationMs: 0 }, 'failed');
  if (!webhook.enabled && !job.manual) return fail('The webhook is switched off.');
  const opened = deps.cipher && openWebhook(deps.cipher, webhook);
  if (!opened)
    return fail('No key of the key ring (CREDENTIALS_KEYS) opens the address: enter the webhook again.');
  const body = bodyFor(webhook.kind, webhook.language, found.eventBody);
  const headers =
    webhook.kind === 'webhook' && opened.secret
      ? signatureHeaders(opened.secret, found.eventId, now, body)
      : {};
  const outcome = await postJson(opened.url, body, headers, {
    allowPrivateAddresses: settings.allowPrivateTargets,
    timeoutMs: settings.timeoutMs,
  });
  const delivered = outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
  if (delivered) return record(deps, job, outcome, 'delivered');
  if (outcome.status === 410) {
    await db.orm
      .update(webhooks)
      .set({ enabled: false, disabledReason: 'gone' })
      .where(eq(webhooks.id, webhook.id));
    deps.logger.warn({ webhookId: webhook.id }, 'webhook answered 410 Gone: switched off');
    return record(deps, job, outcome, 'failed');
  }
  const delays = settings.retryDelaysSeconds ?? RETRY_DELAYS_SECONDS;
  const delay = delays[job.attempt - 1];
  // A refused address stays refused; a redelivery is one attempt; the schedule ends.
  if (outcome.error === 'forbidden' || job.manual || delay === undefined)
    return record(deps, job, outcome, 'failed');
  return record(deps, job, outcome, 'pending', delay);
}

async function record(
  deps: DeliveryDeps,
  job: DeliveryJob,
  outcome: { status?: number; body: string; durationMs: number },
  status: 'delivered' | 'failed' | 'pending',
  retryAfterSeconds?: number,
): Promise<void> {
  const nextAttemptAt =
    retryAfterSeconds === undefined ? null : new Date(deps.clock.now().getTime() + retryAfterSeconds * 1000);
  await deps.db.orm.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status,
        nextAttemptAt,
        responseStatus: outcome.status ?? null,
        responseBody: outcome.body,
        durationMs: Math.round(outcome.durationMs),
      })
      .where(eq(webhookDeliveries.id, job.deliveryId));
    if (retryAfterSeconds !== undefined)
      await deps.queue.enqueueDelivery(
        { deliveryId: job.deliveryId, attempt: job.attempt + 1 } satisfies DeliveryJob,
        { tx: transactionSql(tx), startAfterSeconds: retryAfterSeconds },
      );
  });
}
