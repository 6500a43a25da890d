import { ApiError, NetworkError } from '../../lib/api-client';

/** Keys under freeCheck:apiErrors — one per problem code the scan endpoint can answer with. */
export type StartErrorKey =
  | 'invalid_url'
  | 'blocked_port'
  | 'validation_failed'
  | 'rate_limited'
  | 'payload_too_large'
  | 'unavailable'
  | 'network'
  | 'connectionLost'
  | 'generic';

const KNOWN_CODES: ReadonlySet<string> = new Set([
  'invalid_url',
  'blocked_port',
  'validation_failed',
  'rate_limited',
  'payload_too_large',
  'unavailable',
]);

export function startErrorKey(error: unknown): StartErrorKey {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ApiError) {
    const code = error.code;
    if (code && KNOWN_CODES.has(code)) return code as StartErrorKey;
    if (error.status === 429) return 'rate_limited';
    if (error.status === 503) return 'unavailable';
  }
  return 'generic';
}

/** Seconds until a refused free check may be tried again (the server's Retry-After), if it said. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof ApiError && error.status === 429 ? error.retryAfterSeconds : undefined;
}

/** These concern the address itself and are shown at the field. */
export function isFieldError(key: StartErrorKey): boolean {
  return (
    key === 'invalid_url' ||
    key === 'blocked_port' ||
    key === 'validation_failed' ||
    key === 'payload_too_large'
  );
}
