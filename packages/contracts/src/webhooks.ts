import { z } from 'zod';
import { languageSchema } from './enums.js';
import { eventTypeSchema } from './events.js';
import { MAX_URL_LENGTH } from './scans.js';
import { withoutNul } from './text.js';

/**
 * Where an organisation's events go (decision 030): a webhook of its own (signed as the Standard
 * Webhooks specification says), a Slack channel (incoming webhook) or a Microsoft Teams channel
 * (a workflow's webhook). Managed by admins, in the app only: an API token cannot add one.
 */

export const WEBHOOK_KINDS = ['webhook', 'slack', 'teams'] as const;
export const webhookKindSchema = z.enum(WEBHOOK_KINDS);
export type WebhookKind = z.infer<typeof webhookKindSchema>;

/** Webhooks (of any kind) an organisation may have: each costs a delivery per event. */
export const MAX_WEBHOOKS = 20;

export const createWebhookRequestSchema = z.object({
  kind: webhookKindSchema,
  /** https (http only where the server lets scans reach private addresses, i.e. not in production). */
  url: withoutNul(z.string().trim().min(1).max(MAX_URL_LENGTH)),
  events: z.array(eventTypeSchema).min(1).max(6),
  /** Only this site's events (its address as the sites list shows it); unset: every site's. */
  site: withoutNul(z.string().trim().min(1).max(MAX_URL_LENGTH)).optional(),
  /** The language of chat messages (Slack, Teams); webhooks carry data, not words. */
  language: languageSchema.default('de'),
  description: withoutNul(z.string().trim().max(200)).optional(),
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequestSchema>;

/** Every field optional; a new `url` replaces the old one (a chat's URL is its secret). */
export const updateWebhookRequestSchema = z.object({
  url: withoutNul(z.string().trim().min(1).max(MAX_URL_LENGTH)).optional(),
  events: z.array(eventTypeSchema).min(1).max(6).optional(),
  site: withoutNul(z.string().trim().min(1).max(MAX_URL_LENGTH)).nullable().optional(),
  language: languageSchema.optional(),
  description: withoutNul(z.string().trim().max(200)).nullable().optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookRequest = z.infer<typeof updateWebhookRequestSchema>;

export const webhookViewSchema = z.object({
  id: z.string(),
  kind: webhookKindSchema,
  /**
   * A webhook's address as given; a chat's with its secret path hidden (`https://hooks.slack.com/…`):
   * whoever has a Slack or Teams webhook URL can post to the channel.
   */
  url: z.string(),
  events: z.array(eventTypeSchema),
  site: z.string().optional(),
  language: languageSchema,
  description: z.string().optional(),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** The newest delivery's outcome, to show a broken target at a glance. */
  lastDelivery: z.object({ status: z.enum(['delivered', 'failed', 'pending']), at: z.string() }).optional(),
});
export type WebhookView = z.infer<typeof webhookViewSchema>;

export const webhookListSchema = z.object({ items: z.array(webhookViewSchema) });

/** Made, or its secret renewed: a webhook's signing secret (`whsec_…`), shown this once. */
export const createdWebhookSchema = webhookViewSchema.extend({ secret: z.string().optional() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/**
 * `pending`: waiting for its next attempt; `delivered`: a 2xx answer; `failed`: out of attempts
 * (or refused outright: an address the guard forbids, a 410 Gone).
 */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const deliveryViewSchema = z.object({
  id: z.string(),
  /** The event's id: `webhook-id` on every attempt. */
  eventId: z.string(),
  eventType: z.string(),
  status: deliveryStatusSchema,
  attempts: z.number().int(),
  createdAt: z.string(),
  /** The last attempt's outcome. */
  lastAttemptAt: z.string().optional(),
  responseStatus: z.number().int().optional(),
  /** The first 2 kB of the answer, or what went wrong before one came (refused, timed out). */
  responseBody: z.string().optional(),
  durationMs: z.number().int().optional(),
  nextAttemptAt: z.string().optional(),
});
export type DeliveryView = z.infer<typeof deliveryViewSchema>;

export const deliveryListSchema = z.object({ items: z.array(deliveryViewSchema) });
