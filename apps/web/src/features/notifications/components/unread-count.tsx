import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../../lib/query-provider';
import { useUnreadCount } from '../api/unread-count-api';

/**
 * The number of unread notifications beside the profile's link to them: a badge to see, and the
 * same in words for screen readers (the badge's digit alone would be read as "Notifications 3").
 * Nothing at zero, while loading, or when the count could not be had: the link itself always works.
 * Not in the main navigation: that is on the first page, whose script budget has no room for it.
 */
export function UnreadCount({ userKey }: { userKey: string }) {
  return (
    <QueryProvider>
      <Count userKey={userKey} />
    </QueryProvider>
  );
}

function Count({ userKey }: { userKey: string }) {
  const { t } = useTranslation('account');
  const count = useUnreadCount(userKey).data ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-1.5 inline-flex min-w-6 items-center justify-center rounded-full bg-blue-700 px-1.5 text-xs font-bold text-white tabular-nums dark:bg-blue-300 dark:text-slate-950"
        data-testid="unread-notifications-badge"
      >
        {count}
      </span>
      <span className="sr-only"> {t('unreadNotifications', { count })}</span>
    </>
  );
}
