import { errorKeyMapper, type FallbackErrorKey } from '../../lib/error-key';

const CODES = [
  'validation_failed',
  'url_forbidden',
  'url_not_https',
  'url_not_chat',
  'webhooks_limit',
  'conflict',
  'credentials_unavailable',
  'tracker_refused',
  'tracker_unavailable',
  'not_found',
  'role_insufficient',
  'interactive_only',
  'plan_required',
  'unauthorized',
  'forbidden',
  'rate_limited',
] as const;

/**
 * Keys under integrations:errors, one per problem code the webhook and tracker endpoints answer with
 * (a tracker's `conflict`: the organisation has MAX_TRACKERS already).
 */
export type IntegrationErrorKey = (typeof CODES)[number] | FallbackErrorKey;

/** Translates by the problem's stable code, never by the server's English title. */
export const integrationErrorKey: (error: unknown) => IntegrationErrorKey = errorKeyMapper(CODES, {
  401: 'unauthorized',
  404: 'not_found',
  429: 'rate_limited',
});

/** Codes that say what is wrong with the address given: shown at the URL field, not above the form. */
export const URL_PROBLEM_CODES = ['url_forbidden', 'url_not_https', 'url_not_chat'] as const;
export type UrlProblemCode = (typeof URL_PROBLEM_CODES)[number];

export function urlProblemOf(error: unknown): UrlProblemCode | null {
  const key = integrationErrorKey(error);
  return (URL_PROBLEM_CODES as readonly string[]).includes(key) ? (key as UrlProblemCode) : null;
}

/**
 * The person's role (viewer, editor, client) does not include integrations: said as such, with no
 * forms, not as a failure.
 */
export function isRoleRefused(error: unknown): boolean {
  return integrationErrorKey(error) === 'role_insufficient';
}
