import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimaryClass, buttonSecondaryClass, inputClass } from '../../../components/ui-classes';

/**
 * The one moment a webhook's signing secret (`whsec_…`) is visible, after it was added or its secret
 * renewed: a read-only field with a copy button and the warning that it will not be shown again.
 * Focus lands on the field; "done" hands it back to the caller.
 */
export function SecretPanel({
  name,
  secret,
  renewed,
  headingLevel = 'h3',
  onDone,
}: {
  /** The webhook's name as the list shows it. */
  name: string;
  secret: string;
  renewed: boolean;
  /** One below the heading of the part it is shown in. */
  headingLevel?: 'h3' | 'h4';
  onDone: () => void;
}) {
  const { t } = useTranslation('integrations');
  const headingId = useId();
  const fieldId = useId();
  const noteId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const Heading = headingLevel;
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);

  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      // No clipboard access (permissions, insecure origin): leave the secret selected to copy by hand.
      setCopy('copyFailed');
      fieldRef.current?.focus();
      fieldRef.current?.select();
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-lg border-2 border-blue-700 p-4 dark:border-blue-300"
      data-testid="webhook-secret"
    >
      <Heading id={headingId} className="text-lg font-bold [overflow-wrap:anywhere]">
        {renewed ? t('secret.renewedHeading', { name }) : t('secret.createdHeading', { name })}
      </Heading>
      <p id={noteId} className="mt-2 font-semibold">
        {t('secret.note')}
      </p>
      <label htmlFor={fieldId} className="mt-4 block font-semibold">
        {t('secret.label')}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          ref={fieldRef}
          id={fieldId}
          type="text"
          readOnly
          value={secret}
          aria-describedby={noteId}
          spellCheck={false}
          autoComplete="off"
          className={`${inputClass} font-mono text-sm`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className={`${buttonPrimaryClass} shrink-0 whitespace-nowrap`}
          onClick={() => void copySecret()}
        >
          {t('secret.copy')}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {copy === 'copied' ? t('secret.copied') : ''}
      </p>
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {copy === 'copyFailed' ? t('secret.copyFailed') : ''}
      </p>
      <button type="button" className={`${buttonSecondaryClass} mt-4`} onClick={onDone}>
        {t('secret.done')}
      </button>
    </section>
  );
}
