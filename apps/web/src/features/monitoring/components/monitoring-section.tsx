import type { Monitor } from '@klarsicht/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, LoadingStatus } from '../../../components/query-status';
import { cardClass, mutedTextClass, textLinkClass } from '../../../components/ui-classes';
import { formatDateTime } from '../../../lib/format-date';
import { useMonitors } from '../api/monitoring-api';
import { useIntervalText } from '../use-interval-text';

/** The profile's "Monitoring" section: every monitored site with its schedule, linking to `/sites/:id`. */
export function MonitoringSection({ userKey }: { userKey: string | undefined }) {
  const { t } = useTranslation('monitoring');
  const headingId = useId();
  const monitors = useMonitors(userKey);
  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-8`} data-testid="monitoring-section">
      <h2 id={headingId} className="text-xl font-bold">
        {t('section.heading')}
      </h2>
      <p className={`mt-2 ${mutedTextClass}`}>{t('section.intro')}</p>
      {monitors.isPending ? (
        <LoadingStatus className="mt-4">{t('section.loading')}</LoadingStatus>
      ) : monitors.isError ? (
        <LoadFailed
          className="mt-4"
          message={t('section.loadFailed')}
          retryLabel={t('section.retry')}
          onRetry={() => void monitors.refetch()}
          retryClassName="mt-3"
        />
      ) : monitors.data.length === 0 ? (
        <p className={`mt-4 ${mutedTextClass}`}>{t('section.none')}</p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="monitors">
          {monitors.data.map((monitor) => (
            <MonitorItem key={monitor.id} monitor={monitor} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MonitorItem({ monitor }: { monitor: Monitor }) {
  const { t, i18n } = useTranslation('monitoring');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const intervalText = useIntervalText();
  return (
    <li className="rounded-lg border border-slate-300 p-4 dark:border-slate-600">
      <Link to={`/sites/${encodeURIComponent(monitor.id)}`} className={`${textLinkClass} text-lg break-all`}>
        {monitor.site}
      </Link>
      <p className={`mt-1 break-all text-sm ${mutedTextClass}`}>{monitor.url}</p>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('section.interval')}</dt>
        <dd data-testid="monitor-interval">{intervalText(monitor.intervalMinutes)}</dd>
        <dt className="font-medium">{t('section.state')}</dt>
        <dd>
          {!monitor.covered
            ? t('section.notCovered')
            : monitor.enabled
              ? t('section.enabled')
              : t('section.paused')}
        </dd>
        {monitor.enabled && monitor.covered ? (
          <>
            <dt className="font-medium">{t('section.nextRun')}</dt>
            <dd>{formatDateTime(monitor.nextRunAt, language)}</dd>
          </>
        ) : null}
        <dt className="font-medium">{t('section.lastScan')}</dt>
        <dd>
          {monitor.lastScan ? (
            <Link to={`/run/${encodeURIComponent(monitor.lastScan.id)}`} className={textLinkClass}>
              {formatDateTime(monitor.lastScan.createdAt, language)} –{' '}
              {t(`scanStatus.${monitor.lastScan.status}`)}
            </Link>
          ) : (
            t('section.noScanYet')
          )}
        </dd>
      </dl>
    </li>
  );
}
