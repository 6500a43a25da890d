import type { Stats } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import type { ApiResource } from '../../../lib/use-api-resource';

/** Product §3 "Home statistics": the same 30-day window as the server (STATS_WINDOW_DAYS). */
const WINDOW_DAYS = 30;

/**
 * Live numbers from GET /api/stats (`useStats`, called by the page, which may wait for them before
 * showing the panel); when they cannot be had, a quiet note instead. Until a site has been checked
 * in the window there is nothing to show ("0 / 0" says nothing), so the section stays away.
 */
export function StatsPanel({ stats }: { stats: ApiResource<Stats> }) {
  const { t, i18n } = useTranslation('home');
  if (stats.status === 'success' && stats.data.last30days === 0) return null;
  const locale = i18n.resolvedLanguage === 'en' ? 'en-US' : 'de-DE';
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  return (
    <PageSection heading={t('stats.heading')} className="bg-slate-50 dark:bg-slate-900">
      <div aria-busy={stats.status === 'pending'}>
        {stats.status === 'pending' ? (
          <p className="text-slate-600 dark:text-slate-300">{t('stats.loading')}</p>
        ) : stats.status === 'error' ? (
          <p className="text-slate-600 dark:text-slate-300">{t('stats.unavailable')}</p>
        ) : stats.status === 'success' ? (
          <dl className="grid grid-cols-1 gap-6 sm:grid-cols-2">
            <div className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-950">
              <dt className="mt-1 text-slate-600 dark:text-slate-300">
                {t('stats.sites', { days: WINDOW_DAYS })}
              </dt>
              <dd className="text-4xl font-bold" data-testid="stats-sites">
                {numbers.format(stats.data.last30days)}
              </dd>
            </div>
            <div className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-950">
              <dt className="mt-1 text-slate-600 dark:text-slate-300">{t('stats.average')}</dt>
              <dd className="text-4xl font-bold" data-testid="stats-average">
                {numbers.format(stats.data.avgErrorsPerSite)}
              </dd>
            </div>
          </dl>
        ) : null}
      </div>
    </PageSection>
  );
}
