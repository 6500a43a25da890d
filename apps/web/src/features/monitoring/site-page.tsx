import type { Monitor } from '@klarsicht/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingStatus } from '../../components/query-status';
import { cardClass, containerClass, mutedTextClass, textLinkClass } from '../../components/ui-classes';
import { routePath } from '../../lib/route-path';
import { useAuth } from '../auth';
import { useAccount } from '../billing';
import { conformancePath } from '../conformance';
import { useMonitors } from './api/monitoring-api';
import { MonitorSettingsForm } from './components/monitor-settings-form';
import { TrendSection } from './components/trend-section';
import { monitoringErrorKey } from './monitoring-errors';

const PROFILE_PATH = '/profile/general';

/** `/sites/:id`: one monitored site — its schedule settings and the trend of its violations. */
export function SitePage() {
  const { t } = useTranslation('monitoring');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const monitors = useMonitors(user?.sub);
  const monitor = monitors.data?.find((candidate) => candidate.id === id);

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <p>
        <Link to={PROFILE_PATH} className={textLinkClass}>
          {t('site.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {monitor ? t('site.heading', { site: monitor.site }) : t('site.headingUnknown')}
      </h1>
      {monitors.isPending ? (
        <LoadingStatus className="mt-6">{t('site.loading')}</LoadingStatus>
      ) : monitors.isError ? (
        <p role="alert" className="mt-6">
          {t(`errors.${monitoringErrorKey(monitors.error)}`)}
        </p>
      ) : monitor ? (
        <MonitoredSite monitor={monitor} userKey={user?.sub} />
      ) : (
        <p role="alert" className="mt-6" data-testid="monitor-not-found">
          {t('site.notFound')}
        </p>
      )}
    </div>
  );
}

function MonitoredSite({ monitor, userKey }: { monitor: Monitor; userKey: string | undefined }) {
  const { t } = useTranslation('monitoring');
  const settingsId = useId();
  const conformanceId = useId();
  const scanSettingsId = useId();
  const account = useAccount(userKey);
  // Until the plan is known (or if it cannot be read), offer the monitor's own profile only.
  const profiles = account.data?.profiles ?? [monitor.profile];
  return (
    <>
      <p className={`mt-2 break-all ${mutedTextClass}`}>
        {t('site.url')}: <span data-testid="monitor-url">{monitor.url}</span>
      </p>
      {monitor.covered ? null : <p className="mt-2 font-semibold">{t('section.notCovered')}</p>}
      <section aria-labelledby={settingsId} className={`${cardClass} mt-8`}>
        <h2 id={settingsId} className="text-xl font-bold">
          {t('site.settingsHeading')}
        </h2>
        {account.isPending ? (
          <LoadingStatus className="mt-4">{t('site.loading')}</LoadingStatus>
        ) : (
          <MonitorSettingsForm monitor={monitor} profiles={profiles} userKey={userKey} />
        )}
      </section>
      {monitor.covered ? (
        <section aria-labelledby={conformanceId} className={`${cardClass} mt-8`}>
          <h2 id={conformanceId} className="text-xl font-bold">
            {t('site.conformanceHeading')}
          </h2>
          <p className="mt-2">{t('site.conformanceIntro')}</p>
          <p className="mt-3">
            <Link to={conformancePath(monitor.id)} className={textLinkClass} data-testid="conformance-link">
              {t('site.conformanceLink')}
            </Link>
          </p>
        </section>
      ) : null}
      {monitor.covered ? (
        <section aria-labelledby={scanSettingsId} className={`${cardClass} mt-8`}>
          <h2 id={scanSettingsId} className="text-xl font-bold">
            {t('site.scanSettingsHeading')}
          </h2>
          <p className="mt-2">{t('site.scanSettingsIntro')}</p>
          <p className="mt-3">
            <Link
              to={routePath('site_settings', { id: monitor.id })}
              className={textLinkClass}
              data-testid="scan-settings-link"
            >
              {t('site.scanSettingsLink')}
            </Link>
          </p>
        </section>
      ) : null}
      <TrendSection monitor={monitor} userKey={userKey} />
    </>
  );
}
