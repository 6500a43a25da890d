import { useTranslation } from 'react-i18next';
import { MAIN_ID } from './navigation-effects';

/** First focusable element of every page; hidden until focused. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-lg bg-blue-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 dark:bg-blue-300 dark:text-slate-950"
      onClick={(event) => {
        // Move focus without touching the URL: the hash belongs to the router.
        event.preventDefault();
        const main = document.getElementById(MAIN_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      {t('skipLink')}
    </a>
  );
}
