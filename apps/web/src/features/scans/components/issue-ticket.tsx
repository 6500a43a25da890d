import type { IssueView, TicketView, TrackerView } from '@klarsicht/contracts';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '../../../components/icons';
import { buttonSecondaryClass, inputClass, textLinkClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { useCreateTickets } from '../api/ticket-queries';
import { issueName } from '../issue-name';
import { ticketErrorKey } from '../ticket-errors';
import { ticketMessage, trackerName } from '../ticket-words';

/** What an issue needs to be sent to a tracker: who may, and where to (at least one tracker). */
export interface TicketRights {
  scanId: string;
  organisationId: string;
  trackers: readonly TrackerView[];
}

interface IssueTicketProps {
  issue: IssueView;
  /** Editors and up, in an organisation with a tracker: the issue's ticket can be created. */
  rights?: TicketRights | undefined;
}

/**
 * An issue's ticket (decision 030): a link to it in its tracker with its state in words; without
 * one, for those who may, "create ticket" (with several trackers, the tracker chosen first). Once
 * made, the link takes the button's place and the focus, and a live region says what happened; a
 * refusal is said in words tied to the button.
 */
export function IssueTicket({ issue, rights }: IssueTicketProps) {
  const [made, setMade] = useState<TicketView | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const linkRef = useRef<HTMLAnchorElement>(null);
  const ticket = issue.ticket ?? made;

  // The button that had the focus is gone: the new link takes it.
  useEffect(() => {
    if (made) linkRef.current?.focus();
  }, [made]);

  return (
    <div className="mt-3" data-testid="issue-ticket-part">
      {ticket ? (
        <TicketLink ref={linkRef} ticket={ticket} issue={issue} />
      ) : rights && rights.trackers.length > 0 ? (
        <CreateTicket
          issue={issue}
          rights={rights}
          onMade={(ticketMade, message) => {
            setMade(ticketMade);
            setAnnouncement(message);
          }}
        />
      ) : null}
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {announcement}
      </p>
    </div>
  );
}

function TicketLink({
  ticket,
  issue,
  ref,
}: {
  ticket: TicketView;
  issue: IssueView;
  ref: Ref<HTMLAnchorElement>;
}) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  return (
    <p
      className="flex flex-wrap items-baseline gap-x-2 gap-y-1"
      data-testid="issue-ticket"
      data-state={ticket.state}
    >
      <span className="font-semibold">{t('tickets.label')}</span>
      <a
        ref={ref}
        href={ticket.url}
        target="_blank"
        rel="noopener noreferrer"
        className={`${textLinkClass} [overflow-wrap:anywhere]`}
      >
        {ticket.reference}
        <span className="ml-1 inline-block align-middle">
          <ExternalLinkIcon />
        </span>
        <span className="sr-only"> {t('tickets.linkContext', { issue: issueName(t, issue, language) })}</span>
      </a>
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {t('tickets.where', {
          kind: t(`tickets.kinds.${ticket.kind}`),
          state: t(`tickets.states.${ticket.state}`),
        })}
      </span>
    </p>
  );
}

function CreateTicket({
  issue,
  rights,
  onMade,
}: {
  issue: IssueView;
  rights: TicketRights;
  onMade: (ticket: TicketView, message: string) => void;
}) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const selectId = useId();
  const errorId = useId();
  const [chosenId, setChosenId] = useState(rights.trackers[0]?.id ?? '');
  const [failure, setFailure] = useState('');
  const create = useCreateTickets(rights.scanId, rights.organisationId);
  // A tracker removed meanwhile leaves the list: the first one is chosen then.
  const tracker = rights.trackers.find((candidate) => candidate.id === chosenId) ?? rights.trackers[0];
  const several = rights.trackers.length > 1;
  const name = issueName(t, issue, language);

  const send = () => {
    if (create.isPending || !tracker) return;
    setFailure('');
    create.mutate(
      { trackerId: tracker.id, issueIds: [issue.id], language },
      {
        onSuccess: (result) => {
          const item = result.items.find((candidate) => candidate.issueId === issue.id);
          if (item) onMade(item.ticket, ticketMessage(t, result, issue.id));
        },
        onError: (error) =>
          setFailure(t(`tickets.errors.${ticketErrorKey(error)}`, { tracker: trackerName(t, tracker) })),
      },
    );
  };

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        {several ? (
          <div className="min-w-0 grow sm:max-w-sm">
            <label htmlFor={selectId} className="block font-semibold">
              {t('tickets.tracker')}
              <span className="sr-only"> {t('decisions.issueContext', { issue: name })}</span>
            </label>
            <select
              id={selectId}
              className={`${inputClass} mt-1`}
              value={tracker?.id ?? ''}
              onChange={(event) => setChosenId(event.target.value)}
              data-testid="ticket-tracker"
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
          type="button"
          className={buttonSecondaryClass}
          aria-disabled={create.isPending || undefined}
          aria-describedby={failure ? errorId : undefined}
          onClick={send}
          data-testid="create-ticket"
        >
          {create.isPending ? t('tickets.creating') : t('tickets.create')}
          <span className="sr-only">
            {' '}
            {t('tickets.createContext', { tracker: tracker ? trackerName(t, tracker) : '', issue: name })}
          </span>
        </button>
      </div>
      <p
        id={errorId}
        role="alert"
        className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300"
      >
        {failure}
      </p>
    </>
  );
}
