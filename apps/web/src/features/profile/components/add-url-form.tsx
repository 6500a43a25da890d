import { MAX_URL_LENGTH } from '@klarsicht/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { buttonPrimaryClass, inputClass } from '../../../components/ui-classes';
import { urlInputAttributes } from '../../../components/url-input';
import { billingErrorKey, useAddUrl } from '../../billing';

/**
 * Registers a site URL on the plan's allowance (`POST /api/billing/urls`). The server decides what
 * a valid URL is and whether there is room; its refusal is shown at the field and the input is
 * kept, so it can be corrected.
 */
export function AddUrlForm({ userKey }: { userKey: string | undefined }) {
  const { t } = useTranslation('billing');
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [empty, setEmpty] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const add = useAddUrl(userKey);

  const message = empty
    ? t('account.required')
    : add.isError
      ? t(`errors.${billingErrorKey(add.error)}`)
      : '';

  return (
    <form
      noValidate
      aria-label={t('account.addLabel')}
      className="mt-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (add.isPending) return;
        const url = value.trim();
        setAdded(null);
        if (url === '') {
          setEmpty(true);
          add.reset();
          inputRef.current?.focus();
          return;
        }
        setEmpty(false);
        add.mutate(url, {
          onSuccess: () => {
            setAdded(url);
            setValue('');
          },
          onError: () => inputRef.current?.focus(),
        });
      }}
    >
      <FormField label={t('account.addLabel')} hint={t('account.addHint')} error={message}>
        {(control) => (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              {...control}
              ref={inputRef}
              name="url"
              {...urlInputAttributes}
              maxLength={MAX_URL_LENGTH}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className={`${inputClass} sm:max-w-md`}
            />
            <button type="submit" className={buttonPrimaryClass} aria-disabled={add.isPending || undefined}>
              {add.isPending ? t('account.adding') : t('account.add')}
            </button>
          </div>
        )}
      </FormField>
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {added ? t('account.added', { url: added }) : ''}
      </p>
    </form>
  );
}
