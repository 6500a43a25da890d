import type { NotificationList } from '@klarsicht/contracts';
import { useQuery } from '@tanstack/react-query';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { notificationKeys } from './notification-keys';

/** How often the navigation asks again while the tab is visible. */
const COUNT_INTERVAL_MS = 60_000;

// A guard rather than the contract's schema: this loads with the navigation of every signed-in
// page, and zod is not worth its weight for one number.
function unreadOf(body: unknown): number {
  const unread = (body as Partial<NotificationList> | null)?.unread;
  if (typeof unread !== 'number') throw new TypeError('No unread count in the answer');
  return unread;
}

/**
 * How many notifications are unread, in all the person's organisations. Asked with the smallest
 * page the API allows; TanStack Query pauses the interval while the tab is hidden.
 */
export function useUnreadCount(userKey: string | undefined) {
  return useQuery({
    queryKey: notificationKeys.unreadCount(userKey),
    queryFn: async () =>
      unreadOf(await authorizedFetch<unknown>('/api/me/notifications?unread=true&limit=1')),
    enabled: userKey !== undefined,
    staleTime: COUNT_INTERVAL_MS / 2,
    refetchInterval: COUNT_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });
}
