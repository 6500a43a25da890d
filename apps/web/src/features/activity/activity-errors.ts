import { errorKeyMapper, type FallbackErrorKey } from '../../lib/error-key';

const CODES = ['role_insufficient', 'validation_failed', 'unauthorized'] as const;

/** Keys under activity:errors, one per problem code the record's endpoints answer with. */
export type ActivityErrorKey = (typeof CODES)[number] | FallbackErrorKey;

/** Translates by the problem's stable code, never by the server's English title. */
export const activityErrorKey: (error: unknown) => ActivityErrorKey = errorKeyMapper(CODES, {
  401: 'unauthorized',
});

/** The person's role (a client's) does not include the record: said as such, not as a failure. */
export function isRoleRefused(error: unknown): boolean {
  return activityErrorKey(error) === 'role_insufficient';
}
