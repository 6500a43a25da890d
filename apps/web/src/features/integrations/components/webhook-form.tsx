import {
  type CreatedWebhook,
  EVENT_TYPES,
  type EventType,
  WEBHOOK_KINDS,
  type WebhookView,
} from '@klarsicht/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/choice-group';
import { ErrorSummary } from '../../../components/error-summary';
import { FieldAlert } from '../../../components/field-alert';
import { FormField } from '../../../components/form-field';
import {
  buttonPrimaryClass,
  buttonSecondaryClass,
  inputClass,
  mutedTextClass,
} from '../../../components/ui-classes';
import { LANGUAGES, toLanguage, useLanguage } from '../../../i18n/languages';
import { ApiError } from '../../../lib/api-client';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks-api';
import { sortedEvents } from '../event-types';
import { integrationErrorKey, urlProblemOf } from '../integration-errors';
import {
  type DraftField,
  draftFromWebhook,
  errorsFromServer,
  type FieldErrors,
  type FormMode,
  invalidFields,
  isChat,
  isEmptyUpdate,
  newDraft,
  toCreateRequest,
  toUpdateRequest,
  urlFieldProblem,
  validateDraft,
  type WebhookDraft,
} from '../webhook-draft';
import { useWebhookName } from './webhook-name';

const FIELD_LABELS = {
  kind: 'form.kindLegend',
  url: 'form.url',
  events: 'form.eventsLegend',
  site: 'form.site',
  language: 'form.language',
  description: 'form.description',
} as const satisfies Record<DraftField, string>;

export type FormOutcome =
  | { mode: 'create'; webhook: CreatedWebhook }
  | { mode: 'edit'; webhook: WebhookView; unchanged: boolean };

/**
 * Adds an integration (`POST`) or changes one (`PATCH`, only what changed): kind, address, events,
 * site, the chat's language and a description. Checked before sending; every problem is named at
 * its field and in a summary above the form, and focus goes to the first.
 */
