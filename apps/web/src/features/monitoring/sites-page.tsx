import type { SiteSummary } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, LoadingStatus } from '../../components/query-status';
import { cardClass, containerClass, mutedTextClass, textLinkClass } from '../../components/ui-classes';
import { routePath } from '../../lib/route-path';
import { useAuth } from '../auth';
import { useSites } from './api/monitoring-api';
import { LatestScan } from './components/latest-scan';

/** `/sites` ("Websites"): every site of the plan, where its scans start and how its latest scan went. */
export function SitesPage() {
  const { t } = useTranslation('monitoring');
  const { user } = useAuth();
  const sites = useSites(user?.sub);
  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('sites.heading')}</h1>
      <p className={`mt-3 max-w-3xl ${mutedTextClass}`}>{t('sites.intro')}</p>
      {sites.isPending ? (
        <LoadingStatus className="mt-6">{t('sites.loading')}</LoadingStatus>
      ) : sites.isError ? (
        <LoadFailed
          className="mt-6"
          message={t('sites.loadFailed')}
          retryLabel={t('section.retry')}
          onRetry={() => void sites.refetch()}
          retryClassName="mt-3"
        />
      ) : sites.data.length === 0 ? (
        <p className="mt-6" data-testid="sites-empty">
          {t('sites.none')}{' '}
          <Link to={routePath('general')} className={textLinkClass}>
            {t('sites.addSite')}
          </Link>
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2" data-testid="site-list">
          {sites.data.map((site) => (
            <SiteCard key={site.id} site={site} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SiteCard({ site }: { site: SiteSummary }) {
  const { t } = useTranslation('monitoring');
  return (
    <li className={cardClass} data-testid="site-card">
      <h2 className="text-xl font-bold break-words">
        <Link to={routePath('site_monitoring', { id: site.id })} className={textLinkClass}>
          {site.site}
        </Link>
      </h2>
      <p className={`mt-1 break-all ${mutedTextClass}`}>
        {t('site.url')}: {site.startUrl}
      </p>
      {site.covered ? null : <p className="mt-2 font-semibold">{t('section.notCovered')}</p>}
      <h3 className="mt-4 font-semibold">{t('sites.latestScan')}</h3>
      <LatestScan scan={site.latestScan} />
    </li>
  );
}
