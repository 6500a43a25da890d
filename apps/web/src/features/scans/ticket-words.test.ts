import { type CreatedTickets, TICKET_STATES, type TicketView, TRACKER_KINDS } from '@klarsicht/contracts';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de/scans.json';
import en from '../../i18n/locales/en/scans.json';
import { ApiError, NetworkError } from '../../lib/api-client';
import { ticketErrorKey } from './ticket-errors';
import { ticketCounts, ticketMessage, ticketSummary, trackerName } from './ticket-words';

const words = i18next.createInstance();
void words.init({
  initAsync: false,
  lng: 'de',
  fallbackLng: false,
  resources: { de: { scans: de }, en: { scans: en } },
  interpolation: { escapeValue: false },
});
const tIn = (language: 'de' | 'en') => words.getFixedT(language, 'scans') as unknown as TFunction<'scans'>;

const problem = (status: number, code: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code } as never);

const ticket = (change: Partial<TicketView> = {}): TicketView => ({
  trackerId: 'tr_1',
  kind: 'github',
  reference: '#12',
  url: 'https://github.com/acme/website/issues/12',
  state: 'open',
  createdAt: '2026-11-28T10:00:00.000Z',
  ...change,
});

const result = (...outcomes: Array<'created' | 'existing'>): CreatedTickets => ({
  items: outcomes.map((outcome, index) => ({
    issueId: `i${index}`,
    outcome,
    ticket: ticket({ reference: `#${index + 1}` }),
  })),
});

describe('ticket errors', () => {
  it('are read by their code, with a text in both languages for each', () => {
    const keys = [
      ticketErrorKey(problem(404, 'not_found')),
      ticketErrorKey(problem(502, 'tracker_refused')),
      ticketErrorKey(problem(503, 'tracker_unavailable')),
      ticketErrorKey(problem(403, 'role_insufficient')),
      ticketErrorKey(problem(400, 'validation_failed')),
      ticketErrorKey(new ApiError(429, undefined)),
      ticketErrorKey(new ApiError(401, undefined)),
      ticketErrorKey(problem(500, 'internal')),
      ticketErrorKey(new NetworkError(new TypeError('offline'))),
    ];
    expect(keys).toEqual([
      'not_found',
      'tracker_refused',
      'tracker_unavailable',
      'role_insufficient',
      'validation_failed',
      'rate_limited',
      'unauthorized',
      'generic',
      'network',
    ]);
    for (const key of keys) {
      expect(de.tickets.errors[key], key).toBeTruthy();
      expect(en.tickets.errors[key], key).toBeTruthy();
    }
  });

  it('tell a refusing tracker from an unreachable one by the status alone too', () => {
    expect(ticketErrorKey(new ApiError(502, undefined))).toBe('tracker_refused');
    expect(ticketErrorKey(new ApiError(503, undefined))).toBe('tracker_unavailable');
    expect(ticketErrorKey(new ApiError(404, undefined))).toBe('not_found');
  });

  it('name the tracker that refused', () => {
    const t = tIn('en');
    const tracker = trackerName(t, { kind: 'gitlab', target: 'acme/website' });
    expect(tracker).toBe('GitLab: acme/website');
    expect(t('tickets.errors.tracker_refused', { tracker })).toMatch(/^GitLab: acme\/website refused/);
  });
});

describe('ticket words', () => {
  it('name every tracker kind and every ticket state in both languages', () => {
    for (const kind of TRACKER_KINDS) {
      expect(de.tickets.kinds[kind], kind).toBeTruthy();
      expect(en.tickets.kinds[kind], kind).toBeTruthy();
    }
    for (const state of TICKET_STATES) {
      expect(de.tickets.states[state], state).toBeTruthy();
      expect(en.tickets.states[state], state).toBeTruthy();
    }
  });

  it('say whether one issue’s ticket was made now or was there already', () => {
    const made = result('created');
    expect(ticketMessage(tIn('de'), made, 'i0')).toBe('Ticket #1 in GitHub angelegt.');
    expect(ticketMessage(tIn('en'), made, 'i0')).toBe('Ticket #1 created in GitHub.');
    const there = result('existing');
    expect(ticketMessage(tIn('de'), there, 'i0')).toBe('Ticket gab es schon: #1 in GitHub.');
    expect(ticketMessage(tIn('en'), there, 'i0')).toBe('The ticket existed already: #1 in GitHub.');
    expect(ticketMessage(tIn('en'), there, 'other')).toBe('');
  });

  it('sum up many tickets: created, and those that existed already', () => {
    expect(ticketCounts(result('created', 'existing', 'created'))).toEqual({ created: 2, existing: 1 });
    expect(ticketSummary(tIn('de'), { created: 2, existing: 1 })).toBe(
      '2 Tickets angelegt. 1 Ticket gab es schon.',
    );
    expect(ticketSummary(tIn('en'), { created: 1, existing: 0 })).toBe('1 ticket created.');
    expect(ticketSummary(tIn('en'), { created: 0, existing: 3 })).toBe('3 tickets existed already.');
    expect(ticketSummary(tIn('en'), { created: 0, existing: 0 })).toBe('0 tickets created.');
  });
});
