import type { CreatedApiToken } from '@klarsicht/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimaryClass, buttonSecondaryClass, inputClass } from '../../../components/ui-classes';

/**
 * The one moment the whole token is visible: a read-only field with a copy button, the warning
 * that it will not be shown again, and the CLI command that uses it. Focus lands on the field.
 */
export function NewTokenPanel({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation('apiTokens');
  const headingId = useId();
  const fieldId = useId();
  const noteId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);

  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  const command = `npx klarsicht scan ${t('exampleSite')} --server ${window.location.origin} --token ${created.token}`;

  const copyToken = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopy('copied');
    } catch {
      // No clipboard access (permissions, insecure origin): leave the token selected to copy by hand.
      setCopy('copyFailed');
      fieldRef.current?.focus();
      fieldRef.current?.select();
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-lg border-2 border-blue-700 p-4 dark:border-blue-300"
      data-testid="new-token"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {t('createdHeading', { name: created.name })}
      </h3>
      <p id={noteId} className="mt-2 font-semibold">
        {t('copyNow')}
      </p>
      <label htmlFor={fieldId} className="mt-4 block font-semibold">
        {t('tokenLabel')}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          ref={fieldRef}
          id={fieldId}
          type="text"
          readOnly
          value={created.token}
          aria-describedby={noteId}
          spellCheck={false}
          autoComplete="off"
          className={`${inputClass} font-mono text-sm`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className={`${buttonPrimaryClass} shrink-0 whitespace-nowrap`}
          onClick={() => void copyToken()}
        >
          {t('copy')}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {copy === 'copied' ? t('copied') : ''}
      </p>
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {copy === 'copyFailed' ? t('copyFailed') : ''}
      </p>
      <p className="mt-4">{t('exampleLabel')}</p>
      <pre className="mt-2 whitespace-pre-wrap break-all rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100">
        <code data-testid="token-example">{command}</code>
      </pre>
      <button type="button" className={`${buttonSecondaryClass} mt-4`} onClick={onDone}>
        {t('done')}
      </button>
    </section>
  );
}
