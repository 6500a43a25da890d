import type { SiteSettings } from '@klarsicht/contracts';
import type { Dispatch, SetStateAction } from 'react';
import { FormField } from '../../../components/form-field';
import { inputClass } from '../../../components/ui-classes';
import { MAX_SECRET } from '../field-errors';
import type { SettingsDraft } from '../settings-draft';
import type { FieldBinding } from './field-binding';

export interface SignInPartProps {
  settings: SiteSettings;
  draft: SettingsDraft;
  setDraft: Dispatch<SetStateAction<SettingsDraft>>;
  fields: FieldBinding;
}

/** A password that goes in and never comes back: empty keeps the stored one. */
export function SecretInput({
  field,
  label,
  stored,
  storedHint,
  value,
  onChange,
  fields,
}: {
  field: string;
  label: string;
  stored: boolean;
  storedHint: string;
  value: string;
  onChange: (value: string) => void;
  fields: FieldBinding;
}) {
  return (
    <FormField
      id={fields.id(field)}
      label={label}
      hint={stored ? storedHint : undefined}
      error={fields.error(field)}
      announceError={false}
    >
      {(control) => (
        <input
          {...control}
          type="password"
          autoComplete="new-password"
          maxLength={MAX_SECRET}
          className={`${inputClass} mt-1`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
