import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { containerClass, textLinkClass } from '../../../components/ui-classes';

/** Placeholder for the privacy policy, which the footer's data-protection link leads to. */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  const summary = t('privacy.summary', { returnObjects: true });
  return (
    <div className={`${containerClass} py-16 sm:py-20`}>
      <h1 className="text-4xl font-extrabold tracking-tight">{t('privacy.heading')}</h1>
      <p className="mt-6 max-w-3xl rounded-lg border-2 border-amber-700 bg-amber-50 p-4 font-medium text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50">
        {t('privacy.notice')}
      </p>
      <h2 className="mt-10 text-2xl font-bold">{t('privacy.summaryHeading')}</h2>
      <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-6">
        {summary.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to="/contact" className={textLinkClass}>
          {t('privacy.questions')}
        </Link>
      </p>
    </div>
  );
}
