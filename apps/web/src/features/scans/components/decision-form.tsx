import { type IssueView, MAX_DECISION_NOTE } from '@klarsicht/contracts';
import { decisionStatusLabel } from '@klarsicht/report';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/choice-group';
import { FormField } from '../../../components/form-field';
import {
  buttonPrimaryClass,
  buttonSecondaryClass,
  inputClass,
  mutedTextClass,
} from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { ApiError } from '../../../lib/api-client';
import { useDecideIssue } from '../api/scan-queries';
import {
  type DecidedStatus,
  type DecisionDraft,
  type DraftFieldsProps,
  requestOf,
  settableStatuses,
} from '../decision-draft';
import {
  DECISION_FIELDS,
  type DecisionErrors,
  type DecisionField,
  decisionErrorsOf,
  firstInvalid,
  refusedBySchema,
} from '../decision-errors';
import type { DecisionRights } from '../hooks/use-decision-rights';
import { issueName } from '../issue-name';
import { scanErrorKey } from '../scan-errors';
import { AcceptanceFields } from './acceptance-fields';
import { ProgressFields } from './progress-fields';

const SCOPES = ['site', 'page'] as const;

interface DecisionFormProps {
  rights: DecisionRights;
  issue: IssueView;
  initial: DecisionDraft;
  /** The assignee of the issue's decision, by name (the members list may not name them). */
  assignee?: { id: string; name: string } | undefined;
  /** Closes the form; `saved` once the decision is written. */
  onClose: (saved: boolean) => void;
}

/**
 * One issue's decision, in place under the issue: the status, what it applies to, and the fields
 * of the chosen status only. Errors stand at their fields, from the shared schema before sending and
 * from the server after; focus goes to the first.
 */
export function DecisionForm({ rights, issue, initial, assignee, onClose }: DecisionFormProps) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const baseId = useId();
  const ids = Object.fromEntries(DECISION_FIELDS.map((field) => [field, `${baseId}-${field}`])) as Record<
    DecisionField,
    string
  >;
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [failure, setFailure] = useState('');
  const decide = useDecideIssue(rights.scanId);

  // The draft's fields are the form's fields: a changed one loses its error until the next try.
  const onChange: DraftFieldsProps['onChange'] = (key, value) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };
  const error = (field: DecisionField) => {
    const problem = errors[field];
    return problem ? t(`decisions.fieldErrors.${problem}`, { max: MAX_DECISION_NOTE }) : '';
  };
  const show = (found: DecisionErrors) => {
    setErrors(found);
    const first = firstInvalid(found);
    if (first) document.getElementById(ids[first])?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decide.isPending) return;
    setFailure('');
    const status = draft.status;
    if (!status) {
      show({ status: 'statusRequired' });
      return;
    }
    const request = requestOf({ ...draft, status }, issue);
    const checked = decisionErrorsOf(refusedBySchema(request), request, status);
    if (firstInvalid(checked.errors) || checked.unplaced > 0) {
      show(checked.errors);
      if (checked.unplaced > 0) setFailure(t('errors.validation_failed'));
      return;
    }
    setErrors({});
    decide.mutate(
      { issueId: issue.id, decision: request },
      {
        onSuccess: () => onClose(true),
        onError: (failed) => {
          const refused = failed instanceof ApiError ? failed.fieldErrors : [];
          const fromServer = decisionErrorsOf(refused, request, status);
          show(fromServer.errors);
          if (!firstInvalid(fromServer.errors) || fromServer.unplaced > 0) {
            setFailure(t(`errors.${scanErrorKey(failed)}`));
          }
        },
      },
    );
  };

  // Escape leaves the form as it leaves a menu; the button that opened it takes the focus back.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !decide.isPending) {
      event.preventDefault();
      onClose(false);
    }
  };

  const statusHint = (status: DecidedStatus) =>
    status === 'fixed' || status === 'false_positive' || status === 'accepted'
      ? t(`decisions.choiceHint.${status}`)
      : undefined;
  const noteRequired = draft.status === 'false_positive' || draft.status === 'accepted';
  const fieldsProps: DraftFieldsProps = { draft, onChange, ids, error };
  // The status shown on the issue is a rule's for a whole path: say why the form starts empty.
  const fromPath = issue.decision?.scope === 'path';
  const fromPathId = `${baseId}-from-path`;

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={onKeyDown}
      aria-label={t('decisions.formLabel', { issue: issueName(t, issue, language) })}
      aria-describedby={fromPath ? fromPathId : undefined}
      className="mt-3 rounded-lg border border-slate-400 p-4 dark:border-slate-500"
      data-testid="decision-form"
    >
      {fromPath ? (
        <p id={fromPathId} className={`mb-4 ${mutedTextClass}`}>
          {t('decisions.fromPath')}
        </p>
      ) : null}
      <ChoiceGroup
        legend={t('decisions.statusLegend')}
        choices={settableStatuses(rights.mayAccept)}
        value={draft.status}
        onChange={(status) => onChange('status', status)}
        label={(status) => decisionStatusLabel(status, language)}
        hint={statusHint}
        firstId={ids.status}
        error={error('status')}
      />
      <ChoiceGroup
        legend={t('decisions.scopeLegend')}
        choices={SCOPES}
        value={draft.scope}
        onChange={(scope) => onChange('scope', scope)}
        label={(scope) =>
          scope === 'site'
            ? t('decisions.scope.site')
            : t('decisions.scope.page', { page: issue.firstPageUrl })
        }
        hint={(scope) => (scope === 'site' ? t('decisions.scopeHint') : undefined)}
        firstId={ids.scope}
        error={error('scope')}
        className="mt-4"
      />
      {draft.status === 'in_progress' ? (
        <ProgressFields {...fieldsProps} organisationId={rights.organisationId} assignee={assignee} />
      ) : null}
      {draft.status === 'accepted' ? <AcceptanceFields {...fieldsProps} /> : null}
      <FormField
        id={ids.note}
        label={
          draft.status === 'false_positive' || draft.status === 'accepted'
            ? t(`decisions.note.${draft.status}`)
            : t('decisions.note.optional')
        }
        error={error('note')}
        announceError={false}
        className="mt-4"
      >
        {(control) => (
          <textarea
            {...control}
            required={noteRequired}
            maxLength={MAX_DECISION_NOTE}
            className={`${inputClass} mt-1 min-h-24`}
            value={draft.note}
            onChange={(event) => onChange('note', event.target.value)}
          />
        )}
      </FormField>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={buttonPrimaryClass} aria-disabled={decide.isPending || undefined}>
          {decide.isPending ? t('decisions.saving') : t('decisions.save')}
        </button>
        <button type="button" className={buttonSecondaryClass} onClick={() => onClose(false)}>
          {t('decisions.cancel')}
        </button>
      </div>
      <p role="alert" className="mt-3 font-semibold text-red-700 empty:hidden dark:text-red-300">
        {failure}
      </p>
    </form>
  );
}
