import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { PageSection } from '../../../components/page-section';

export function FeaturesSection() {
  const { t } = useTranslation('home');
  const items = t('features.items', { returnObjects: true });
  return (
    <PageSection heading={t('features.heading')} className="bg-slate-50 dark:bg-slate-900">
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        {items.map((item) => (
          <li
            key={item.title}
            className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-950"
          >
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <span className="text-green-700 dark:text-green-300">
                <CheckIcon />
              </span>
              {item.title}
            </h3>
            <p className="mt-2 text-slate-700 dark:text-slate-200">{item.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
