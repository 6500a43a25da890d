import type { NotificationView } from '@klarsicht/contracts';

/**
 * A due day ("2026-05-12") as a moment `formatDate` shows as that same day: noon local time. Read
 * as is, the string is midnight UTC, which west of Greenwich is the evening before.
 */
export function dueDayMoment(dueOn: string): string {
  return `${dueOn}T12:00:00`;
}

export function isUnread(notification: NotificationView): boolean {
  return notification.readAt === undefined;
}
