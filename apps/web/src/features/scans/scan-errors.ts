import { ApiError, NetworkError } from '../../lib/api-client';

/** Keys under scans:errors, one per problem code the scan, share and review endpoints answer with. */
export type ScanErrorKey =
  | 'url_not_allowed'
  | 'plan_required'
  | 'profile_not_allowed'
  | 'invalid_url'
  | 'validation_failed'
  | 'not_found'
  | 'rate_limited'
  | 'unavailable'
  | 'unauthorized'
  | 'network'
  | 'generic';

const KNOWN_CODES: ReadonlySet<string> = new Set<ScanErrorKey>([
  'url_not_allowed',
  'plan_required',
  'profile_not_allowed',
  'invalid_url',
  'validation_failed',
  'not_found',
  'rate_limited',
  'unavailable',
  'unauthorized',
]);

/** Translates by the problem's stable code, never by the server's English title. */
export function scanErrorKey(error: unknown): ScanErrorKey {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ApiError) {
    const code = error.code;
    if (code && KNOWN_CODES.has(code)) return code as ScanErrorKey;
    if (error.status === 404) return 'not_found';
    if (error.status === 429) return 'rate_limited';
    if (error.status === 503) return 'unavailable';
  }
  return 'generic';
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
