import type { SiteSettings } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailed, LoadingStatus } from '../../components/query-status';
import { containerClass, mutedTextClass, textLinkClass } from '../../components/ui-classes';
import { formatDateTime } from '../../lib/format-date';
import { useAuth } from '../auth';
import { useSiteSettings } from './api/site-settings-api';
import { SettingsForm } from './components/settings-form';
import { FlowsSection } from './flows/flows-section';
import { sitePath } from './paths';
import { siteSettingsErrorKey } from './site-settings-errors';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * `/sites/:id/settings`: which pages a scan of the site visits, and how it signs in (issue 19); and
 * the user flows its scans replay after the crawl (issue 35).
 */
export function SiteSettingsPage() {
  const { t } = useTranslation('siteSettings');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const settings = useSiteSettings(user?.sub, id);

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <p>
        <Link to={sitePath(id)} className={textLinkClass}>
          {t('back')}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {settings.data ? t('heading', { site: hostOf(settings.data.url) }) : t('headingUnknown')}
      </h1>
      {settings.isPending ? (
        <LoadingStatus className="mt-6">{t('loading')}</LoadingStatus>
      ) : settings.isError ? (
        <LoadFailed
          className="mt-6"
          message={t(`errors.${siteSettingsErrorKey(settings.error)}`)}
          retryLabel={t('retry')}
          onRetry={() => void settings.refetch()}
          retryClassName="mt-3"
        />
      ) : (
        <SettingsEditor key={id} settings={settings.data} siteId={id} userKey={user?.sub} />
      )}
    </div>
  );
}

function SettingsEditor({
  settings,
  siteId,
  userKey,
}: {
  settings: SiteSettings;
  siteId: string;
  userKey: string | undefined;
}) {
  const { t } = useTranslation('siteSettings');
  return (
    <>
      <p className="mt-4 max-w-3xl">{t('intro')}</p>
      <p className={`mt-2 break-all ${mutedTextClass}`}>
        {t('startAddress')}: <span data-testid="site-settings-url">{settings.url}</span>
      </p>
      {settings.updatedAt ? (
        <p className={mutedTextClass}>{t('updatedAt', { date: formatDateTime(settings.updatedAt) })}</p>
      ) : null}
      <div className="mt-8">
        <SettingsForm settings={settings} siteId={siteId} userKey={userKey} />
      </div>
      <FlowsSection siteId={siteId} userKey={userKey} />
    </>
  );
}