export function WebhookForm({
  organisation,
  webhook,
  sites,
  headingLevel = 'h2',
  onDone,
  onCancel,
}: {
  organisation: string | null;
  /** The one to change; a new one when absent. */
  webhook?: WebhookView;
  /** The organisation's sites (their addresses as the sites list shows them); undefined while loading. */
  sites: readonly string[] | undefined;
  headingLevel?: 'h2' | 'h4';
  onDone: (outcome: FormOutcome) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['integrations', 'common']);
  const language = useLanguage();
  const nameOf = useWebhookName();
  const mode: FormMode = webhook ? 'edit' : 'create';
  const formId = useId();
  const headingId = `${formId}-heading`;
  const fieldId = (field: DraftField) => `${formId}-${field}`;
  const [draft, setDraft] = useState<WebhookDraft>(() =>
    webhook ? draftFromWebhook(webhook) : newDraft(language),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  const create = useCreateWebhook(organisation);
  const update = useUpdateWebhook(organisation);
  const saving = webhook ? update : create;

  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const change = (next: Partial<WebhookDraft>, ...cleared: DraftField[]) => {
    setDraft((current) => ({ ...current, ...next }));
    if (cleared.some((field) => errors[field])) {
      setErrors((current) => {
        const rest = { ...current };
        for (const field of cleared) delete rest[field];
        return rest;
      });
    }
  };

  const message = (field: DraftField) => {
    const problem = errors[field];
    return problem ? t(`problems.${problem}`) : '';
  };
  const invalid = invalidFields(errors, draft, mode);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = invalidFields(found, draft, mode)[0];
    if (first) setFocusTarget({ id: fieldId(first) });
    return first !== undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.isPending) return;
    saving.reset();
    const found = validateDraft(draft, mode);
    if (showErrors(found)) return;
    const onError = (error: unknown) => {
      const urlProblem = urlProblemOf(error);
      if (urlProblem) {
        showErrors({ url: urlFieldProblem(urlProblem, draft.kind) });
        return;
      }
      if (error instanceof ApiError && error.code === 'validation_failed')
        showErrors(errorsFromServer(error.fieldErrors, draft, mode));
    };
    if (webhook) {
      const changes = toUpdateRequest(draft, webhook);
      if (isEmptyUpdate(changes)) {
        onDone({ mode: 'edit', webhook, unchanged: true });
        return;
      }
      update.mutate(
        { id: webhook.id, change: changes },
        { onSuccess: (saved) => onDone({ mode: 'edit', webhook: saved, unchanged: false }), onError },
      );
    } else {
      create.mutate(toCreateRequest(draft), {
        onSuccess: (created) => {
          setDraft(newDraft(language));
          setErrors({});
          onDone({ mode: 'create', webhook: created });
        },
        onError,
      });
    }
  };

  // A refusal placed at a field is said there (and in the summary), not a second time below.
  const failure =
    saving.isError && invalid.length === 0 ? t(`errors.${integrationErrorKey(saving.error)}`) : '';
  const Heading = headingLevel;
  // A site the webhook has that is no longer among the organisation's stays choosable, so saving keeps it.
  const siteChoices = [...new Set([...(sites ?? []), ...(draft.site ? [draft.site] : [])])];
  const urlHint =
    mode === 'edit' && isChat(draft.kind)
      ? `${t(`form.urlHints.${draft.kind}`)} ${t('form.urlKeep')}`
      : t(`form.urlHints.${draft.kind}`);

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className={webhook ? 'mt-4 rounded-lg border border-slate-300 p-4 dark:border-slate-600' : 'mt-4'}
      data-testid={webhook ? 'webhook-edit-form' : 'webhook-add-form'}
    >
      <Heading
        id={headingId}
        className={`${webhook ? 'font-bold' : 'text-xl font-bold'} [overflow-wrap:anywhere]`}
      >
        {webhook ? t('form.editHeading', { name: nameOf(webhook) }) : t('form.addHeading')}
      </Heading>
      <ErrorSummary
        heading={t('form.summary', { count: invalid.length })}
        className="mt-4"
        entries={invalid.map((field) => ({
          id: fieldId(field),
          text: t('form.summaryEntry', { field: t(FIELD_LABELS[field]), message: message(field) }),
        }))}
      />
      {mode === 'create' ? (
        <ChoiceGroup
          className="mt-4"
          legend={t('form.kindLegend')}
          choices={WEBHOOK_KINDS}
          value={draft.kind}
          onChange={(kind) => change({ kind }, 'kind', 'url')}
          label={(kind) => t(`kinds.${kind}`)}
          hint={(kind) => t(`kindHints.${kind}`)}
          firstId={fieldId('kind')}
          error={message('kind')}
        />
      ) : null}
      <FormField
        id={fieldId('url')}
        label={t('form.url')}
        hint={urlHint}
        error={message('url')}
        announceError={false}
        className="mt-4"
      >
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={draft.url}
            onChange={(event) => change({ url: event.target.value }, 'url')}
            className={`${inputClass} mt-2 font-mono text-sm`}
          />
        )}
      </FormField>
      <EventsFieldset
        firstId={fieldId('events')}
        chosen={draft.events}
        error={message('events')}
        onChange={(events) => change({ events }, 'events')}
      />
      <FormField
        id={fieldId('site')}
        label={t('form.site')}
        hint={sites === undefined ? `${t('form.siteHint')} ${t('form.sitesLoading')}` : t('form.siteHint')}
        error={message('site')}
        announceError={false}
        className="mt-4"
      >
        {(control) => (
          <select
            {...control}
            value={draft.site}
            onChange={(event) => change({ site: event.target.value }, 'site')}
            className={`${inputClass} mt-2 sm:max-w-md`}
          >
            <option value="">{t('form.siteAll')}</option>
            {siteChoices.map((site) => (
              <option key={site} value={site}>
                {site}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {isChat(draft.kind) ? (
        <FormField
          id={fieldId('language')}
          label={t('form.language')}
          error={message('language')}
          announceError={false}
          className="mt-4"
        >
          {(control) => (
            <select
              {...control}
              value={draft.language}
              onChange={(event) => change({ language: toLanguage(event.target.value) }, 'language')}
              className={`${inputClass} mt-2 sm:max-w-md`}
            >
              {LANGUAGES.map((choice) => (
                <option key={choice} value={choice} lang={choice}>
                  {t(`common:language.names.${choice}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <FormField
        id={fieldId('description')}
        label={t('form.description')}
        hint={t('form.descriptionHint')}
        error={message('description')}
        announceError={false}
        className="mt-4"
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            value={draft.description}
            onChange={(event) => change({ description: event.target.value }, 'description')}
            className={`${inputClass} mt-2 sm:max-w-md`}
          />
        )}
      </FormField>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className={buttonPrimaryClass} aria-disabled={saving.isPending || undefined}>
          {saving.isPending ? t('form.submitting') : webhook ? t('form.submitEdit') : t('form.submitNew')}
        </button>
        {onCancel ? (
          <button type="button" className={buttonSecondaryClass} onClick={onCancel}>
            {t('form.cancel')}
          </button>
        ) : null}
      </div>
      <p role="alert" className="mt-3 font-semibold text-red-700 empty:hidden dark:text-red-300">
        {failure}
      </p>
    </form>
  );
}

/**
 * The events as checkboxes in a fieldset: its legend names the group, its hint and error are tied
 * to it; the first checkbox takes focus when the group has an error.
 */
function EventsFieldset({
  firstId,
  chosen,
  error,
  onChange,
}: {
  firstId: string;
  chosen: readonly EventType[];
  error: string;
  onChange: (events: EventType[]) => void;
}) {
  const { t } = useTranslation('integrations');
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? `${errorId} ${hintId}` : hintId}
      className="mt-4 min-w-0 rounded-lg border border-slate-300 px-4 pt-1 pb-2 dark:border-slate-600"
    >
      <legend className="px-1 font-semibold">{t('form.eventsLegend')}</legend>
      <p id={hintId} className={`text-sm ${mutedTextClass}`}>
        {t('form.eventsHint')}
      </p>
      <ul className="mt-1 grid gap-x-8 sm:grid-cols-2">
        {EVENT_TYPES.map((type, index) => (
          <li key={type}>
            <label className="inline-flex min-h-11 items-center gap-3">
              <input
                id={index === 0 ? firstId : `${firstId}-${index}`}
                type="checkbox"
                value={type}
                checked={chosen.includes(type)}
                aria-invalid={error ? true : undefined}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? sortedEvents([...chosen, type])
                      : chosen.filter((other) => other !== type),
                  )
                }
                className="size-5 shrink-0 accent-blue-700 dark:accent-blue-300"
              />
              <span>{t(`events.${type}`)}</span>
            </label>
          </li>
        ))}
      </ul>
      <FieldAlert id={errorId} message={error} announce={false} />
    </fieldset>
  );
}
