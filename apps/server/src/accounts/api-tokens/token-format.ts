import { createHash, randomBytes } from 'node:crypto';

/**
 * API tokens look like `ks_` + 43 url-safe characters (32 random bytes, 256 bits). The prefix makes
 * them recognisable (to us, to people, to secret scanners) and tells them apart from OIDC access
 * tokens in the same `Authorization: Bearer` header.
 */

export const API_TOKEN_PREFIX = 'ks_';
/** Characters of a token shown in lists: `ks_` and 7 more. */
const SHOWN_PREFIX_LENGTH = 10;
const SHAPE = /^ks_[A-Za-z0-9_-]{43,128}$/;

export interface NewTokenSecret {
  token: string;
  tokenHash: string;
  prefix: string;
}

export function generateApiToken(): NewTokenSecret {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashApiToken(token), prefix: token.slice(0, SHOWN_PREFIX_LENGTH) };
}

/**
 * Only the hash is stored: a leaked database does not leak usable tokens. A plain SHA-256 is
 * enough (no salt, no slow hash) because the secret has 256 random bits, and looking the hash up
 * by index means no secret-dependent string comparison happens in our code.
 */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function isApiTokenShape(token: string): boolean {
  return SHAPE.test(token);
}
