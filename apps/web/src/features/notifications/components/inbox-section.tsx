import type { NotificationView } from '@klarsicht/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingStatus } from '../../../components/query-status';
import { buttonSecondaryClass, cardClass, mutedTextClass } from '../../../components/ui-classes';
import { INBOX_LIMIT, useMarkNotificationsRead, useNotifications } from '../api/notifications-api';
import { notificationErrorKey } from '../notification-errors';
import { NotificationItem, useSummary } from './notification-item';

/** Where focus goes once a marking is done and the list shows it. */
type FocusTarget = { item: string } | 'heading' | null;

/**
 * The inbox: newest first, all or the unread only, marked read one by one or all at once. What a
 * marking did is announced; focus stays on the item marked (or, when it left the list or the
 * button went, on the heading), so a keyboard user goes on from where they were.
 */
export function InboxSection({ userKey }: { userKey: string | undefined }) {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const filterId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [filterChanged, setFilterChanged] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const list = useNotifications(userKey, unreadOnly);
  const mark = useMarkNotificationsRead(userKey);
  const summary = useSummary();

  const items = list.data?.items ?? [];
  const unread = list.data?.unread ?? 0;
  const updating = list.isPlaceholderData;

  // Only once the list read again after the marking is on screen: the item may have left it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: items re-runs it when the list has changed.
  useEffect(() => {
    if (focusTarget === null || list.isFetching) return;
    const item =
      focusTarget === 'heading'
        ? null
        : listRef.current?.querySelector<HTMLElement>(`[data-id="${CSS.escape(focusTarget.item)}"]`);
    (item ?? headingRef.current)?.focus();
    setFocusTarget(null);
  }, [focusTarget, list.isFetching, items]);

  // Once the other filter's items are in, say what it shows.
  useEffect(() => {
    if (!filterChanged || updating || list.isPending) return;
    setFilterChanged(false);
    if (list.isError) return;
    setAnnouncement(
      items.length === 0
        ? t(unreadOnly ? 'inbox.emptyUnread' : 'inbox.empty')
        : t('inbox.shown', { count: items.length }),
    );
  }, [filterChanged, updating, list.isPending, list.isError, items.length, unreadOnly, t]);

  const markOne = (notification: NotificationView) => {
    setAnnouncement('');
    mark.mutate(
      { ids: [notification.id] },
      {
        onSuccess: () => {
          setAnnouncement(t('inbox.marked', { summary: summary(notification) }));
          setFocusTarget({ item: notification.id });
        },
      },
    );
  };

  const markAll = () => {
    if (mark.isPending) return;
    setAnnouncement('');
    mark.mutate(
      { all: true },
      {
        onSuccess: () => {
          setAnnouncement(t('inbox.markedAll'));
          // The button is gone with the last unread item.
          setFocusTarget('heading');
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-8`} data-testid="notifications-inbox">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold">
        {t('inbox.heading')}
      </h2>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="flex items-center gap-3">
          <input
            id={filterId}
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) => {
              setAnnouncement('');
              setFilterChanged(true);
              setUnreadOnly(event.target.checked);
            }}
            className="size-6 shrink-0 accent-blue-700 dark:accent-blue-300"
          />
          <label htmlFor={filterId} className="font-semibold">
            {t('inbox.unreadOnly')}
          </label>
        </div>
        {unread > 0 ? (
          <button
            type="button"
            className={buttonSecondaryClass}
            aria-disabled={mark.isPending || undefined}
            onClick={markAll}
          >
            {t('inbox.markAll')}
          </button>
        ) : null}
      </div>
      {list.data ? (
        <p className={`mt-3 ${mutedTextClass}`}>
          {unread > 0 ? t('inbox.unread', { count: unread }) : t('inbox.noneUnread')}
        </p>
      ) : null}
      <p role="status" className="mt-2 text-sm font-medium empty:hidden">
        {updating ? t('inbox.updating') : announcement}
      </p>
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {mark.isError ? t(`errors.${notificationErrorKey(mark.error)}`) : ''}
      </p>
      {list.isPending ? (
        <LoadingStatus className="mt-4">{t('inbox.loading')}</LoadingStatus>
      ) : list.isError ? (
        <LoadFailed
          className="mt-4"
          message={`${t('inbox.loadFailed')} ${t(`errors.${notificationErrorKey(list.error)}`)}`}
          retryLabel={t('inbox.retry')}
          onRetry={() => void list.refetch()}
          retryClassName="mt-3"
        />
      ) : items.length === 0 ? (
        <p className="mt-4">{t(unreadOnly ? 'inbox.emptyUnread' : 'inbox.empty')}</p>
      ) : (
        <>
          <ul
            ref={listRef}
            aria-label={t('inbox.listLabel')}
            aria-busy={updating || undefined}
            className={`mt-4 space-y-3 ${updating ? 'opacity-60' : ''}`}
          >
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                busy={mark.isPending}
                onMarkRead={markOne}
              />
            ))}
          </ul>
          {items.length >= INBOX_LIMIT ? (
            <p className={`mt-4 text-sm ${mutedTextClass}`}>{t('inbox.cutOff', { count: INBOX_LIMIT })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
