import type { Monitor, SiteSummary } from '@klarsicht/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingStatus } from '../../components/query-status';
import { cardClass, containerClass, mutedTextClass, textLinkClass } from '../../components/ui-classes';
import { routePath } from '../../lib/route-path';
import { useAuth } from '../auth';
import { useAccount } from '../billing';
import { useMonitors, useSites } from './api/monitoring-api';
import { LatestScan } from './components/latest-scan';
import { MonitorSettingsForm } from './components/monitor-settings-form';
import { TrendSection } from './components/trend-section';
import { monitoringErrorKey } from './monitoring-errors';

/** The monitoring section's fragment, so the area links can lead there. */
const MONITORING_ANCHOR = 'monitoring';

/**
 * `/sites/:id`: the home of one site — where its scans start, its latest scan, the trend of its
 * issues, the ways to its conformance, statement and scan settings, and its monitoring.
 */
export function SitePage() {
  const { t } = useTranslation('monitoring');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const monitors = useMonitors(user?.sub);
  const sites = useSites(user?.sub);
  const monitor = monitors.data?.find((candidate) => candidate.id === id);
  const summary = sites.data?.find((candidate) => candidate.id === id);
  const failed = monitors.isError ? monitors.error : sites.isError ? sites.error : null;

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <p>
        <Link to={routePath('sites')} className={textLinkClass}>
          {t('site.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {monitor ? t('site.heading', { site: monitor.site }) : t('site.headingUnknown')}
      </h1>
      {monitors.isPending || sites.isPending ? (
        <LoadingStatus className="mt-6">{t('site.loading')}</LoadingStatus>
      ) : failed ? (
        <p role="alert" className="mt-6">
          {t(`errors.${monitoringErrorKey(failed)}`)}
        </p>
      ) : monitor && summary ? (
        <SiteHome monitor={monitor} summary={summary} userKey={user?.sub} />
      ) : (
        <p role="alert" className="mt-6" data-testid="monitor-not-found">
          {t('site.notFound')}
        </p>
      )}
    </div>
  );
}

function SiteHome({
  monitor,
  summary,
  userKey,
}: {
  monitor: Monitor;
  summary: SiteSummary;
  userKey: string | undefined;
}) {
  const { t } = useTranslation('monitoring');
  const navId = useId();
  const latestId = useId();
  const monitoringId = useId();
  const account = useAccount(userKey);
  // Until the plan is known (or if it cannot be read), offer the monitor's own profile only.
  const profiles = account.data?.profiles ?? [monitor.profile];
  const areas = monitor.covered
    ? ([
        ['site_conformance', 'site.conformanceLink', 'conformance-link'],
        ['site_statement', 'site.statementLink', 'statement-link'],
        ['site_settings', 'site.scanSettingsLink', 'scan-settings-link'],
      ] as const)
    : [];
  return (
    <>
      <p className={`mt-2 break-all ${mutedTextClass}`}>
        {t('site.url')}: <span data-testid="monitor-url">{summary.startUrl}</span>
      </p>
      {monitor.covered ? null : <p className="mt-2 font-semibold">{t('section.notCovered')}</p>}
      <nav aria-labelledby={navId} className="mt-6">
        <h2 id={navId} className="sr-only">
          {t('site.areas')}
        </h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {areas.map(([route, label, testId]) => (
            <li key={route}>
              <Link
                to={routePath(route, { id: monitor.id })}
                className={`${textLinkClass} inline-flex min-h-11 items-center`}
                data-testid={testId}
              >
                {t(label)}
              </Link>
            </li>
          ))}
          <li>
            <a
              href={`#${MONITORING_ANCHOR}`}
              className={`${textLinkClass} inline-flex min-h-11 items-center`}
            >
              {t('section.heading')}
            </a>
          </li>
        </ul>
      </nav>
      <section aria-labelledby={latestId} className={`${cardClass} mt-8`}>
        <h2 id={latestId} className="text-xl font-bold">
          {t('sites.latestScan')}
        </h2>
        <div className="mt-3">
          <LatestScan scan={summary.latestScan} />
        </div>
        <p className="mt-3">
          <Link to={routePath('run_list')} className={textLinkClass}>
            {t('site.allScans')}
          </Link>
        </p>
      </section>
      <TrendSection monitor={monitor} userKey={userKey} />
      <section aria-labelledby={monitoringId} id={MONITORING_ANCHOR} className={`${cardClass} mt-8`}>
        <h2 id={monitoringId} className="text-xl font-bold">
          {t('section.heading')}
        </h2>
        {account.isPending ? (
          <LoadingStatus className="mt-4">{t('site.loading')}</LoadingStatus>
        ) : (
          <MonitorSettingsForm monitor={monitor} profiles={profiles} userKey={userKey} />
        )}
      </section>
    </>
  );
}
