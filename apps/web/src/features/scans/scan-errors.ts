import { ApiError } from '../../lib/api-client';
import { errorKeyMapper, type FallbackErrorKey } from '../../lib/error-key';

const CODES = [
  'url_not_allowed',
  'plan_required',
  'profile_not_allowed',
  'invalid_url',
  'blocked_port',
  'validation_failed',
  'not_found',
  'rate_limited',
  'unavailable',
  'unauthorized',
  'conflict',
  'role_insufficient',
] as const;

/**
 * Keys under scans:errors, one per problem code the scan, share, review and decision endpoints
 * answer with.
 */
export type ScanErrorKey = (typeof CODES)[number] | FallbackErrorKey;

/** Translates by the problem's stable code, never by the server's English title. */
export const scanErrorKey: (error: unknown) => ScanErrorKey = errorKeyMapper(CODES, {
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
  503: 'unavailable',
});

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Someone changed the decision since it was read (optimistic concurrency). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
