import { errorKeyMapper, type FallbackErrorKey } from '../../lib/error-key';

const CODES = [
  'confirmation_mismatch',
  'billing_unavailable',
  'unauthorized',
  'forbidden',
  'validation_failed',
] as const;

/** Keys under account:dataRights.errors, one per problem code the export and deletion answer with. */
export type AccountDataErrorKey = (typeof CODES)[number] | FallbackErrorKey;

/** Translates by the problem's stable code, never by the server's English title. */
export const accountDataErrorKey: (error: unknown) => AccountDataErrorKey = errorKeyMapper(CODES, {
  401: 'unauthorized',
  403: 'forbidden',
  409: 'confirmation_mismatch',
  502: 'billing_unavailable',
});
