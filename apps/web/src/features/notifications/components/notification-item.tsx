import type { NotificationView } from '@klarsicht/contracts';
import { decisionStatusLabel } from '@klarsicht/report';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonSecondaryClass, mutedTextClass, textLinkClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { routePath } from '../../../lib/route-path';
import { dueDayMoment, isUnread } from '../notification-text';

/** What happened, as the sentence's opening words ("Ihnen zugewiesen:", "Fällig am 12.05.2026:"). */
export function useSentenceOpening() {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  return (notification: NotificationView): string => {
    if (notification.kind !== 'due_soon') return t(`sentence.${notification.kind}`);
    return notification.dueOn
      ? t('sentence.due_soon', { date: formatDate(dueDayMoment(notification.dueOn), language) })
      : t('sentence.dueSoonUndated');
  };
}

/** The whole sentence as plain text: it names the item for screen readers on its buttons and in announcements. */
export function useSummary() {
  const { t } = useTranslation('notifications');
  const opening = useSentenceOpening();
  return (notification: NotificationView): string =>
    `${opening(notification)} ${notification.ruleId} ${t('sentence.where', {
      site: notification.site,
      organisation: notification.organisationName,
    })}`;
}

/**
 * One notification: "Neu" in words when unread (the border is only a second cue), when it came,
 * the sentence with the rule's id, the page and the status, a link to the scan's results,
 * and, while unread, "Als gelesen markieren" named after the sentence. Focusable from code: after
 * it is marked read, focus stays on it rather than falling back to the page's start.
 */
export function NotificationItem({
  notification,
  busy,
  onMarkRead,
}: {
  notification: NotificationView;
  /** Another marking is under way. */
  busy: boolean;
  onMarkRead: (notification: NotificationView) => void;
}) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const opening = useSentenceOpening();
  const summary = useSummary()(notification);
  const unread = isUnread(notification);

  return (
    <li
      tabIndex={-1}
      data-id={notification.id}
      data-testid="notification"
      className={`rounded-lg border p-4 focus:bg-blue-50 dark:focus:bg-blue-950 ${
        unread ? 'border-l-4 border-blue-700 dark:border-blue-300' : 'border-slate-300 dark:border-slate-600'
      }`}
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {unread ? (
          <span className="rounded-full bg-blue-100 px-2.5 py-0.5 font-semibold text-blue-900 dark:bg-blue-950 dark:text-blue-100">
            {t('item.new')}
          </span>
        ) : null}
        <span className={mutedTextClass}>
          {t('item.received', { date: formatDateTime(notification.createdAt, language) })}
        </span>
      </p>
      <p className="mt-2 font-semibold [overflow-wrap:anywhere]">
        {opening(notification)} <code className="font-mono text-[0.95em]">{notification.ruleId}</code>{' '}
        {t('sentence.where', { site: notification.site, organisation: notification.organisationName })}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {notification.pagePath ? (
          <>
            <dt className={mutedTextClass}>{t('item.page')}</dt>
            <dd className="[overflow-wrap:anywhere]">{notification.pagePath}</dd>
          </>
        ) : null}
        <dt className={mutedTextClass}>{t('item.status')}</dt>
        <dd>{decisionStatusLabel(notification.status, language)}</dd>
      </dl>
      {notification.scanId || unread ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
          {notification.scanId ? (
            <Link
              to={routePath('run_detail', { id: notification.scanId })}
              className={`${textLinkClass} inline-flex min-h-11 items-center`}
            >
              {t('item.results')} <span className="sr-only">{t('item.about', { summary })}</span>
            </Link>
          ) : null}
          {unread ? (
            <button
              type="button"
              className={buttonSecondaryClass}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onMarkRead(notification);
              }}
            >
              {t('item.markRead')} <span className="sr-only">{t('item.about', { summary })}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
