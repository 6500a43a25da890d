import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonPrimaryClass, containerClass } from '../../../components/ui-classes';

interface SignInComingSoonProps {
  heading: string;
  description: string;
}

/** What a login-required page shows while accounts are not available yet. */
export function SignInComingSoon({ heading, description }: SignInComingSoonProps) {
  const { t } = useTranslation('account');
  return (
    <div className={`${containerClass} py-16 sm:py-24`}>
      <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
        {t('comingSoon.badge')}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      <p className="mt-4 max-w-2xl text-lg">{description}</p>
      <p className="mt-4 max-w-2xl text-slate-600 dark:text-slate-300">{t('comingSoon.signInRequired')}</p>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{t('comingSoon.meanwhile')}</p>
      <Link to="/" className={`${buttonPrimaryClass} mt-8`}>
        {t('comingSoon.toFreeCheck')}
      </Link>
    </div>
  );
}
