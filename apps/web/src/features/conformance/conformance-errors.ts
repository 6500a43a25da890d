import { errorKeyMapper, type FallbackErrorKey } from '../../lib/error-key';

const CODES = [
  'not_found',
  'url_not_allowed',
  'plan_required',
  'validation_failed',
  'unauthorized',
  'billing_unavailable',
  'payload_too_large',
  'unsupported_media_type',
  'untested_criteria',
  'conflict',
] as const;

/** Keys under conformance:errors, one per problem code the conformance endpoints answer with. */
export type ConformanceErrorKey = (typeof CODES)[number] | FallbackErrorKey;

/** Translates by the problem's stable code, never by the server's English title. */
export const conformanceErrorKey: (error: unknown) => ConformanceErrorKey = errorKeyMapper(CODES, {
  404: 'not_found',
  409: 'conflict',
  502: 'billing_unavailable',
});
