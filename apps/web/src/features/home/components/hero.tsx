import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { containerClass } from '../../../components/ui-classes';

/** The top of the home view: the page's h1 and the free check passed in as `children`. */
export function Hero({ children }: { children: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-b from-blue-50 to-white py-16 sm:py-24 dark:from-slate-900 dark:to-slate-950"
    >
      <div className={containerClass}>
        <p className="font-semibold text-blue-800 dark:text-blue-200">{t('hero.eyebrow')}</p>
        <h1 id="hero-heading" className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-700 dark:text-slate-200">{t('hero.lead')}</p>
        <div className="mt-10 max-w-3xl">{children}</div>
      </div>
    </section>
  );
}
