import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondaryClass, containerClass } from '../../../components/ui-classes';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const { t } = useTranslation('contact');
  const [sent, setSent] = useState(false);
  const successHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) successHeading.current?.focus();
  }, [sent]);

  return (
    <div className={`${containerClass} py-16 sm:py-20`}>
      <h1 className="text-4xl font-extrabold tracking-tight">{t('heading')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-200">{t('lead')}</p>
      <div className="mt-10">
        {sent ? (
          <section
            aria-labelledby="contact-success"
            className="max-w-2xl rounded-xl border-2 border-green-700 bg-green-50 p-6 text-green-950 dark:border-green-300 dark:bg-green-950 dark:text-green-50"
            data-testid="contact-success"
          >
            <h2 id="contact-success" ref={successHeading} tabIndex={-1} className="text-2xl font-bold">
              {t('success.heading')}
            </h2>
            <p className="mt-2">{t('success.text')}</p>
            <button type="button" className={`${buttonSecondaryClass} mt-5`} onClick={() => setSent(false)}>
              {t('success.another')}
            </button>
          </section>
        ) : (
          <ContactForm onSent={() => setSent(true)} />
        )}
      </div>
    </div>
  );
}
