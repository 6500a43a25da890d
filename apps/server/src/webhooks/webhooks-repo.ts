import type { DeliveryStatus, WebhookKind } from '@klarsicht/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import type { CredentialsCipher } from '../platform/secrets/credentials-cipher.js';
import { webhookDeliveries, webhookEvents, webhooks } from './schema.js';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** What a sealed value of a webhook is bound to: moved to another row or column, it does not open. */
export const urlBinding = (webhookId: string) => `webhook:${webhookId}:url`;
export const secretBinding = (webhookId: string) => `webhook:${webhookId}:secret`;

export async function webhooksOf(db: Executor, organisationId: string): Promise<WebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(eq(webhooks.organisationId, organisationId))
    .orderBy(webhooks.createdAt, webhooks.id);
}

export async function findWebhook(
  db: Executor,
  organisationId: string,
  webhookId: string,
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.organisationId, organisationId), eq(webhooks.id, webhookId)));
  return row;
}

export async function countWebhooks(db: Executor, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(webhooks)
    .where(eq(webhooks.organisationId, organisationId));
  return row?.count ?? 0;
}

/** The newest delivery of each webhook, for the list's "last delivery" column. */
export async function lastDeliveries(
  db: Executor,
  webhookIds: string[],
): Promise<Map<string, { status: DeliveryStatus; at: Date }>> {
  if (webhookIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.webhookId], {
      webhookId: webhookDeliveries.webhookId,
      status: webhookDeliveries.status,
      createdAt: webhookDeliveries.createdAt,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.webhookId, webhookIds))
    .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.createdAt));
  return new Map(
    rows.map((row) => [row.webhookId, { status: row.status, at: row.lastAttemptAt ?? row.createdAt }]),
  );
}

export const DELIVERY_LOG_LENGTH = 50;

export async function deliveriesOf(
  db: Executor,
  webhookId: string,
): Promise<Array<DeliveryRow & { eventType: string }>> {
  const rows = await db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_LENGTH);
  return rows.map((row) => ({ ...row.delivery, eventType: row.eventType }));
}

export async function findDelivery(
  db: Executor,
  webhookId: string,
  deliveryId: string,
): Promise<(DeliveryRow & { eventType: string }) | undefined> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.id, deliveryId)));
  return row && { ...row.delivery, eventType: row.eventType };
}

/** A webhook's address and secret, opened; undefined when no key of the ring opens them. */
export function openWebhook(
  cipher: CredentialsCipher,
  row: Pick<WebhookRow, 'id' | 'urlSealed' | 'secretSealed'>,
): { url: string; secret: string | undefined } | undefined {
  try {
    return {
      url: cipher.open(row.urlSealed, urlBinding(row.id)),
      secret: row.secretSealed === null ? undefined : cipher.open(row.secretSealed, secretBinding(row.id)),
    };
  } catch {
    return undefined;
  }
}

export interface NewWebhook {
  id: string;
  organisationId: string;
  kind: WebhookKind;
  url: string;
  urlShown: string;
  secret: string | undefined;
  events: string[];
  site: string | null;
  language: 'de' | 'en';
  description: string | null;
  createdBy: string | null;
}

export async function insertWebhook(
  db: Executor,
  cipher: CredentialsCipher,
  input: NewWebhook,
): Promise<WebhookRow> {
  const [row] = await db
    .insert(webhooks)
    .values({
      id: input.id,
      organisationId: input.organisationId,
      kind: input.kind,
      urlSealed: cipher.seal(input.url, urlBinding(input.id)),
      urlShown: input.urlShown,
      secretSealed: input.secret === undefined ? null : cipher.seal(input.secret, secretBinding(input.id)),
      events: input.events,
      site: input.site,
      language: input.language,
      description: input.description,
      createdBy: input.createdBy,
    })
    .returning();
  return row!;
}
