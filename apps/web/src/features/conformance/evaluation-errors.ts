import { errorKeyMapper, type FallbackErrorKey } from '../../lib/error-key';

const EVALUATION_CODES = [
  'not_found',
  'url_not_allowed',
  'plan_required',
  'role_insufficient',
  'forbidden',
  'validation_failed',
  'unauthorized',
  'billing_unavailable',
  'payload_too_large',
  'unsupported_media_type',
  'malformed_body',
  'conflict',
] as const;

/** Keys under conformance:evaluation.errors, one per problem code the evaluation endpoints answer with. */
export type EvaluationErrorKey = (typeof EVALUATION_CODES)[number] | FallbackErrorKey;

/**
 * The evaluation's errors by the problem's stable code, never by the server's English title. A 409
 * is the random draw before the first scan, which the conformance page's texts do not cover.
 */
export const evaluationErrorKey: (error: unknown) => EvaluationErrorKey = errorKeyMapper(EVALUATION_CODES, {
  400: 'validation_failed',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  502: 'billing_unavailable',
});

const ACR_CODES = [
  'not_found',
  'url_not_allowed',
  'plan_required',
  'role_insufficient',
  'forbidden',
  'validation_failed',
  'unauthorized',
  'billing_unavailable',
] as const;

/** Keys under conformance:acr.errors: the conformance report's download (GET /api/sites/:id/acr). */
export type AcrErrorKey = (typeof ACR_CODES)[number] | FallbackErrorKey;

export const acrErrorKey: (error: unknown) => AcrErrorKey = errorKeyMapper(ACR_CODES, {
  400: 'validation_failed',
  403: 'forbidden',
  404: 'not_found',
  502: 'billing_unavailable',
});
