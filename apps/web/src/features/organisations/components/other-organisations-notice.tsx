import { APP_ROUTE_PATHS } from '@klarsicht/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonSecondaryClass } from '../../../components/ui-classes';
import { setCurrentOrganisation } from '../../../lib/current-organisation';
import { useAuth } from '../../auth';
import { useOrganisations } from '../api/organisations-api';
import { activeOrganisation, useChosenOrganisation } from '../use-current-organisation';

/**
 * For someone working in their personal organisation who belongs to others too (a colleague, an
 * agency's client on a new device): the plan page is not their only way in. Choosing one switches
 * to it and opens its sites.
 */
export function OtherOrganisationsNotice() {
  const { t } = useTranslation('organisations');
  const headingId = useId();
  const navigate = useNavigate();
  const { user } = useAuth();
  const organisations = useOrganisations(user?.sub);
  const chosen = useChosenOrganisation();
  if (!organisations.data) return null;
  const active = activeOrganisation(organisations.data, chosen);
  const others = organisations.data.filter((organisation) => !organisation.personal);
  if (!active?.personal || others.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 max-w-2xl rounded-lg border border-slate-400 p-4 dark:border-slate-500"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {t('others.heading')}
      </h2>
      <p className="mt-2">{t('others.text')}</p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {others.map((organisation) => (
          <li key={organisation.id}>
            <button
              type="button"
              className={buttonSecondaryClass}
              onClick={() => {
                setCurrentOrganisation(organisation.id);
                void navigate(APP_ROUTE_PATHS.sites);
              }}
            >
              {t('others.open', { name: organisation.name, role: t(`roles.${organisation.role}`) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
