import type { SiteStatement, StatementOwnerFieldsInput } from '@klarsicht/contracts';
import { STATEMENT_LIMITS, STATEMENT_REQUIRED_FIELDS } from '@klarsicht/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { InlineConfirm } from '../../../components/inline-confirm';
import { buttonPrimaryClass, buttonSecondaryClass, inputClass } from '../../../components/ui-classes';
import { LANGUAGES, useLanguage } from '../../../i18n/languages';
import type { useSaveStatement } from '../api/conformance-api';
import { conformanceErrorKey } from '../conformance-errors';

type Draft = StatementOwnerFieldsInput;
type TextField = Exclude<keyof Draft, 'language' | 'barrierNotes'>;
type ErrorKey = 'required' | 'email' | 'phone' | 'date';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[\d\s+()/.-]*$/;

/** What the server would refuse, and for publishing the required fields: checked before sending. */
function validate(draft: Draft, publish: boolean): Partial<Record<TextField, ErrorKey>> {
  const errors: Partial<Record<TextField, ErrorKey>> = {};
  if (publish)
    for (const field of STATEMENT_REQUIRED_FIELDS) if (!draft[field].trim()) errors[field] = 'required';
  if (draft.contactEmail.trim() && !EMAIL.test(draft.contactEmail.trim())) errors.contactEmail = 'email';
  if (!PHONE.test(draft.contactPhone)) errors.contactPhone = 'phone';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.preparedOn)) errors.preparedOn = 'date';
  return errors;
}

const TEXT_FIELDS: ReadonlyArray<{
  field: TextField;
  multiline?: boolean;
  hint?: boolean;
  type?: string;
  max: number;
}> = [
  { field: 'organisation', max: STATEMENT_LIMITS.short },
  { field: 'serviceName', hint: true, max: STATEMENT_LIMITS.short },
  { field: 'serviceDescription', multiline: true, hint: true, max: STATEMENT_LIMITS.long },
  { field: 'serviceOperation', multiline: true, hint: true, max: STATEMENT_LIMITS.long },
  { field: 'measures', multiline: true, hint: true, max: STATEMENT_LIMITS.long },
  { field: 'contactEmail', type: 'email', max: 254 },
  { field: 'contactPhone', type: 'tel', max: 40 },
  { field: 'contactAddress', multiline: true, max: STATEMENT_LIMITS.address },
  { field: 'alternatives', multiline: true, hint: true, max: STATEMENT_LIMITS.long },
];

