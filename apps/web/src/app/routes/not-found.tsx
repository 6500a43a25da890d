import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonPrimaryClass, containerClass } from '../../components/ui-classes';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className={`${containerClass} py-16 sm:py-24`}>
      <p className="text-lg font-semibold text-blue-800 dark:text-blue-200">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('notFound.heading')}</h1>
      <p className="mt-4 max-w-2xl text-lg">{t('notFound.text')}</p>
      <Link to="/" className={`${buttonPrimaryClass} mt-8`}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
