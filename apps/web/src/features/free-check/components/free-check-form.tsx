import { type FormEvent, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { buttonPrimaryClass, inputClass } from '../../../components/ui-classes';
import { urlInputAttributes } from '../../../components/url-input';
import type { StartErrorKey } from '../start-errors';
import { checkUrlInput, MAX_URL_LENGTH, type UrlProblem } from '../url-input';

interface FreeCheckFormProps {
  /** Names the form; two free checks share the home page. */
  label: string;
  busy: boolean;
  /** A problem the server found with the address. */
  serverError: StartErrorKey | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The normalised address, and the text as typed. */
  onSubmit: (url: string, typed: string) => void;
  onEdit: () => void;
}

export function FreeCheckForm({ label, busy, serverError, inputRef, onSubmit, onEdit }: FreeCheckFormProps) {
  const { t } = useTranslation('freeCheck');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<UrlProblem | null>(null);
  const [triedOnce, setTriedOnce] = useState(false);

  const message = problem
    ? t(`validation.${problem}`, { max: MAX_URL_LENGTH })
    : serverError
      ? t(`apiErrors.${serverError}`)
      : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setTriedOnce(true);
    const check = checkUrlInput(value);
    if (!check.ok) {
      setProblem(check.problem);
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    onSubmit(check.url, value);
  };

  return (
    <form aria-label={label} noValidate onSubmit={submit}>
      <FormField
        label={t('form.urlLabel')}
        labelClassName="block text-lg font-semibold"
        hint={t('form.urlHint')}
        error={message ?? ''}
        announceError={false}
      >
        {(control) => (
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <input
              {...control}
              ref={inputRef}
              name="url"
              {...urlInputAttributes}
              required
              maxLength={MAX_URL_LENGTH + 100}
              value={value}
              className={`${inputClass} sm:flex-1`}
              onChange={(event) => {
                const next = event.target.value;
                setValue(next);
                onEdit();
                // Once a submit failed, the message follows the input as it is corrected.
                if (triedOnce) {
                  const check = checkUrlInput(next);
                  setProblem(check.ok ? null : check.problem);
                }
              }}
            />
            <button type="submit" className={buttonPrimaryClass} aria-disabled={busy || undefined}>
              {busy ? t('form.submitting') : t('form.submit')}
            </button>
          </div>
        )}
      </FormField>
    </form>
  );
}
