import type { IssueView } from '@klarsicht/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimaryClass, inputClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { useCreateTickets } from '../api/ticket-queries';
import { ticketErrorKey } from '../ticket-errors';
import { MAX_TICKETS_AT_ONCE, ticketCounts, ticketSummary, trackerName } from '../ticket-words';
import type { TicketRights } from './issue-ticket';

interface BulkTicketBarProps {
  rights: TicketRights;
  /** The selected issues, as the list shows them. */
  issues: readonly IssueView[];
}

/**
 * Next to the bulk decision: a ticket for every selected issue in one tracker (with several, chosen
 * first), at most MAX_TICKETS_AT_ONCE. The selection stays, so the same issues can be decided next;
 * the bar's live region sums up how many were created and how many existed already, and a refusal
 * is said in words tied to the button.
 */
export function BulkTicketBar({ rights, issues }: BulkTicketBarProps) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const selectId = useId();
  const errorId = useId();
  const [chosenId, setChosenId] = useState(rights.trackers[0]?.id ?? '');
  const [summary, setSummary] = useState('');
  const [failure, setFailure] = useState('');
  const create = useCreateTickets(rights.scanId, rights.organisationId);
  const tracker = rights.trackers.find((candidate) => candidate.id === chosenId) ?? rights.trackers[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || !tracker) return;
    setSummary('');
    setFailure('');
    if (issues.length > MAX_TICKETS_AT_ONCE) {
      setFailure(t('tickets.bulk.tooMany', { max: MAX_TICKETS_AT_ONCE }));
      return;
    }
    create.mutate(
      { trackerId: tracker.id, issueIds: issues.map((issue) => issue.id), language },
      {
        onSuccess: (result) => setSummary(ticketSummary(t, ticketCounts(result))),
        onError: (error) =>
          setFailure(t(`tickets.errors.${ticketErrorKey(error)}`, { tracker: trackerName(t, tracker) })),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('tickets.bulk.label')}
      className="mt-3 rounded-lg border border-slate-400 p-4 dark:border-slate-500"
      data-testid="bulk-tickets"
    >
      <div className="flex flex-wrap items-end gap-3">
        {rights.trackers.length > 1 ? (
          <div className="min-w-0 grow sm:max-w-sm">
            <label htmlFor={selectId} className="block font-semibold">
              {t('tickets.bulk.tracker')}
            </label>
            <select
              id={selectId}
              className={`${inputClass} mt-1`}
              value={tracker?.id ?? ''}
              onChange={(event) => setChosenId(event.target.value)}
            >
              {rights.trackers.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {trackerName(t, candidate)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button
          type="submit"
          className={buttonPrimaryClass}
          aria-disabled={create.isPending || undefined}
          aria-describedby={failure ? errorId : undefined}
        >
          {create.isPending ? t('tickets.bulk.creating') : t('tickets.bulk.create', { count: issues.length })}
          {tracker && rights.trackers.length === 1 ? (
            <span className="sr-only">
              {' '}
              {t('tickets.bulk.inTracker', { tracker: trackerName(t, tracker) })}
            </span>
          ) : null}
        </button>
      </div>
      <p role="status" className="mt-3 font-medium text-green-800 empty:hidden dark:text-green-300">
        {summary}
      </p>
      <p id={errorId} role="alert" className="mt-3 font-semibold text-red-700 empty:hidden dark:text-red-300">
        {failure}
      </p>
    </form>
  );
}
