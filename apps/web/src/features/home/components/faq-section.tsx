import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';

/** Native disclosure widgets: keyboard and screen-reader support come with the element. */
export function FaqSection() {
  const { t } = useTranslation('home');
  const items = t('faq.items', { returnObjects: true });
  return (
    <PageSection heading={t('faq.heading')} className="bg-slate-50 dark:bg-slate-900">
      <div className="max-w-3xl divide-y divide-slate-300 border-y border-slate-300 dark:divide-slate-600 dark:border-slate-600">
        {items.map((item) => (
          <details key={item.question} className="group py-2">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-md py-2 text-lg font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="text-2xl leading-none text-slate-600 group-open:rotate-45 motion-safe:transition-transform dark:text-slate-300"
              >
                +
              </span>
            </summary>
            <p className="pb-4 text-slate-700 dark:text-slate-200">{item.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
