import { ApiError, NetworkError } from '../../lib/api-client';

/** Keys under monitoring:errors, one per problem code the monitoring endpoints answer with. */
export type MonitoringErrorKey =
  | 'url_not_allowed'
  | 'profile_not_allowed'
  | 'plan_required'
  | 'validation_failed'
  | 'invalid_url'
  | 'not_found'
  | 'unauthorized'
  | 'billing_unavailable'
  | 'network'
  | 'generic';

const KNOWN_CODES: ReadonlySet<string> = new Set<MonitoringErrorKey>([
  'url_not_allowed',
  'profile_not_allowed',
  'plan_required',
  'validation_failed',
  'invalid_url',
  'not_found',
  'unauthorized',
  'billing_unavailable',
]);

/** Translates by the problem's stable code, never by the server's English title. */
export function monitoringErrorKey(error: unknown): MonitoringErrorKey {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ApiError) {
    if (error.code && KNOWN_CODES.has(error.code)) return error.code as MonitoringErrorKey;
    if (error.status === 404) return 'not_found';
    if (error.status === 502) return 'billing_unavailable';
  }
  return 'generic';
}
