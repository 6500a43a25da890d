import { useTranslation } from 'react-i18next';
import { containerClass } from '../../components/ui-classes';

/** The runs list (`/runs`): filled by the scans issue. Rendered only for entitled users. */
export function RunListPage() {
  const { t } = useTranslation(['common', 'account']);
  return (
    <div className={`${containerClass} py-16`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('titles.runs')}</h1>
      <p className="mt-4 max-w-2xl text-lg">{t('account:pages.runs')}</p>
    </div>
  );
}
