import type { ScanView } from '@klarsicht/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingStatus } from '../../components/query-status';
import { buttonSecondaryClass, containerClass, mutedTextClass } from '../../components/ui-classes';
import { isFinished } from '../../lib/watch-scan';
import { useScanList } from './api/scan-queries';
import { EmptyRuns } from './components/empty-runs';
import { NewScanDialog } from './components/new-scan-dialog';
import { RunsTable } from './components/runs-table';
import { siteOf } from './format';
import { scanErrorKey } from './scan-errors';

/** The runs list (`/runs`): own scans newest first, a new-scan dialog, live progress. */
export function RunListPage() {
  const { t } = useTranslation('scans');
  const list = useScanList();
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The empty state's button goes away with the first scan: focus then moves to the heading.
  const [focusHeading, setFocusHeading] = useState(false);
  const scans = list.data?.pages.flatMap((page) => page.items) ?? [];
  const hasScans = scans.length > 0;
  useEffect(() => {
    if (focusHeading && hasScans) {
      headingRef.current?.focus();
      setFocusHeading(false);
    }
  }, [focusHeading, hasScans]);

  // Scans started here or seen unfinished are announced once they have finished, whether the news
  // comes by their event stream or by a refetch of the list: a scan can fail before its row is drawn.
  const awaited = useRef(new Set<string>());
  const announceFinished = (scan: ScanView) => {
    awaited.current.delete(scan.id);
    setAnnouncement(
      scan.status === 'succeeded'
        ? t('progress.announceDone', { site: siteOf(scan.url), count: scan.counts.issues })
        : t('progress.announceFailed', { site: siteOf(scan.url) }),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's data changes; announceFinished only sets state.
  useEffect(() => {
    for (const scan of list.data?.pages.flatMap((page) => page.items) ?? []) {
      if (!isFinished(scan)) awaited.current.add(scan.id);
      else if (awaited.current.has(scan.id)) announceFinished(scan);
    }
  }, [list.data]);
  const newScan = (label: 'newScan' | 'createFirst') => (
    <NewScanDialog
      triggerLabel={t(`list.${label}`)}
      onStarted={(id) => {
        awaited.current.add(id);
        setAnnouncement(t('dialog.started'));
        if (label === 'createFirst') setFocusHeading(true);
      }}
    />
  );

  return (
    <div className={`${containerClass} py-12`}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('list.heading')}
        </h1>
        {hasScans ? newScan('newScan') : null}
      </div>
      <p className={`mt-3 max-w-2xl ${mutedTextClass}`}>{t('list.intro')}</p>
      <p role="status" aria-live="polite" className="sr-only" data-testid="runs-announcement">
        {announcement}
      </p>
      {list.isPending ? (
        <LoadingStatus className="mt-8">{t('list.loading')}</LoadingStatus>
      ) : !list.data ? (
        <LoadFailed
          className="mt-8"
          message={t(`errors.${scanErrorKey(list.error)}`)}
          retryLabel={t('list.retry')}
          onRetry={() => void list.refetch()}
          retryClassName="mt-4"
        />
      ) : !hasScans ? (
        <EmptyRuns action={newScan('createFirst')} />
      ) : (
        <>
          <RunsTable scans={scans} onFinished={announceFinished} />
          <p className={`mt-3 text-sm ${mutedTextClass}`}>{t('list.changeNote')}</p>
          {list.hasNextPage ? (
            <button
              type="button"
              className={`${buttonSecondaryClass} mt-6`}
              aria-disabled={list.isFetchingNextPage || undefined}
              onClick={() => {
                if (!list.isFetchingNextPage) void list.fetchNextPage();
              }}
            >
              {list.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
            </button>
          ) : null}
          {list.isFetchNextPageError ? (
            <p role="alert" className="mt-3">
              {t(`errors.${scanErrorKey(list.error)}`)}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
