import { errorKeyMapper, type FallbackErrorKey } from '../../lib/error-key';

const CODES = [
  'last_owner',
  'already_invited',
  'seats_exhausted',
  'role_insufficient',
  'invitation_invalid',
  'invitation_expired',
  'invitation_other_address',
  'validation_failed',
  'conflict',
  'plan_required',
  'invalid_url',
  'not_found',
  'payload_too_large',
  'unsupported_media_type',
] as const;

/** Keys under organisations:errors, one per problem code the organisation endpoints answer with. */
export type OrganisationErrorKey = (typeof CODES)[number] | FallbackErrorKey;

/** Translates by the problem's stable code, never by the server's English title. */
export const organisationErrorKey: (error: unknown) => OrganisationErrorKey = errorKeyMapper(CODES, {
  410: 'invitation_expired',
});
