import type { CreatedApiToken } from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { buttonPrimaryClass, inputClass } from '../../../components/ui-classes';
import { useCreateApiToken } from '../api/api-tokens-api';
import { apiTokenErrorKey } from '../api-token-errors';

const MAX_NAME_LENGTH = 100; // createApiTokenRequestSchema

/**
 * Names and creates a token (`POST /api/tokens`). Empty and over-long names are refused here; the
 * server's refusals (e.g. 20 active tokens) are shown at the field, by problem code.
 */
export function CreateTokenForm({
  userKey,
  onCreated,
}: {
  userKey: string | undefined;
  onCreated: (token: CreatedApiToken) => void;
}) {
  const { t } = useTranslation('apiTokens');
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<'nameRequired' | 'nameTooLong' | null>(null);
  const create = useCreateApiToken(userKey);

  const message = invalid ? t(invalid) : create.isError ? t(`errors.${apiTokenErrorKey(create.error)}`) : '';

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="mt-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (create.isPending) return;
        const trimmed = name.trim();
        const problem =
          trimmed === '' ? 'nameRequired' : trimmed.length > MAX_NAME_LENGTH ? 'nameTooLong' : null;
        setInvalid(problem);
        if (problem) {
          create.reset();
          inputRef.current?.focus();
          return;
        }
        create.mutate(trimmed, {
          onSuccess: (token) => {
            setName('');
            onCreated(token);
          },
          onError: () => inputRef.current?.focus(),
        });
      }}
    >
      <h3 id={headingId} className="text-lg font-bold">
        {t('createHeading')}
      </h3>
      <FormField label={t('nameLabel')} hint={t('nameHint')} error={message} className="mt-3">
        {(control) => (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              {...control}
              ref={inputRef}
              name="tokenName"
              type="text"
              autoComplete="off"
              value={name}
              onChange={(event) => setName(event.target.value)}
              className={`${inputClass} sm:max-w-md`}
            />
            <button
              type="submit"
              className={buttonPrimaryClass}
              aria-disabled={create.isPending || undefined}
            >
              {create.isPending ? t('creating') : t('create')}
            </button>
          </div>
        )}
      </FormField>
    </form>
  );
}
