import type { ProblemCode } from '@klarsicht/contracts';

/**
 * What the domain (billing, allowances, monitoring) says went wrong, without HTTP: the worker and
 * the monitoring schedule catch it by its code, and only the HTTP layer's error handler turns it
 * into a status (the table below) and a problem+json answer.
 */

export const DOMAIN_ERROR_STATUS = {
  unauthorized: 401,
  not_found: 404,
  plan_required: 403,
  profile_not_allowed: 403,
  url_not_allowed: 403,
  plan_not_purchasable: 409,
  plan_already_active: 409,
  subscription_active: 409,
  allowance_exhausted: 409,
  site_exists: 409,
  conflict: 409,
  billing_unavailable: 502,
} as const satisfies Partial<Record<ProblemCode, number>>;

export type DomainErrorCode = keyof typeof DOMAIN_ERROR_STATUS;

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: DomainErrorCode,
    /** English, for the API's `detail` and the logs; user interfaces translate by `code`. */
    readonly detail: string,
  ) {
    super(detail);
  }
}

export function isDomainError(error: unknown, code?: DomainErrorCode): error is DomainError {
  return error instanceof DomainError && (code === undefined || error.code === code);
}
