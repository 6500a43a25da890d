import { type IssueView, MAX_DECISION_NOTE } from '@klarsicht/contracts';
import { decisionStatusLabel } from '@klarsicht/report';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { buttonPrimaryClass, inputClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { ApiError } from '../../../lib/api-client';
import { useDecideIssues } from '../api/scan-queries';
import { type BulkOutcome, undoOf } from '../bulk-undo';
import { ownDecision } from '../decision-draft';
import { type DecisionErrors, decisionErrorsOf, firstInvalid, refusedBySchema } from '../decision-errors';
import { scanErrorKey } from '../scan-errors';

/** What many issues can be set to at once: the statuses that need no details of each issue. */
const BULK_STATUSES = ['open', 'in_progress', 'fixed', 'false_positive'] as const;
type BulkStatus = (typeof BULK_STATUSES)[number];

interface BulkDecisionBarProps {
  scanId: string;
  /** The selected issues, as the list shows them (their status and version before the change). */
  issues: readonly IssueView[];
  onDone: (outcome: BulkOutcome) => void;
}

/**
 * One status for every selected issue, for every page of the site, all or nothing; a false alarm
 * with the note that says why (the same for all).
 */
export function BulkDecisionBar({ scanId, issues, onDone }: BulkDecisionBarProps) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const statusId = useId();
  const noteId = useId();
  const [status, setStatus] = useState<BulkStatus | undefined>(undefined);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [failure, setFailure] = useState('');
  const decide = useDecideIssues(scanId);

  const show = (found: DecisionErrors) => {
    setErrors(found);
    const first = firstInvalid(found);
    if (first === 'status') document.getElementById(statusId)?.focus();
    else if (first === 'note') document.getElementById(noteId)?.focus();
  };
  const message = (field: 'status' | 'note') => {
    const problem = errors[field];
    return problem ? t(`decisions.fieldErrors.${problem}`, { max: MAX_DECISION_NOTE }) : '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decide.isPending) return;
    setFailure('');
    if (!status) {
      show({ status: 'statusRequired' });
      return;
    }
    const text = note.trim();
    const fields = {
      status,
      scope: 'site' as const,
      ...(status === 'false_positive' && text ? { note: text } : {}),
    };
    const checked = decisionErrorsOf(refusedBySchema(fields), fields, status);
    if (firstInvalid(checked.errors)) {
      show(checked.errors);
      return;
    }
    setErrors({});
    decide.mutate(
      issues.map((issue) => ({ issueId: issue.id, ...fields, version: ownDecision(issue)?.version ?? 0 })),
      {
        onSuccess: (result) => onDone({ decided: result.items.length, ...undoOf(issues, result.items) }),
        onError: (failed) => {
          const fromServer = decisionErrorsOf(
            failed instanceof ApiError ? failed.fieldErrors : [],
            fields,
            status,
          );
          const shown = { status: fromServer.errors.status, note: fromServer.errors.note };
          show(shown);
          if (!firstInvalid(shown) || fromServer.unplaced > 0)
            setFailure(t(`errors.${scanErrorKey(failed)}`));
        },
      },
    );
  };

  const apply = (
    <button type="submit" className={buttonPrimaryClass} aria-disabled={decide.isPending || undefined}>
      {decide.isPending ? t('decisions.bulk.applying') : t('decisions.bulk.apply')}
    </button>
  );

  // The note comes before the button that sends it: with a false alarm the button moves below it.
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('decisions.bulk.label')}
      className="mt-3 rounded-lg border border-slate-400 p-4 dark:border-slate-500"
      data-testid="bulk-decision"
    >
      <p className="font-semibold">{t('decisions.bulk.selected', { count: issues.length })}</p>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <FormField
          id={statusId}
          label={t('decisions.bulk.status')}
          error={message('status')}
          announceError={false}
          className="min-w-0 grow sm:max-w-sm"
        >
          {(control) => (
            <select
              {...control}
              className={`${inputClass} mt-1`}
              value={status ?? ''}
              onChange={(event) => setStatus(BULK_STATUSES.find((choice) => choice === event.target.value))}
            >
              <option value="">{t('decisions.bulk.chooseStatus')}</option>
              {BULK_STATUSES.map((choice) => (
                <option key={choice} value={choice}>
                  {decisionStatusLabel(choice, language)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {status === 'false_positive' ? null : apply}
      </div>
      {status === 'false_positive' ? (
        <>
          <FormField
            id={noteId}
            label={t('decisions.note.false_positive')}
            error={message('note')}
            announceError={false}
            className="mt-3"
          >
            {(control) => (
              <textarea
                {...control}
                required
                maxLength={MAX_DECISION_NOTE}
                className={`${inputClass} mt-1 min-h-20`}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </FormField>
          <div className="mt-3">{apply}</div>
        </>
      ) : null}
      <p role="alert" className="mt-3 font-semibold text-red-700 empty:hidden dark:text-red-300">
        {failure}
      </p>
    </form>
  );
}
