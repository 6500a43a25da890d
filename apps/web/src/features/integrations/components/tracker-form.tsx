import { type CreatedTracker, MAX_TRACKERS, TRACKER_KINDS, type TrackerKind } from '@klarsicht/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/choice-group';
import { ErrorSummary } from '../../../components/error-summary';
import { FormField } from '../../../components/form-field';
import { buttonPrimaryClass, inputClass } from '../../../components/ui-classes';
import { ApiError } from '../../../lib/api-client';
import { useCreateTracker } from '../api/trackers-api';
import { integrationErrorKey } from '../integration-errors';
import {
  invalidTrackerFields,
  newTrackerDraft,
  shownTrackerFields,
  type TrackerDraft,
  type TrackerErrors,
  type TrackerField,
  toCreateTrackerRequest,
  trackerErrorsFromServer,
  validateTrackerDraft,
  withKind,
} from '../tracker-draft';

/** Keys under integrations:trackers.form of every text field's label and hint (the token's go by kind). */
const TEXT_FIELDS = {
  repository: { label: 'trackers.form.repository', hint: 'trackers.form.repositoryHint' },
  apiUrl: { label: 'trackers.form.apiUrl', hint: 'trackers.form.apiUrlHint' },
  project: { label: 'trackers.form.project', hint: 'trackers.form.projectHint' },
  baseUrl: { label: 'trackers.form.baseUrl', hint: 'trackers.form.baseUrlHint' },
  siteUrl: { label: 'trackers.form.siteUrl', hint: 'trackers.form.siteUrlHint' },
  projectKey: { label: 'trackers.form.projectKey', hint: 'trackers.form.projectKeyHint' },
  email: { label: 'trackers.form.email', hint: 'trackers.form.emailHint' },
  issueType: { label: 'trackers.form.issueType', hint: 'trackers.form.issueTypeHint' },
} as const satisfies Record<Exclude<TrackerField, 'kind' | 'token'>, { label: string; hint: string }>;

type TextField = keyof typeof TEXT_FIELDS;

const URL_FIELDS: ReadonlySet<TrackerField> = new Set(['apiUrl', 'baseUrl', 'siteUrl']);

/**
 * „Ticketsystem verknüpfen“: the kind as radio buttons, then that kind's fields with hints on the
 * token's rights. Checked before sending; every problem is named at its field and in a summary
 * above the form, and focus goes to the first. The token is a password field and is forgotten once
 * sent; at the organisation's limit the form gives way to a note.
 */
