import { ApiError, NetworkError } from '../../lib/api-client';

/** Keys under billing:errors, one per problem code the billing endpoints answer with. */
export type BillingErrorKey =
  | 'invalid_url'
  | 'validation_failed'
  | 'allowance_exhausted'
  | 'plan_required'
  | 'plan_not_purchasable'
  | 'billing_unavailable'
  | 'not_found'
  | 'rate_limited'
  | 'network'
  | 'generic';

const KNOWN_CODES: ReadonlySet<string> = new Set<BillingErrorKey>([
  'invalid_url',
  'validation_failed',
  'allowance_exhausted',
  'plan_required',
  'plan_not_purchasable',
  'billing_unavailable',
  'not_found',
  'rate_limited',
]);

/** Translates by the problem's stable code, never by the server's English title. */
export function billingErrorKey(error: unknown): BillingErrorKey {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ApiError) {
    const code = error.code;
    if (code && KNOWN_CODES.has(code)) return code as BillingErrorKey;
    if (error.status === 404) return 'not_found';
    if (error.status === 429) return 'rate_limited';
    if (error.status === 502) return 'billing_unavailable';
  }
  return 'generic';
}
