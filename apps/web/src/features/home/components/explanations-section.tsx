import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';

/** The product description's three statements: 30–40 %, public source code only, a detailed report. */
export function ExplanationsSection() {
  const { t } = useTranslation('home');
  const items = t('explanations.items', { returnObjects: true });
  return (
    <PageSection heading={t('explanations.heading')}>
      <div className="grid grid-cols-1 gap-8 md:grid-cols-3">
        {items.map((item) => (
          <div key={item.title}>
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-slate-700 dark:text-slate-200">{item.text}</p>
          </div>
        ))}
      </div>
    </PageSection>
  );
}
