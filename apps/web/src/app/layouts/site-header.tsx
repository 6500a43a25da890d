import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo';
import { containerClass } from '../../components/ui-classes';
import { LanguageMenu } from '../../features/language';
import { ThemeToggle } from '../../features/theme';
import { AccountActions } from './account-actions';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className={`${containerClass} flex min-h-16 items-center gap-2 sm:gap-3`}>
        <Link to="/" className="flex min-h-11 items-center gap-2 rounded-lg text-xl font-bold sm:mr-2">
          <LogoMark />
          <span>{t('appName')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <NavLinks listClassName="flex items-center gap-1" />
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-2">
          <LanguageMenu />
          <ThemeToggle />
          <AccountActions className="hidden items-center gap-2 lg:flex" />
          <div className="lg:hidden">
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
