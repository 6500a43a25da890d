import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { buttonPrimaryClass, inputClass } from '../../../components/ui-classes';
import { useCreateOrganisation } from '../api/organisations-api';
import { organisationErrorKey } from '../organisation-errors';

const MAX_NAME_LENGTH = 120; // createOrganisationRequestSchema

/** Makes a team organisation with the person as its owner, and switches to it. */
export function CreateOrganisationForm({ userKey }: { userKey: string | undefined }) {
  const { t } = useTranslation('organisations');
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<'create.nameRequired' | 'create.nameTooLong' | null>(null);
  const create = useCreateOrganisation(userKey);
  const message = invalid
    ? t(invalid)
    : create.isError
      ? t(`errors.${organisationErrorKey(create.error)}`)
      : '';

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="mt-8"
      onSubmit={(event) => {
        event.preventDefault();
        if (create.isPending) return;
        const trimmed = name.trim();
        const problem =
          trimmed === ''
            ? 'create.nameRequired'
            : trimmed.length > MAX_NAME_LENGTH
              ? 'create.nameTooLong'
              : null;
        setInvalid(problem);
        if (problem) {
          create.reset();
          inputRef.current?.focus();
          return;
        }
        create.mutate(trimmed, {
          onSuccess: () => setName(''),
          onError: () => inputRef.current?.focus(),
        });
      }}
    >
      <h3 id={headingId} className="text-lg font-bold">
        {t('create.heading')}
      </h3>
      <FormField label={t('create.nameLabel')} hint={t('create.nameHint')} error={message} className="mt-3">
        {(control) => (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              {...control}
              ref={inputRef}
              name="organisationName"
              type="text"
              autoComplete="organization"
              value={name}
              onChange={(event) => setName(event.target.value)}
              className={`${inputClass} sm:max-w-md`}
            />
            <button
              type="submit"
              className={buttonPrimaryClass}
              aria-disabled={create.isPending || undefined}
            >
              {create.isPending ? t('create.submitting') : t('create.submit')}
            </button>
          </div>
        )}
      </FormField>
    </form>
  );
}
