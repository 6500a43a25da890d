import { randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the whole secret of a share link. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a token can look like; anything else is answered 404 without a database read. */
export function looksLikeShareToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
