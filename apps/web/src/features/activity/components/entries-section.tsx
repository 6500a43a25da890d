import type { ActivityAction } from '@klarsicht/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingStatus } from '../../../components/query-status';
import { buttonSecondaryClass, inputClass, mutedTextClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { actionFromFilter, actionsByLabel } from '../activity-entries';
import { activityErrorKey } from '../activity-errors';
import type { useActivity } from '../api/activity-api';
import { ActivityTable } from './activity-table';

const ALL = '';

/**
 * The entries, newest first: a filter by action, the table, and "load older entries" while the
 * server has more. After loading more, focus goes to the first new entry (the button may be gone),
 * and the status region says how many came; after a change of filter it says how many are shown.
 */
export function EntriesSection({
  list,
  action,
  onActionChange,
}: {
  list: ReturnType<typeof useActivity>;
  action: ActivityAction | null;
  onActionChange: (action: ActivityAction | null) => void;
}) {
  const { t } = useTranslation('activity');
  const language = useLanguage();
  const headingId = useId();
  const filterId = useId();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [filterChanged, setFilterChanged] = useState(false);

  const entries = list.data?.pages.flatMap((page) => page.items) ?? [];
  const updating = list.isPlaceholderData;
  const label = (value: ActivityAction) => t(`actions.${value}`);
  const filterLabel = action ? label(action) : t('entries.all');

  // The first entry of the page just loaded takes focus once it is rendered (the rows may come a
  // render after the page's promise: the count re-runs it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: entries.length re-runs it when the rows arrive.
  useEffect(() => {
    if (focusRow === null) return;
    const row = bodyRef.current?.rows[focusRow];
    if (!row) return;
    row.focus();
    setFocusRow(null);
  }, [focusRow, entries.length]);

  // Once another filter's entries are in, say what it shows.
  useEffect(() => {
    if (!filterChanged || updating || list.isPending) return;
    setFilterChanged(false);
    if (list.isError) return;
    setAnnouncement(
      entries.length === 0
        ? t(action ? 'entries.emptyFiltered' : 'entries.empty')
        : `${t('entries.shown', { count: entries.length })}${list.hasNextPage ? ` ${t('entries.more')}` : ''}`,
    );
  }, [filterChanged, updating, list.isPending, list.isError, list.hasNextPage, entries.length, action, t]);

  const loadMore = () => {
    if (list.isFetchingNextPage || updating) return;
    const from = entries.length;
    setAnnouncement('');
    void list.fetchNextPage().then((result) => {
      if (result.isError) return;
      const loaded = (result.data?.pages.flatMap((page) => page.items).length ?? from) - from;
      if (loaded <= 0) return;
      setAnnouncement(
        `${t('entries.loadedMore', { count: loaded })}${result.hasNextPage ? '' : ` ${t('entries.allShown')}`}`,
      );
      setFocusRow(from);
    });
  };

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('entries.heading')}
      </h2>
      <div className="mt-4 max-w-md">
        <label htmlFor={filterId} className="block font-semibold">
          {t('entries.filterLabel')}
        </label>
        <select
          id={filterId}
          className={`${inputClass} mt-1`}
          value={action ?? ALL}
          onChange={(event) => {
            setAnnouncement('');
            setFilterChanged(true);
            onActionChange(actionFromFilter(event.target.value));
          }}
        >
          <option value={ALL}>{t('entries.all')}</option>
          {actionsByLabel(label, language).map((value) => (
            <option key={value} value={value}>
              {label(value)}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className={`mt-3 text-sm ${mutedTextClass}`} data-testid="entries-status">
        {updating ? t('entries.updating') : announcement}
      </p>
      {list.isPending ? (
        <LoadingStatus className="mt-4">{t('entries.loading')}</LoadingStatus>
      ) : list.isError && !list.isFetchNextPageError ? (
        <LoadFailed
          className="mt-4"
          message={`${t('entries.loadFailed')} ${t(`errors.${activityErrorKey(list.error)}`)}`}
          retryLabel={t('entries.retry')}
          onRetry={() => void list.refetch()}
          retryClassName="mt-3"
        />
      ) : entries.length === 0 ? (
        <p className="mt-4">{action ? t('entries.emptyFiltered') : t('entries.empty')}</p>
      ) : (
        <>
          <ActivityTable
            entries={entries}
            caption={t('entries.caption', { filter: filterLabel })}
            busy={updating}
            bodyRef={bodyRef}
          />
          {list.hasNextPage ? (
            <button
              type="button"
              className={`${buttonSecondaryClass} mt-6`}
              aria-disabled={list.isFetchingNextPage || updating || undefined}
              onClick={loadMore}
            >
              {list.isFetchingNextPage ? t('entries.loadingMore') : t('entries.loadMore')}
            </button>
          ) : null}
          {list.isFetchNextPageError ? (
            <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
              {`${t('entries.loadMoreFailed')} ${t(`errors.${activityErrorKey(list.error)}`)}`}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
