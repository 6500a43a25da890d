import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';

/** The closing call to action; the free check form comes in as `children`. */
export function CtaSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <PageSection heading={t('cta.heading')} lead={t('cta.text')} className="bg-blue-50 dark:bg-slate-900">
      <div className="max-w-3xl">{children}</div>
    </PageSection>
  );
}
