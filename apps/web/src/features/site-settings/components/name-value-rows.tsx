import { type Dispatch, type SetStateAction, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldAlert } from '../../../components/field-alert';
import { FormField } from '../../../components/form-field';
import { buttonSecondaryClass, inputClass, mutedTextClass } from '../../../components/ui-classes';
import { type FieldErrors, rowField } from '../field-errors';
import { MAX_ROWS, type NameValueRow, newRow, type RowList, valueStored } from '../settings-draft';
import { SecretInput, type SignInPartProps } from './secret-input';

/**
 * The headers or the cookies of a sign-in: rows of a name and a write-only value. Adding a row moves
 * the focus into it; removing one moves it to the add button, which stays in place.
 */
export function NameValueRows({
  list,
  draft,
  setDraft,
  setErrors,
  fields,
}: SignInPartProps & { list: RowList; setErrors: Dispatch<SetStateAction<FieldErrors>> }) {
  const { t } = useTranslation('siteSettings');
  const limitId = useId();
  const errorId = useId();
  const rows = draft[list];
  const groupField = `signIn.${list}`;
  const groupError = fields.error(groupField);
  const full = rows.length >= MAX_ROWS;

  const setRows = (change: (rows: NameValueRow[]) => NameValueRow[]) =>
    setDraft((current) => ({ ...current, [list]: change(current[list]) }));
  // The rows' errors are keyed by position: once rows move, they would point at the wrong ones.
  const forgetRowErrors = () =>
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([field]) => field !== 'signIn.headers' && !field.startsWith(`${groupField}.`),
        ),
      ),
    );
  const updateRow = (index: number, patch: Partial<NameValueRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <fieldset aria-describedby={groupError ? `${errorId} ${limitId}` : limitId} className="mt-4">
      <legend className="font-semibold">{t(`signIn.${list}Legend`)}</legend>
      <p id={limitId} className={`text-sm ${mutedTextClass}`}>
        {t(`signIn.rowsLimit_${list}`, { max: MAX_ROWS })}
      </p>
      {rows.length === 0 ? (
        <p className="mt-2">{t(`signIn.empty_${list}`)}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {rows.map((row, index) => {
            const number = index + 1;
            const nameField = rowField(list, index, 'name');
            return (
              <li key={row.key}>
                <fieldset className="rounded-lg border border-slate-400 p-4 dark:border-slate-500">
                  <legend className="px-1 font-semibold">{t(`signIn.row_${list}`, { number })}</legend>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <FormField
                      id={fields.id(nameField)}
                      label={t('signIn.name')}
                      error={fields.error(nameField)}
                      announceError={false}
                    >
                      {(control) => (
                        <input
                          {...control}
                          type="text"
                          autoComplete="off"
                          spellCheck={false}
                          autoCapitalize="off"
                          maxLength={100}
                          className={`${inputClass} mt-1 font-mono`}
                          value={row.name}
                          onChange={(event) => updateRow(index, { name: event.target.value })}
                        />
                      )}
                    </FormField>
                    <SecretInput
                      field={rowField(list, index, 'value')}
                      label={t('signIn.value')}
                      stored={valueStored(row)}
                      storedHint={t('signIn.valueStored')}
                      value={row.value}
                      onChange={(value) => updateRow(index, { value })}
                      fields={fields}
                    />
                  </div>
                  <button
                    type="button"
                    className={`${buttonSecondaryClass} mt-3`}
                    aria-label={t(`signIn.removeLabel_${list}`, { number })}
                    onClick={() => {
                      setRows((current) => current.filter((_, at) => at !== index));
                      forgetRowErrors();
                      fields.focus(fields.id(groupField));
                    }}
                  >
                    {t('signIn.remove')}
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
      <button
        id={fields.id(groupField)}
        type="button"
        className={`${buttonSecondaryClass} mt-3`}
        aria-disabled={full || undefined}
        onClick={() => {
          if (full) return;
          setRows((current) => [...current, newRow()]);
          forgetRowErrors();
          fields.focus(fields.id(rowField(list, rows.length, 'name')));
        }}
      >
        {t(`signIn.add_${list}`)}
      </button>
      <FieldAlert id={errorId} message={groupError} announce={false} />
    </fieldset>
  );
}
