import { z } from 'zod';
import { decisionStatusSchema } from './decisions.js';

/**
 * What a member hears of decisions on issues (decision 029): an issue assigned to them, due soon,
 * found again, confirmed fixed; and a weekly digest per organisation. Each kind can be switched
 * on or off in the app's inbox and by e-mail.
 */

export const NOTIFICATION_KINDS = ['assigned', 'due_soon', 'reopened', 'verified'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** Where a notification goes: the inbox in the app, or a mail. The digest is a mail only. */
export const notificationChannelsSchema = z.object({ inApp: z.boolean(), email: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** `GET`/`PUT /api/me/notification-settings`. */
export const notificationSettingsSchema = z.object({
  kinds: z.object({
    assigned: notificationChannelsSchema,
    due_soon: notificationChannelsSchema,
    reopened: notificationChannelsSchema,
    verified: notificationChannelsSchema,
  }),
  /** The weekly digest of each organisation's issues, by mail. */
  digest: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationViewSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  organisationId: z.string(),
  organisationName: z.string(),
  site: z.string(),
  ruleId: z.string(),
  /** The decision's status when the notice was made. */
  status: decisionStatusSchema,
  pagePath: z.string().optional(),
  dueOn: z.string().optional(),
  /** The scan that verified or reopened the issue, or the latest one of the site: where to look. */
  scanId: z.string().optional(),
  createdAt: z.string(),
  readAt: z.string().optional(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

export const notificationsQuerySchema = z.object({
  unread: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const notificationListSchema = z.object({
  items: z.array(notificationViewSchema),
  /** Unread notifications in all, whatever the page shows. */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `POST /api/me/notifications/read`: these, or every one. */
export const markNotificationsReadSchema = z.union([
  z.object({ ids: z.array(z.string().max(40)).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;
