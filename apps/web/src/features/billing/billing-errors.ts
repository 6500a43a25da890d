import { errorKeyMapper, type FallbackErrorKey } from '../../lib/error-key';

const CODES = [
  'invalid_url',
  'blocked_port',
  'validation_failed',
  'allowance_exhausted',
  'site_exists',
  'plan_required',
  'plan_not_purchasable',
  'plan_already_active',
  'subscription_active',
  'billing_unavailable',
  'not_found',
  'rate_limited',
] as const;

/** Keys under billing:errors, one per problem code the billing endpoints answer with. */
export type BillingErrorKey = (typeof CODES)[number] | FallbackErrorKey;

/** Translates by the problem's stable code, never by the server's English title. */
export const billingErrorKey: (error: unknown) => BillingErrorKey = errorKeyMapper(CODES, {
  404: 'not_found',
  429: 'rate_limited',
  502: 'billing_unavailable',
});
