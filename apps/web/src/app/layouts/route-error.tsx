import { useTranslation } from 'react-i18next';
import { buttonPrimaryClass, containerClass } from '../../components/ui-classes';

/** A route module failed to load (e.g. a new deployment replaced the chunks) or a page crashed. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className={`${containerClass} py-16 sm:py-24`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('routeError.heading')}</h1>
      <p className="mt-4 max-w-2xl text-lg">{t('routeError.text')}</p>
      <button type="button" className={`${buttonPrimaryClass} mt-8`} onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </div>
  );
}
