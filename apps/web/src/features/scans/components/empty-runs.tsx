import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClass } from '../../../components/ui-classes';

/** Product §8 empty state: "create your first scan", with the new-scan button. */
export function EmptyRuns({ action }: { action: ReactNode }) {
  const { t } = useTranslation('scans');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-8 text-center`} data-testid="runs-empty">
      <h2 id={headingId} className="text-xl font-bold">
        {t('list.empty.heading')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl">{t('list.empty.text')}</p>
      <div className="mt-5 flex justify-center">{action}</div>
    </section>
  );
}
