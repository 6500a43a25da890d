import type { CreatedTickets, TrackerView } from '@klarsicht/contracts';
import type { TFunction } from 'i18next';

/** createTicketsRequestSchema: at most this many issues in one request. */
export const MAX_TICKETS_AT_ONCE = 50;

/** A tracker as the ticket actions name it: `GitHub: acme/website`. */
export function trackerName(t: TFunction<'scans'>, tracker: Pick<TrackerView, 'kind' | 'target'>): string {
  return t('tickets.trackerName', { kind: t(`tickets.kinds.${tracker.kind}`), target: tracker.target });
}

export interface TicketCounts {
  created: number;
  existing: number;
}

export function ticketCounts(result: CreatedTickets): TicketCounts {
  let created = 0;
  let existing = 0;
  for (const item of result.items) {
    if (item.outcome === 'created') created += 1;
    else existing += 1;
  }
  return { created, existing };
}

/** What a request for many tickets did, in one message: "2 tickets created. 1 existed already." */
export function ticketSummary(t: TFunction<'scans'>, counts: TicketCounts): string {
  return [
    counts.created > 0 || counts.existing === 0 ? t('tickets.bulk.created', { count: counts.created }) : '',
    counts.existing > 0 ? t('tickets.bulk.existing', { count: counts.existing }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** One issue's ticket after the request: made now, or there already ("Ticket gab es schon"). */
export function ticketMessage(t: TFunction<'scans'>, result: CreatedTickets, issueId: string): string {
  const item = result.items.find((candidate) => candidate.issueId === issueId);
  if (!item) return '';
  const words = { reference: item.ticket.reference, kind: t(`tickets.kinds.${item.ticket.kind}`) };
  return item.outcome === 'created' ? t('tickets.created', words) : t('tickets.existing', words);
}
