import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingStatus } from '../../components/query-status';
import { containerClass, mutedTextClass, textLinkClass } from '../../components/ui-classes';
import { useAuth } from '../auth';
import { useSites } from '../monitoring';
import { useChosenOrganisation } from '../organisations';
import { useWebhooks } from './api/webhooks-api';
import { AddSection } from './components/add-section';
import { TrackersSection } from './components/trackers-section';
import { WebhooksSection } from './components/webhooks-section';
import { API_DOCS_PATH, SIGNATURE_HEADERS } from './event-types';
import { integrationErrorKey, isRoleRefused } from './integration-errors';

/**
 * `/profile/integrations` (decision 030): where the organisation's events go — its own signed
 * webhooks, Slack and Microsoft Teams channels — with each one's deliveries, and the issue trackers
 * tickets are created in. Admins and owners manage them; any other role is told so, with no forms.
 */
export function IntegrationsPage() {
  const { t } = useTranslation(['integrations', 'common']);
  const organisation = useChosenOrganisation();
  const { user } = useAuth();
  const webhooks = useWebhooks(organisation);
  const refused = webhooks.isError && isRoleRefused(webhooks.error);
  // The site choice is asked for only once the person may manage integrations.
  const sites = useSites(webhooks.isSuccess ? user?.sub : undefined);
  const siteNames = sites.isSuccess ? sites.data.map((site) => site.site) : sites.isError ? [] : undefined;

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('common:titles.integrations')}</h1>
      <div className={`mt-3 max-w-3xl space-y-2 ${mutedTextClass}`}>
        <p>{t('intro')}</p>
        <p>{t('signing.intro')}</p>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {SIGNATURE_HEADERS.map((header) => (
            <div key={header} className="contents">
              <dt>
                <code className="font-mono text-sm font-semibold">{header}</code>
              </dt>
              <dd className="max-sm:mb-2">{t(`signing.headers.${header}`)}</dd>
            </div>
          ))}
        </dl>
        <p>
          <a className={textLinkClass} href={API_DOCS_PATH}>
            {t('signing.docs')}
          </a>
        </p>
      </div>
      {webhooks.isPending ? (
        <LoadingStatus className="mt-8">{t('loading')}</LoadingStatus>
      ) : refused ? (
        <p
          role="alert"
          className="mt-8 max-w-3xl rounded-lg border border-slate-400 p-4 dark:border-slate-500"
          data-testid="integrations-refused"
        >
          {t('roleRefused')}
        </p>
      ) : webhooks.isError ? (
        <LoadFailed
          className="mt-8"
          message={`${t('loadFailed')} ${t(`errors.${integrationErrorKey(webhooks.error)}`)}`}
          retryLabel={t('retry')}
          onRetry={() => void webhooks.refetch()}
          retryClassName="mt-3"
        />
      ) : (
        <>
          <WebhooksSection organisation={organisation} webhooks={webhooks.data} sites={siteNames} />
          <AddSection organisation={organisation} count={webhooks.data.length} sites={siteNames} />
          <TrackersSection organisation={organisation} />
        </>
      )}
    </div>
  );
}