/** The owner's fields of the statement: saved as a draft, or published as the next version. */
export function StatementForm({
  statement,
  save,
}: {
  statement: SiteStatement;
  save: ReturnType<typeof useSaveStatement>;
}) {
  const { t } = useTranslation('conformance');
  const language = useLanguage();
  const [draft, setDraft] = useState<Draft>(statement.draft);
  const [errors, setErrors] = useState<Partial<Record<TextField, ErrorKey>>>({});
  const [attempt, setAttempt] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  /** Publishing waits for the owner to confirm the criteria still untested. */
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const publishRef = useRef<HTMLButtonElement>(null);
  const { untested } = statement.generated;
  const languageId = useId();
  const autocomplete: Partial<Record<TextField, string>> = {
    organisation: 'organization',
    contactEmail: 'email',
    contactPhone: 'tel',
    contactAddress: 'street-address',
  };

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const update = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const send = (publish: boolean, confirmUntested = false) =>
    save.mutate(
      { draft, publish, confirmUntested },
      {
        onSuccess: (saved) => {
          if (confirmUntested) backToButtons();
          setAnnouncement(
            publish
              ? t('statement.published', { number: saved.versions[0]?.number ?? 1 })
              : t('statement.saved'),
          );
        },
        onError: () => {
          if (confirmUntested) backToButtons();
        },
      },
    );

  const submit = (publish: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    const found = validate(draft, publish);
    setErrors(found);
    setAnnouncement('');
    if (Object.keys(found).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    if (publish && untested.length > 0) {
      setConfirming(true);
      return;
    }
    send(publish);
  };

  function backToButtons() {
    setConfirming(false);
    // The question replaced the buttons: focus goes back to the one that asked it once it is back.
    requestAnimationFrame(() => publishRef.current?.focus());
  }

  const requiredMark = (field: TextField) =>
    (STATEMENT_REQUIRED_FIELDS as readonly string[]).includes(field) ? ` (${t('statement.required')})` : '';
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form
      ref={formRef}
      onSubmit={submit(false)}
      noValidate
      data-testid="statement-form"
      className="space-y-5"
    >
      <div>
        <label htmlFor={languageId} className="block font-semibold">
          {t('statement.fields.language')}
        </label>
        <select
          id={languageId}
          className={`${inputClass} mt-1 max-w-xs`}
          value={draft.language}
          onChange={(event) => update('language', event.target.value as Draft['language'])}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {new Intl.DisplayNames([code], { type: 'language' }).of(code)}
            </option>
          ))}
        </select>
      </div>
      {TEXT_FIELDS.map(({ field, multiline, hint, type, max }) => (
        <FormField
          key={field}
          label={`${t(`statement.fields.${field}`)}${requiredMark(field)}`}
          hint={hint ? t(`statement.fields.${field}Hint` as 'statement.fields.serviceNameHint') : undefined}
          error={errors[field] ? t(`statement.errors.${errors[field]}`) : ''}
          announceError={false}
        >
          {(control) =>
            multiline ? (
              <textarea
                {...control}
                className={`${inputClass} mt-1 min-h-24`}
                maxLength={max}
                value={draft[field]}
                onChange={(event) => update(field, event.target.value)}
              />
            ) : (
              <input
                {...control}
                type={type ?? 'text'}
                autoComplete={autocomplete[field]}
                className={`${inputClass} mt-1`}
                maxLength={max}
                value={draft[field]}
                onChange={(event) => update(field, event.target.value)}
              />
            )
          }
        </FormField>
      ))}
      {statement.generated.barriers.map((barrier) => (
        <FormField
          key={barrier.criterionId}
          label={t('statement.fields.barrierNote', { id: barrier.criterionId, title: barrier.title })}
          hint={t('statement.fields.barrierNoteHint')}
        >
          {(control) => (
            <textarea
              {...control}
              className={`${inputClass} mt-1 min-h-16`}
              maxLength={STATEMENT_LIMITS.note}
              value={draft.barrierNotes[barrier.criterionId] ?? ''}
              onChange={(event) =>
                update('barrierNotes', { ...draft.barrierNotes, [barrier.criterionId]: event.target.value })
              }
            />
          )}
        </FormField>
      ))}
      <FormField
        label={t('statement.fields.preparedOn')}
        error={errors.preparedOn ? t(`statement.errors.${errors.preparedOn}`) : ''}
        announceError={false}
      >
        {(control) => (
          <input
            {...control}
            type="date"
            lang={language}
            className={`${inputClass} mt-1 max-w-xs`}
            value={draft.preparedOn}
            onChange={(event) => update('preparedOn', event.target.value)}
          />
        )}
      </FormField>
      {confirming ? (
        <InlineConfirm
          question={t('statement.untestedQuestion', { count: untested.length })}
          yesLabel={t('statement.untestedYes')}
          noLabel={t('statement.untestedNo')}
          busy={save.isPending}
          onYes={() => send(true, true)}
          onNo={backToButtons}
        >
          <div data-testid="untested-confirmation">
            <p className="mt-1">{t('statement.untestedExplain')}</p>
            <ul className="mt-1 list-disc pl-6">
              {untested.map((criterion) => (
                <li key={criterion.criterionId}>
                  {criterion.criterionId} {criterion.title}
                  {criterion.level ? ` (${criterion.level})` : ''}
                </li>
              ))}
            </ul>
          </div>
        </InlineConfirm>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonSecondaryClass} disabled={save.isPending}>
            {save.isPending ? t('statement.saving') : t('statement.save')}
          </button>
          <button
            ref={publishRef}
            type="button"
            className={buttonPrimaryClass}
            disabled={save.isPending}
            onClick={submit(true)}
          >
            {t('statement.publish')}
          </button>
        </div>
      )}
      <p role="alert" className="font-semibold empty:hidden">
        {hasErrors
          ? t('statement.errors.summary')
          : save.error
            ? t(`errors.${conformanceErrorKey(save.error)}`)
            : ''}
      </p>
      <p role="status" className="font-semibold empty:hidden" data-testid="statement-status">
        {announcement}
      </p>
    </form>
  );
}
