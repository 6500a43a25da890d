/**
 * Query keys. Notifications are the person's across all their organisations, so the key names the
 * person (the sign-in subject), not the organisation. The inbox's list and the navigation's count
 * share a prefix: marking read refreshes both, and the settings stay as they are.
 */
export const notificationKeys = {
  inbox: (userKey: string | undefined) => ['notifications', userKey, 'inbox'] as const,
  list: (userKey: string | undefined, unreadOnly: boolean) =>
    ['notifications', userKey, 'inbox', 'list', unreadOnly ? 'unread' : 'all'] as const,
  unreadCount: (userKey: string | undefined) => ['notifications', userKey, 'inbox', 'unread'] as const,
  settings: (userKey: string | undefined) => ['notifications', userKey, 'settings'] as const,
};
