import type { Me } from '@klarsicht/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { buttonPrimaryClass, inputClass } from '../../../components/ui-classes';
import { useUpdateMe } from '../api/me-api';

const MAX_NAME_LENGTH = 200; // updateMeRequestSchema

/** Full name, editable (PATCH /api/me); the outcome is announced. */
export function FullNameForm({ me, userKey }: { me: Me; userKey: string | undefined }) {
  const { t } = useTranslation('account');
  const inputRef = useRef<HTMLInputElement>(null);
  const [fullName, setFullName] = useState(me.fullName ?? '');
  const [invalid, setInvalid] = useState(false);
  const update = useUpdateMe(userKey);

  return (
    <form
      noValidate
      aria-label={t('profile.fullName')}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = fullName.trim();
        if (trimmed === '' || trimmed.length > MAX_NAME_LENGTH) {
          setInvalid(true);
          inputRef.current?.focus();
          return;
        }
        setInvalid(false);
        update.mutate({ fullName: trimmed });
      }}
    >
      <FormField label={t('profile.fullName')} error={invalid ? t('profile.fullNameRequired') : ''}>
        {(control) => (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              {...control}
              ref={inputRef}
              name="fullName"
              type="text"
              autoComplete="name"
              maxLength={MAX_NAME_LENGTH}
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
              className={`${inputClass} sm:max-w-md`}
            />
            <button
              type="submit"
              className={buttonPrimaryClass}
              aria-disabled={update.isPending || undefined}
            >
              {update.isPending ? t('profile.saving') : t('profile.save')}
            </button>
          </div>
        )}
      </FormField>
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {update.isSuccess ? t('profile.saved') : ''}
      </p>
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {update.isError ? t('profile.saveFailed') : ''}
      </p>
    </form>
  );
}
