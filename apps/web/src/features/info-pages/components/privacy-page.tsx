import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { containerClass, mutedTextClass, textLinkClass } from '../../../components/ui-classes';

/**
 * The privacy policy (`/datenschutz`, `/privacy`): what is stored, why, on which legal basis and
 * for how long — periods taken from what the server really does (see docs/decisions/012).
 */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  const data = t('privacy.data', { returnObjects: true });
  const rights = t('privacy.rights', { returnObjects: true });
  return (
    <div className={`${containerClass} py-16 sm:py-20`}>
      <h1 className="text-4xl font-extrabold tracking-tight">{t('privacy.heading')}</h1>
      <p className="mt-6 max-w-3xl text-lg">{t('privacy.intro')}</p>

      <h2 className="mt-10 text-2xl font-bold">{t('privacy.controllerHeading')}</h2>
      <p className="mt-3 max-w-3xl">{t('privacy.controller')}</p>

      <h2 className="mt-10 text-2xl font-bold">{t('privacy.dataHeading')}</h2>
      <div className="mt-4 max-w-4xl space-y-6">
        {data.map((entry) => (
          <DataEntry key={entry.heading} entry={entry} />
        ))}
      </div>

      <h2 className="mt-10 text-2xl font-bold">{t('privacy.recipientsHeading')}</h2>
      <p className="mt-3 max-w-3xl">{t('privacy.recipients')}</p>

      <h2 className="mt-10 text-2xl font-bold">{t('privacy.rightsHeading')}</h2>
      <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-6">
        {rights.map((item) => (
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

interface PrivacyDataEntry {
  heading: string;
  what: string;
  basis: string;
  retention: string;
}

function DataEntry({ entry }: { entry: PrivacyDataEntry }) {
  const { t } = useTranslation('legal');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 p-5 dark:border-slate-700"
      data-testid="privacy-data-entry"
    >
      <h3 id={headingId} className="text-xl font-semibold">
        {entry.heading}
      </h3>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className={`font-semibold ${mutedTextClass}`}>{t('privacy.whatLabel')}</dt>
        <dd>{entry.what}</dd>
        <dt className={`font-semibold ${mutedTextClass}`}>{t('privacy.basisLabel')}</dt>
        <dd>{entry.basis}</dd>
        <dt className={`font-semibold ${mutedTextClass}`}>{t('privacy.retentionLabel')}</dt>
        <dd>{entry.retention}</dd>
      </dl>
    </section>
  );
}
