import { APP_ROUTE_PATHS } from '@klarsicht/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, LoadingStatus } from '../../components/query-status';
import { cardClass, containerClass, mutedTextClass, textLinkClass } from '../../components/ui-classes';
import { useAuth } from '../auth';
import { useSites } from '../monitoring';
import { useMe } from '../profile';
import { useClientGroups, useOrganisations } from './api/organisations-api';
import { ClientGroupsSection } from './components/client-groups-section';
import { CreateOrganisationForm } from './components/create-organisation-form';
import { InvitationsList } from './components/invitations-list';
import { InviteForm } from './components/invite-form';
import { MembersSection } from './components/members-section';
import { OrganisationSwitcher } from './components/organisation-switcher';
import { RoleHelp } from './components/role-help';
import { activeOrganisation, useChosenOrganisation } from './use-current-organisation';

/**
 * `/profile/team` (decision 028): which organisation the app works in, its members and their roles,
 * invitations, and new organisations. What a role may not do is not offered; the server refuses it
 * anyway.
 */
export function TeamPage() {
  const { t } = useTranslation(['organisations', 'common']);
  const headingId = useId();
  const { user } = useAuth();
  const organisations = useOrganisations(user?.sub);
  // Our id for the person (members are listed by it), not the sign-in provider's subject.
  const me = useMe(user?.sub);
  const chosen = useChosenOrganisation();
  const active = organisations.data ? activeOrganisation(organisations.data, chosen) : undefined;
  const administers = active?.role === 'owner' || active?.role === 'admin';
  const clientGroups = useClientGroups(active?.id ?? null, administers);
  const sites = useSites(administers ? user?.sub : undefined);

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('common:titles.team')}</h1>
      <section aria-labelledby={headingId} className={`${cardClass} mt-8`}>
        <h2 id={headingId} className="text-xl font-bold">
          {t('heading')}
        </h2>
        <p className={`mt-2 ${mutedTextClass}`}>{t('intro')}</p>
        {organisations.isPending ? (
          <LoadingStatus className="mt-4">{t('common:loading')}</LoadingStatus>
        ) : organisations.isError || !active ? (
          <LoadFailed
            className="mt-4"
            message={t('members.loadFailed')}
            retryLabel={t('members.retry')}
            onRetry={() => void organisations.refetch()}
            retryClassName="mt-3"
          />
        ) : (
          <>
            <OrganisationSwitcher organisations={organisations.data} active={active} />
            {active.role === 'client' ? null : (
              <>
                <p className="mt-4">
                  <Link className={textLinkClass} to={APP_ROUTE_PATHS.activity}>
                    {t('common:titles.activity')}
                  </Link>
                </p>
                <MembersSection organisation={active} userId={me.data?.id} />
              </>
            )}
            {administers ? (
              <>
                <InviteForm organisation={active} clientGroups={clientGroups.data?.items ?? []} />
                <InvitationsList organisation={active} />
                <ClientGroupsSection
                  organisation={active}
                  sites={(sites.data ?? []).map((site) => site.site)}
                />
              </>
            ) : null}
            <RoleHelp />
            <CreateOrganisationForm userKey={user?.sub} />
          </>
        )}
      </section>
    </div>
  );
}
