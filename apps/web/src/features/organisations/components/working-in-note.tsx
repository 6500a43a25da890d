import { APP_ROUTE_PATHS } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { containerClass, textLinkClass } from '../../../components/ui-classes';
import { useAuth } from '../../auth';
import { useOrganisations } from '../api/organisations-api';
import { activeOrganisation, useChosenOrganisation } from '../use-current-organisation';

/**
 * Above the lists of sites and scans, for someone in more than one organisation: which one the
 * app shows (the choice is the browser's, not the address's), with the way to switch.
 */
export function WorkingInNote() {
  const { t } = useTranslation('organisations');
  const { user } = useAuth();
  const organisations = useOrganisations(user?.sub);
  const chosen = useChosenOrganisation();
  const all = organisations.data ?? [];
  const active = activeOrganisation(all, chosen);
  if (!active || all.length < 2) return null;
  const name = active.personal ? t('switcher.personal', { name: active.name }) : active.name;
  return (
    <div className={`${containerClass} pt-6`}>
      <p className="text-sm">
        {t('workingIn', { name, role: t(`roles.${active.role}`) })}{' '}
        <Link className={textLinkClass} to={APP_ROUTE_PATHS.team}>
          {t('switch')}
        </Link>
      </p>
    </div>
  );
}
