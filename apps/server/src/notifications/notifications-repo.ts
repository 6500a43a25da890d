import { randomUUID } from 'node:crypto';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
  notificationSettingsSchema,
} from '@klarsicht/contracts';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { organisations } from '../accounts/schema.js';
import type { Executor } from '../platform/db/database.js';
import { type NotificationSubject, notificationSettings, notifications } from './schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** Everyone hears of everything, in the app and by mail, until they choose otherwise. */
export const DEFAULT_SETTINGS: NotificationSettings = {
  kinds: {
    assigned: { inApp: true, email: true },
    due_soon: { inApp: true, email: true },
    reopened: { inApp: true, email: true },
    verified: { inApp: true, email: false },
  },
  digest: true,
};

export interface NewNotification {
  organisationId: string;
  userId: string;
  kind: NotificationKind;
  subject: NotificationSubject;
  /** Set for a notice a repeated check would raise again: it is made once. */
  dedupe?: string;
}

/**
 * Records notifications in the caller's transaction; returns those that are new (a `dedupe` seen
 * before makes none). Every notice is kept, whatever the person's settings: the inbox and the mail
 * read the settings when they show or send, and a dedupe key must hold even for a muted kind.
 */
export async function insertNotifications(
  db: Executor,
  list: readonly NewNotification[],
  at: Date,
): Promise<NotificationRow[]> {
  if (list.length === 0) return [];
  return db
    .insert(notifications)
    .values(
      list.map((entry) => ({
        id: randomUUID(),
        organisationId: entry.organisationId,
        userId: entry.userId,
        kind: entry.kind,
        subject: entry.subject,
        dedupe: entry.dedupe ?? null,
        createdAt: at,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

/** A person's settings, the defaults filled in for what they never chose. */
export async function settingsOf(db: Executor, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const stored = row ? notificationSettingsSchema.safeParse(row.settings) : undefined;
  return stored?.success ? stored.data : DEFAULT_SETTINGS;
}

export async function putSettings(
  db: Executor,
  userId: string,
  settings: NotificationSettings,
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings } });
}

/** The kinds a person sees in the app. */
export function inAppKinds(settings: NotificationSettings): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => settings.kinds[kind].inApp);
}

/** A person's notifications of the kinds they see in the app, newest first, with the organisation's name. */
export async function listNotifications(
  db: Executor,
  userId: string,
  options: { unreadOnly: boolean; limit: number; kinds: readonly NotificationKind[] },
): Promise<{ items: Array<NotificationRow & { organisationName: string }>; unread: number }> {
  if (options.kinds.length === 0) return { items: [], unread: 0 };
  const mine = and(eq(notifications.userId, userId), inArray(notifications.kind, [...options.kinds]));
  const [items, [unread]] = await Promise.all([
    db
      .select({ notification: notifications, organisationName: organisations.name })
      .from(notifications)
      .innerJoin(organisations, eq(organisations.id, notifications.organisationId))
      .where(and(mine, options.unreadOnly ? isNull(notifications.readAt) : undefined))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.limit),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return {
    items: items.map(({ notification, organisationName }) => ({ ...notification, organisationName })),
    unread: Number(unread?.n ?? 0),
  };
}

/** Marks the person's own notifications (these ids, or all) read; another person's ids change nothing. */
export async function markRead(
  db: Executor,
  userId: string,
  which: { ids: readonly string[] } | { all: true },
  at: Date,
): Promise<void> {
  const ids = 'ids' in which ? which.ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)) : undefined;
  if (ids !== undefined && ids.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === undefined
          ? undefined
          : inArray(
              notifications.id,
              ids.map((id) => id.toLowerCase()),
            ),
      ),
    );
}

/** Every notice of the person, oldest first, with the organisation's name (the account export). */
export async function allNotificationsOf(
  db: Executor,
  userId: string,
): Promise<Array<NotificationRow & { organisationName: string }>> {
  const rows = await db
    .select({ notification: notifications, organisationName: organisations.name })
    .from(notifications)
    .innerJoin(organisations, eq(organisations.id, notifications.organisationId))
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt, notifications.id);
  return rows.map(({ notification, organisationName }) => ({ ...notification, organisationName }));
}
