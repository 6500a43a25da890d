import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../features/auth';
import { activeNavTarget, type NavTarget, PRICING_HASH } from './active-nav';

const baseLinkClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';
const activeLinkClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-blue-800 underline decoration-2 underline-offset-8 bg-blue-50 dark:bg-slate-800 dark:text-blue-200';

interface NavLinksProps {
  /** Layout of the list: a row in the bar, a column in the mobile menu. */
  listClassName: string;
  onNavigate?: () => void;
}

/** The main links (product §2): Testing, Pricing, Contact when signed out; Scans, Websites and Profile when signed in. */
export function NavLinks({ listClassName, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const { isAuthenticated, isLoading } = useAuth();
  const active = activeNavTarget(pathname, hash);

  const item = (target: NavTarget, to: string, label: string) => {
    const isActive = target === active;
    return (
      <li key={target}>
        <Link
          to={to}
          aria-current={isActive ? 'page' : undefined}
          className={isActive ? activeLinkClass : baseLinkClass}
          onClick={onNavigate}
        >
          {label}
        </Link>
      </li>
    );
  };

  return (
    <ul className={listClassName}>
      {isLoading
        ? null
        : isAuthenticated
          ? [
              item('scans', '/runs', t('nav.scans')),
              item('sites', '/sites', t('nav.sites')),
              item('profile', '/profile', t('nav.profile')),
            ]
          : [
              item('testing', '/', t('nav.testing')),
              item('pricing', `/${PRICING_HASH}`, t('nav.pricing')),
              item('contact', '/contact', t('nav.contact')),
            ]}
    </ul>
  );
}
