import { APP_ROUTE_PATHS } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardClass, containerClass, textLinkClass } from '../../components/ui-classes';
import { ApiTokensSection } from '../api-tokens';
import { useAuth } from '../auth';
import { MonitoringSection } from '../monitoring';
import { UnreadCount } from '../notifications';
import { useMe } from './api/me-api';
import { AccountDataSection } from './components/account-data-section';
import { AccountSummary } from './components/account-summary';
import { EmailStatus } from './components/email-status';
import { FullNameForm } from './components/full-name-form';

/**
 * Profile and settings (`/profile/general`, product §2): name, e-mail, the plan with its URL allowance,
 * the monitored sites and the API tokens for pipelines; links to the team, the notifications and the
 * organisation's integrations.
 */
export function ProfileGeneralPage() {
  const { t } = useTranslation(['common', 'account']);
  const { user, embeddedProvider } = useAuth();
  const me = useMe(user?.sub);

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('titles.profile')}</h1>
      <section aria-labelledby="profile-general" className={`${cardClass} mt-8`}>
        <h2 id="profile-general" className="text-xl font-bold">
          {t('account:profile.general')}
        </h2>
        {me.isPending ? (
          <p role="status" className="mt-4">
            {t('loading')}
          </p>
        ) : me.isError ? (
          <p role="alert" className="mt-4">
            {t('account:profile.loadFailed')}
          </p>
        ) : (
          <div className="mt-6 space-y-8">
            <FullNameForm me={me.data} userKey={user?.sub} />
            <EmailStatus me={me.data} embeddedProvider={embeddedProvider} />
          </div>
        )}
      </section>
      <section aria-labelledby="profile-subscription" className={`${cardClass} mt-8`}>
        <h2 id="profile-subscription" className="text-xl font-bold">
          {t('account:profile.subscription')}
        </h2>
        <AccountSummary userKey={user?.sub} />
      </section>
      <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-3">
        <li>
          <Link className={textLinkClass} to={APP_ROUTE_PATHS.team}>
            {t('titles.team')}
          </Link>
        </li>
        <li>
          <Link className={textLinkClass} to={APP_ROUTE_PATHS.notifications}>
            {t('titles.notifications')}
            {user?.sub ? <UnreadCount userKey={user.sub} /> : null}
          </Link>
        </li>
        <li>
          <Link className={textLinkClass} to={APP_ROUTE_PATHS.integrations}>
            {t('titles.integrations')}
          </Link>
        </li>
      </ul>
      <MonitoringSection userKey={user?.sub} />
      <ApiTokensSection userKey={user?.sub} />
      <AccountDataSection userKey={user?.sub} />
    </div>
  );
}
