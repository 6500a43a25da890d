import { errorKeyMapper, type FallbackErrorKey } from '../../lib/error-key';

const CODES = [
  'not_found',
  'tracker_refused',
  'tracker_unavailable',
  'role_insufficient',
  'validation_failed',
  'rate_limited',
  'unauthorized',
] as const;

/** Keys under scans:tickets.errors, one per problem code `POST /api/scans/:id/tickets` answers with. */
export type TicketErrorKey = (typeof CODES)[number] | FallbackErrorKey;

/**
 * Translates by the problem's stable code, never by the server's English title: the tracker refused
 * (502: the token's rights, a project that is gone) is not the tracker unreachable (503: try later).
 */
export const ticketErrorKey: (error: unknown) => TicketErrorKey = errorKeyMapper(CODES, {
  401: 'unauthorized',
  404: 'not_found',
  429: 'rate_limited',
  502: 'tracker_refused',
  503: 'tracker_unavailable',
});