export function TrackerForm({
  organisation,
  count,
  onCreated,
}: {
  organisation: string | null;
  /** How many the organisation has. */
  count: number;
  onCreated: (tracker: CreatedTracker) => void;
}) {
  const { t } = useTranslation('integrations');
  const formId = useId();
  const headingId = `${formId}-heading`;
  const fieldId = (field: TrackerField) => `${formId}-${field}`;
  const [draft, setDraft] = useState<TrackerDraft>(() => newTrackerDraft());
  const [errors, setErrors] = useState<TrackerErrors>({});
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  const create = useCreateTracker(organisation);

  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  if (count >= MAX_TRACKERS) {
    return (
      <>
        <h3 tabIndex={-1} data-limit-heading className="text-lg font-bold">
          {t('trackers.form.addHeading')}
        </h3>
        <p className="mt-2">{t('trackers.form.limitReached', { max: MAX_TRACKERS })}</p>
      </>
    );
  }

  const change = (next: TrackerDraft, ...cleared: TrackerField[]) => {
    setDraft(next);
    if (cleared.some((field) => errors[field])) {
      setErrors((current) => {
        const rest = { ...current };
        for (const field of cleared) delete rest[field];
        return rest;
      });
    }
  };

  const labelOf = (field: TrackerField) =>
    field === 'kind'
      ? t('trackers.form.kindLegend')
      : field === 'token'
        ? t(`trackers.form.tokens.${draft.kind}`)
        : t(TEXT_FIELDS[field].label);
  const message = (field: TrackerField) => {
    const problem = errors[field];
    return problem ? t(`trackers.problems.${problem}`) : '';
  };
  const invalid = invalidTrackerFields(errors, draft.kind);

  const showErrors = (found: TrackerErrors) => {
    setErrors(found);
    const first = invalidTrackerFields(found, draft.kind)[0];
    if (first) setFocusTarget({ id: fieldId(first) });
    return first !== undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    create.reset();
    if (showErrors(validateTrackerDraft(draft))) return;
    create.mutate(toCreateTrackerRequest(draft), {
      onSuccess: (created) => {
        // The token leaves the page's memory with the request.
        setDraft(newTrackerDraft(draft.kind));
        setErrors({});
        onCreated(created);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'validation_failed')
          showErrors(trackerErrorsFromServer(error.fieldErrors, draft.kind));
      },
    });
  };

  // A refusal placed at a field is said there (and in the summary), not a second time below.
  const failure =
    create.isError && invalid.length === 0 ? t(`errors.${integrationErrorKey(create.error)}`) : '';

  const textField = (field: TextField) => (
    <FormField
      key={field}
      id={fieldId(field)}
      label={t(TEXT_FIELDS[field].label)}
      hint={t(TEXT_FIELDS[field].hint)}
      error={message(field)}
      announceError={false}
      className="mt-4"
    >
      {(control) => (
        <input
          {...control}
          type={URL_FIELDS.has(field) ? 'url' : field === 'email' ? 'email' : 'text'}
          inputMode={URL_FIELDS.has(field) ? 'url' : field === 'email' ? 'email' : undefined}
          autoComplete="off"
          autoCapitalize={field === 'projectKey' ? 'characters' : 'none'}
          spellCheck={false}
          value={draft[field]}
          onChange={(event) => change({ ...draft, [field]: event.target.value }, field)}
          className={`${inputClass} mt-2 ${field === 'issueType' || field === 'projectKey' ? 'sm:max-w-md' : ''} ${
            URL_FIELDS.has(field) ? 'font-mono text-sm' : ''
          }`}
        />
      )}
    </FormField>
  );

  const tokenField = (
    <FormField
      key="token"
      id={fieldId('token')}
      label={t(`trackers.form.tokens.${draft.kind}`)}
      hint={`${t(`trackers.form.tokenHints.${draft.kind}`)} ${t('trackers.form.tokenStored')}`}
      error={message('token')}
      announceError={false}
      className="mt-4"
    >
      {(control) => (
        <input
          {...control}
          // Write-only: typed or pasted once, never shown by Klarsicht, not kept by the browser.
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={draft.token}
          onChange={(event) => change({ ...draft, token: event.target.value }, 'token')}
          className={`${inputClass} mt-2 font-mono text-sm`}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={submit} data-testid="tracker-add-form">
      <h3 id={headingId} className="text-lg font-bold">
        {t('trackers.form.addHeading')}
      </h3>
      <ErrorSummary
        heading={t('form.summary', { count: invalid.length })}
        className="mt-4"
        entries={invalid.map((field) => ({
          id: fieldId(field),
          text: t('form.summaryEntry', { field: labelOf(field), message: message(field) }),
        }))}
      />
      <ChoiceGroup<TrackerKind>
        className="mt-4"
        legend={t('trackers.form.kindLegend')}
        choices={TRACKER_KINDS}
        value={draft.kind}
        onChange={(kind) => change(withKind(draft, kind), 'kind', 'token')}
        label={(kind) => t(`trackers.kinds.${kind}`)}
        hint={(kind) => t(`trackers.kindHints.${kind}`)}
        firstId={fieldId('kind')}
        error={message('kind')}
      />
      {shownTrackerFields(draft.kind).map((field) =>
        field === 'kind' ? null : field === 'token' ? tokenField : textField(field),
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className={buttonPrimaryClass} aria-disabled={create.isPending || undefined}>
          {create.isPending ? t('trackers.form.submitting') : t('trackers.form.submit')}
        </button>
      </div>
      <p role="alert" className="mt-3 font-semibold text-red-700 empty:hidden dark:text-red-300">
        {failure}
      </p>
    </form>
  );
}
