import type { ClientGroupView } from '@klarsicht/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import {
  buttonPrimaryClass,
  buttonSecondaryClass,
  inputClass,
  mutedTextClass,
} from '../../../components/ui-classes';
import { useCreateClientGroup, useUpdateClientGroup } from '../api/organisations-api';
import { organisationErrorKey } from '../organisation-errors';

const MAX_NAME_LENGTH = 120; // createClientGroupRequestSchema

type Invalid = 'clientGroups.form.nameRequired' | 'clientGroups.form.nameTooLong';

/**
 * Makes a client group or changes one: its name, the name on its reports and statement (plans with
 * branding), and which of the organisation's sites its clients see.
 */
export function ClientGroupForm({
  organisationId,
  group,
  sites,
  branding,
  onDone,
  onCancel,
}: {
  organisationId: string;
  /** The group to change; a new one when absent. */
  group?: ClientGroupView;
  /** The organisation's sites, as hosts. */
  sites: readonly string[];
  branding: boolean;
  onDone: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('organisations');
  const headingId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(group?.name ?? '');
  const [brandName, setBrandName] = useState(group?.brandName ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(group?.sites ?? []));
  const [invalid, setInvalid] = useState<Invalid | null>(null);
  const create = useCreateClientGroup(organisationId);
  const update = useUpdateClientGroup(organisationId);
  const saving = group ? update : create;
  const serverError = saving.isError ? t(`errors.${organisationErrorKey(saving.error)}`) : '';
  // A site the group had that is no longer the organisation's stays listed, so saving keeps it.
  const choices = [...new Set([...sites, ...(group?.sites ?? [])])];

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="mt-4 rounded-md border border-slate-300 p-4 dark:border-slate-600"
      onSubmit={(event) => {
        event.preventDefault();
        if (saving.isPending) return;
        const trimmed = name.trim();
        const problem: Invalid | null =
          trimmed === ''
            ? 'clientGroups.form.nameRequired'
            : trimmed.length > MAX_NAME_LENGTH
              ? 'clientGroups.form.nameTooLong'
              : null;
        setInvalid(problem);
        if (problem) {
          saving.reset();
          nameRef.current?.focus();
          return;
        }
        const brand = brandName.trim();
        const fields = {
          name: trimmed,
          sites: choices.filter((site) => chosen.has(site)),
          // Without branding in the plan the field is not offered, and not sent.
          ...(branding ? { brandName: brand === '' ? null : brand } : {}),
        };
        const options = { onSuccess: () => onDone(trimmed), onError: () => nameRef.current?.focus() };
        if (group) update.mutate({ id: group.id, change: fields }, options);
        else create.mutate(fields, options);
      }}
    >
      <h4 id={headingId} className="font-bold">
        {group ? t('clientGroups.form.editHeading', { name: group.name }) : t('clientGroups.form.newHeading')}
      </h4>
      <FormField
        label={t('clientGroups.form.name')}
        error={invalid ? t(invalid) : serverError}
        className="mt-3"
      >
        {(control) => (
          <input
            {...control}
            ref={nameRef}
            type="text"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={`${inputClass} mt-2 sm:max-w-md`}
          />
        )}
      </FormField>
      {branding ? (
        <FormField
          label={t('clientGroups.form.brandName')}
          hint={t('clientGroups.form.brandHint')}
          className="mt-4"
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="organization"
              value={brandName}
              onChange={(event) => setBrandName(event.target.value)}
              className={`${inputClass} mt-2 sm:max-w-md`}
            />
          )}
        </FormField>
      ) : (
        <p className={`mt-4 ${mutedTextClass}`}>{t('clientGroups.form.brandNeedsPlan')}</p>
      )}
      <fieldset className="mt-4">
        <legend className="font-semibold">{t('clientGroups.form.sitesLegend')}</legend>
        {choices.length === 0 ? (
          <p className={`mt-1 ${mutedTextClass}`}>{t('clientGroups.form.sitesNone')}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {choices.map((site) => (
              <li key={site}>
                <label className="inline-flex items-center gap-2 break-all">
                  <input
                    type="checkbox"
                    className="h-5 w-5 shrink-0"
                    checked={chosen.has(site)}
                    onChange={(event) => {
                      const next = new Set(chosen);
                      if (event.target.checked) next.add(site);
                      else next.delete(site);
                      setChosen(next);
                    }}
                  />
                  {site}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={buttonPrimaryClass} aria-disabled={saving.isPending || undefined}>
          {saving.isPending
            ? t('clientGroups.form.submitting')
            : group
              ? t('clientGroups.form.submitEdit')
              : t('clientGroups.form.submitNew')}
        </button>
        <button type="button" className={buttonSecondaryClass} onClick={onCancel}>
          {t('clientGroups.form.cancel')}
        </button>
      </div>
    </form>
  );
}
