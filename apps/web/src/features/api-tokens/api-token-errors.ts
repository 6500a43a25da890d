import { ApiError, NetworkError } from '../../lib/api-client';

/** Keys under apiTokens:errors, one per problem code the token endpoints answer with. */
export type ApiTokenErrorKey =
  | 'conflict'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'rate_limited'
  | 'network'
  | 'generic';

const KNOWN_CODES: ReadonlySet<string> = new Set<ApiTokenErrorKey>([
  'conflict',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
]);

/** Translates by the problem's stable code, never by the server's English title. */
export function apiTokenErrorKey(error: unknown): ApiTokenErrorKey {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ApiError) {
    if (error.code && KNOWN_CODES.has(error.code)) return error.code as ApiTokenErrorKey;
    if (error.status === 404) return 'not_found';
    if (error.status === 429) return 'rate_limited';
  }
  return 'generic';
}
