import { errorKeyMapper, type FallbackErrorKey } from '../../lib/error-key';

const CODES = [
  'conflict',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
] as const;

/** Keys under apiTokens:errors, one per problem code the token endpoints answer with. */
export type ApiTokenErrorKey = (typeof CODES)[number] | FallbackErrorKey;

/** Translates by the problem's stable code, never by the server's English title. */
export const apiTokenErrorKey: (error: unknown) => ApiTokenErrorKey = errorKeyMapper(CODES, {
  404: 'not_found',
  429: 'rate_limited',
});
