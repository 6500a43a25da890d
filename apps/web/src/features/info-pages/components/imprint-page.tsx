import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { containerClass, textLinkClass } from '../../../components/ui-classes';

export function ImprintPage() {
  const { t } = useTranslation('legal');
  const sections = t('imprint.sections', { returnObjects: true });
  return (
    <div className={`${containerClass} py-16 sm:py-20`}>
      <h1 className="text-4xl font-extrabold tracking-tight">{t('imprint.heading')}</h1>
      <ExampleDataNotice />
      <div className="mt-10 grid max-w-4xl grid-cols-1 gap-8 sm:grid-cols-2">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            <div className="mt-2 space-y-1">
              {section.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
      <p className="mt-10">
        <Link to="/contact" className={textLinkClass}>
          {t('imprint.contactForm')}
        </Link>
      </p>
    </div>
  );
}

/** The company data is not known yet: say so plainly on the page. */
function ExampleDataNotice() {
  const { t } = useTranslation('legal');
  return (
    <p
      className="mt-6 max-w-3xl rounded-lg border-2 border-amber-700 bg-amber-50 p-4 font-medium text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50"
      data-testid="example-data-notice"
    >
      {t('exampleNotice')}
    </p>
  );
}
