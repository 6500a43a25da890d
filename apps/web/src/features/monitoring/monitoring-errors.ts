import { errorKeyMapper, type FallbackErrorKey } from '../../lib/error-key';

const CODES = [
  'url_not_allowed',
  'profile_not_allowed',
  'plan_required',
  'validation_failed',
  'invalid_url',
  'blocked_port',
  'not_found',
  'unauthorized',
  'billing_unavailable',
] as const;

/** Keys under monitoring:errors, one per problem code the monitoring endpoints answer with. */
export type MonitoringErrorKey = (typeof CODES)[number] | FallbackErrorKey;

/** Translates by the problem's stable code, never by the server's English title. */
export const monitoringErrorKey: (error: unknown) => MonitoringErrorKey = errorKeyMapper(CODES, {
  404: 'not_found',
  502: 'billing_unavailable',
});
