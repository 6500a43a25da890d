import type { DeliveryStatus, DeliveryView, EventType, WebhookView } from '@klarsicht/contracts';
import type { DeliveryRow, WebhookRow } from './webhooks-repo.js';

export function toWebhookView(
  row: WebhookRow,
  last: { status: DeliveryStatus; at: Date } | undefined,
): WebhookView {
  return {
    id: row.id,
    kind: row.kind,
    url: row.urlShown,
    events: row.events as EventType[],
    ...(row.site === null ? {} : { site: row.site }),
    language: row.language,
    ...(row.description === null ? {} : { description: row.description }),
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    ...(last ? { lastDelivery: { status: last.status, at: last.at.toISOString() } } : {}),
  };
}

export function toDeliveryView(row: DeliveryRow & { eventType: string }): DeliveryView {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    ...(row.lastAttemptAt ? { lastAttemptAt: row.lastAttemptAt.toISOString() } : {}),
    ...(row.responseStatus === null ? {} : { responseStatus: row.responseStatus }),
    ...(row.responseBody === null ? {} : { responseBody: row.responseBody }),
    ...(row.durationMs === null ? {} : { durationMs: row.durationMs }),
    ...(row.nextAttemptAt && row.status === 'pending'
      ? { nextAttemptAt: row.nextAttemptAt.toISOString() }
      : {}),
  };
}
