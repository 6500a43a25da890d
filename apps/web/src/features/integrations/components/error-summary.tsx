import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';

/**
 * What must be corrected before the form can be sent, each entry a link to its field. The region is
 * always present, so screen readers announce it when it fills; focus goes to the first invalid field
 * meanwhile, so nobody has to find it.
 */
export function ErrorSummary({ entries }: { entries: ReadonlyArray<{ id: string; text: string }> }) {
  const { t } = useTranslation('integrations');
  return (
    <div role="alert">
      {entries.length > 0 ? (
        <div className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-50">
          <p className="flex items-start gap-2 font-semibold">
            <span className="mt-0.5 shrink-0">
              <AlertIcon />
            </span>
            <span>{t('form.summary', { count: entries.length })}</span>
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {entries.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="font-medium underline decoration-1 underline-offset-2 hover:decoration-2"
                  onClick={(event) => {
                    // Not a navigation: the router would treat the fragment as a section to scroll to.
                    event.preventDefault();
                    document.getElementById(entry.id)?.focus();
                  }}
                >
                  {entry.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
