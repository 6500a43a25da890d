import type { FieldError, Problem, ProblemCode } from '@klarsicht/contracts';
import type { FastifyReply } from 'fastify';

/** RFC 9457 problem details with our stable `code`; every error the API sends has this shape. */

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

const TITLES: Record<ProblemCode, string> = {
  invalid_url: 'The URL cannot be scanned',
  blocked_port: 'Browsers refuse to open this port',
  validation_failed: 'The request is not valid',
  not_found: 'Not found',
  invalid_organisation: 'The organisation named is not valid',
  organisation_not_found: 'Organisation not found',
  token_organisation: 'The API token belongs to another organisation',
  role_insufficient: 'Your role does not allow this',
  last_owner: 'An organisation keeps an owner',
  already_invited: 'Already a member or invited',
  invitation_invalid: 'The invitation is not valid',
  invitation_expired: 'The invitation has expired',
  invitation_other_address: 'The invitation is for another address',
  seats_exhausted: 'The plan has no member left',
  unauthorized: 'Sign-in required',
  forbidden: 'Not allowed',
  rate_limited: 'Too many requests',
  payload_too_large: 'The request body is too large',
  unsupported_media_type: 'Unsupported content type',
  conflict: 'Conflict',
  allowance_exhausted: 'The plan allowance is used up',
  site_exists: 'The site is already on your plan',
  profile_not_allowed: 'The plan does not include this standard profile',
  plan_required: 'A plan is required',
  url_not_allowed: 'The site is not on your plan',
  plan_not_purchasable: 'This plan is sold on request',
  plan_already_active: 'You already have this plan',
  subscription_active: 'You already have a subscription',
  billing_unavailable: 'The payment provider is not available',
  confirmation_mismatch: 'The confirmation does not match the account',
  credentials_unavailable: 'Sign-in secrets cannot be stored on this service',
  untested_criteria: 'Criteria are not yet tested',
  url_forbidden: 'The address is not reachable from the internet',
  url_not_https: 'The address must use https',
  url_not_chat: "The address is not the chat's webhook address",
  webhooks_limit: 'The organisation has as many webhooks as it may',
  invalid_recording: 'The recording is not one Klarsicht can replay',
  flows_limit: 'The site has as many user flows as it may',
  tracker_refused: 'The issue tracker refused the request',
  tracker_unavailable: 'The issue tracker is not available',
  internal: 'Internal server error',
  unavailable: 'Service unavailable',
  malformed_body: 'The request body cannot be read',
  method_not_allowed: 'Method not allowed',
};

/** Thrown by routes and hooks; the error handler turns it into the response. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly detail?: string,
    readonly errors?: FieldError[],
    /** Extra response headers, e.g. `WWW-Authenticate` on a 401. */
    readonly headers?: Record<string, string>,
  ) {
    super(detail ?? TITLES[code]);
    this.name = 'HttpProblem';
  }
}

export function problemBody(
  status: number,
  code: ProblemCode,
  options: { detail?: string | undefined; instance?: string; errors?: FieldError[] | undefined } = {},
): Problem {
  return {
    // A stable identifier of the problem kind; clients branch on `code`.
    type: `urn:klarsicht:problem:${code}`,
    title: TITLES[code],
    status,
    code,
    ...(options.detail ? { detail: options.detail } : {}),
    ...(options.instance ? { instance: options.instance } : {}),
    ...(options.errors && options.errors.length > 0 ? { errors: options.errors } : {}),
  };
}

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}
