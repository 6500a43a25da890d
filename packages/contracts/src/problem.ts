import { z } from 'zod';

/** Stable machine-readable codes of API errors; the web app translates by code. */
export const PROBLEM_CODES = [
  'invalid_url',
  /** The address uses a port browsers refuse to open (the Fetch standard's bad ports, e.g. 6000). */
  'blocked_port',
  'validation_failed',
  'not_found',
  'unauthorized',
  'forbidden',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'conflict',
  'allowance_exhausted',
  /** The site is already on the caller's plan: adding it again changes nothing. */
  'site_exists',
  'profile_not_allowed',
  /** Signed in, but no subscription or succeeded one-time payment covers the request. */
  'plan_required',
  /** The site is not among the URLs registered on the caller's plan. */
  'url_not_allowed',
  /** The plan is sold on request only (no checkout). */
  'plan_not_purchasable',
  /** The caller already has this plan (a subscription, or a one-time purchase with room left). */
  'plan_already_active',
  /** The caller has an active subscription: another plan is a change of plan, not a second checkout. */
  'subscription_active',
  /** The payment provider could not be reached or refused the call. */
  'billing_unavailable',
  /** The typed confirmation of an account deletion does not match the account. */
  'confirmation_mismatch',
  /** Sign-in secrets cannot be stored or read: the service has no CREDENTIALS_KEY. */
  'credentials_unavailable',
  /**
   * Publishing a statement while criteria are not yet tested needs `confirmUntested: true`; `errors`
   * names each untested criterion (field: its id, code `not_tested`).
   */
  'untested_criteria',
  /** The `klarsicht-organisation` header is not an organisation's id. */
  'invalid_organisation',
  /** The caller is no member of the organisation the request names (or it does not exist). */
  'organisation_not_found',
  /** An API token was used for another organisation than its own. */
  'token_organisation',
  /** The caller's role in the organisation does not allow this (a viewer starting a scan). */
  'role_insufficient',
  /** The change would leave the organisation without an owner. */
  'last_owner',
  /** The address is already a member, or already has a pending invitation (resend that one). */
  'already_invited',
  /** The invitation link is unknown, revoked or used. */
  'invitation_invalid',
  /** The invitation link's week is over: ask for a new one. */
  'invitation_expired',
  /** Signed in with another address than the one invited. */
  'invitation_other_address',
  /** Every member the plan includes is taken (pending invitations count): upgrade to invite more. */
  'seats_exhausted',
  /** A webhook's address is a loopback, private or reserved one (or resolves to one): the network guard refuses it. */
  'url_forbidden',
  /** A webhook's address must use https. */
  'url_not_https',
  /** A Slack or Teams address is not the chat's webhook address (hooks.slack.com, a Teams workflow). */
  'url_not_chat',
  /** The organisation has as many webhooks as it may (MAX_WEBHOOKS). */
  'webhooks_limit',
  /**
   * A user flow's recording is not one Klarsicht can replay: `errors` names each problem (field
   * `recording.<path>`, code a recording problem code or `off_site`).
   */
  'invalid_recording',
  /** The site has as many user flows as it may (MAX_SITE_FLOWS). */
  'flows_limit',
  /** The issue tracker refused the request: its token lacks the rights, or the project is not there. */
  'tracker_refused',
  /** The issue tracker could not be reached, or is limiting requests: try again later. */
  'tracker_unavailable',
  'internal',
  'unavailable',
  /** The body is not well-formed JSON (or not JSON at all where JSON is expected). */
  'malformed_body',
  /** The HTTP method is not supported on an existing path. */
  'method_not_allowed',
] as const;
export const problemCodeSchema = z.enum(PROBLEM_CODES);
export type ProblemCode = z.infer<typeof problemCodeSchema>;

export const fieldErrorSchema = z.object({
  /** Dotted path of the field, e.g. "email". */
  field: z.string(),
  /** Stable code, e.g. "invalid_email", "too_long", "required". */
  code: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** RFC 9457 problem details, served as application/problem+json, with our stable `code`. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: problemCodeSchema,
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
