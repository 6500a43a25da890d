import {
  type MarkNotificationsRead,
  type NotificationList,
  type NotificationSettings,
  notificationListSchema,
  notificationSettingsSchema,
} from '@klarsicht/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { notificationKeys } from './notification-keys';

/**
 * How many of the newest the inbox shows. The API answers one page, no further ones; the page says
 * when the list is cut off there.
 */
export const INBOX_LIMIT = 50;

const SETTINGS_PATH = '/api/me/notification-settings';

/**
 * The inbox, newest first, all or the unread only. While the other filter loads, the items shown
 * stay (marked as updating), so the filter keeps its place and focus.
 */
export function useNotifications(userKey: string | undefined, unreadOnly: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(userKey, unreadOnly),
    queryFn: async (): Promise<NotificationList> =>
      notificationListSchema.parse(
        await authorizedFetch<unknown>(
          `/api/me/notifications?unread=${unreadOnly ? 'true' : 'false'}&limit=${INBOX_LIMIT}`,
        ),
      ),
    enabled: userKey !== undefined,
    // Never another person's items, should someone else sign in on this browser.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === userKey ? previous : undefined,
    staleTime: 10_000,
  });
}

/**
 * Marks some or all as read. The list and the navigation's count are read again before the
 * caller's `onSuccess` runs, so focus can move to what is then on screen.
 */
export function useMarkNotificationsRead(userKey: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: MarkNotificationsRead) =>
      authorizedFetch<undefined>('/api/me/notifications/read', { method: 'POST', json: which }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.inbox(userKey) }),
  });
}

export function useNotificationSettings(userKey: string | undefined) {
  return useQuery({
    queryKey: notificationKeys.settings(userKey),
    queryFn: async (): Promise<NotificationSettings> =>
      notificationSettingsSchema.parse(await authorizedFetch<unknown>(SETTINGS_PATH)),
    enabled: userKey !== undefined,
  });
}

/** Saves all switches at once; the answer is what the server kept, shown from then on. */
export function useSaveNotificationSettings(userKey: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: NotificationSettings): Promise<NotificationSettings> =>
      notificationSettingsSchema.parse(
        await authorizedFetch<unknown>(SETTINGS_PATH, { method: 'PUT', json: settings }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings(userKey), saved),
  });
}
