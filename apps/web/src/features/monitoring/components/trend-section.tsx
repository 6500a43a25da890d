import type { Monitor } from '@klarsicht/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingStatus } from '../../../components/query-status';
import { cardClass, mutedTextClass } from '../../../components/ui-classes';
import { useTrend } from '../api/monitoring-api';
import { TrendChart } from './trend-chart';
import { TrendTable } from './trend-table';

/** The site's finished site scans: chart, then the same numbers as a table behind a disclosure. */
export function TrendSection({ monitor, userKey }: { monitor: Monitor; userKey: string | undefined }) {
  const { t } = useTranslation('monitoring');
  const headingId = useId();
  const trend = useTrend(userKey, monitor.id);
  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-8`} data-testid="trend-section">
      <h2 id={headingId} className="text-xl font-bold">
        {t('trend.heading')}
      </h2>
      {trend.isPending ? (
        <LoadingStatus className="mt-4">{t('trend.loading')}</LoadingStatus>
      ) : trend.isError ? (
        <LoadFailed
          className="mt-4"
          message={t('trend.loadFailed')}
          retryLabel={t('section.retry')}
          onRetry={() => void trend.refetch()}
          retryClassName="mt-3"
        />
      ) : trend.data.items.length === 0 ? (
        <p className={`mt-4 ${mutedTextClass}`} data-testid="trend-empty">
          {t('trend.empty')}
        </p>
      ) : (
        <>
          <TrendChart points={trend.data.items} />
          <details className="mt-6">
            <summary className="cursor-pointer font-semibold">{t('trend.showTable')}</summary>
            <TrendTable site={trend.data.site} points={trend.data.items} />
          </details>
        </>
      )}
    </section>
  );
}
