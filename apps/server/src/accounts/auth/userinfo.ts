import { type Clock, systemClock } from '../../platform/clock.js';
import type { IdentityClaims } from '../users-repo.js';

/**
 * Reads e-mail and name from the issuer's userinfo endpoint, for providers whose access tokens
 * carry no profile claims (Auth0). Answers are cached per token until the token expires, so a
 * client repeating requests with one token costs one userinfo call.
 */

const MAX_ENTRIES = 1_000;

export type UserinfoLookup = (token: string, expiresAt: number) => Promise<IdentityClaims>;

export function cachedUserinfo(
  endpoint: () => Promise<string | undefined>,
  fetchImpl: typeof fetch = fetch,
  clock: Clock = systemClock,
): UserinfoLookup {
  const cache = new Map<string, { expiresAt: number; claims: Promise<IdentityClaims> }>();
  return async (token, expiresAt) => {
    const now = clock.now().getTime();
    const hit = cache.get(token);
    if (hit && hit.expiresAt > now) return hit.claims;
    if (cache.size >= MAX_ENTRIES) {
      for (const [key, entry] of cache) if (entry.expiresAt <= now) cache.delete(key);
      // Still full: forget the oldest entry (Map keeps insertion order).
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    }
    const claims = fetchUserinfo(endpoint, token, fetchImpl);
    cache.set(token, { expiresAt, claims });
    claims.catch(() => cache.delete(token));
    return claims;
  };
}

async function fetchUserinfo(
  endpoint: () => Promise<string | undefined>,
  token: string,
  fetchImpl: typeof fetch,
): Promise<IdentityClaims> {
  const url = await endpoint();
  if (!url) return {};
  const response = await fetchImpl(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
  return identityClaims((await response.json()) as Record<string, unknown>);
}

/** The standard OpenID claims we keep, from a token payload or a userinfo answer. */
export function identityClaims(claims: Record<string, unknown>): IdentityClaims {
  const email = typeof claims.email === 'string' && claims.email !== '' ? claims.email : undefined;
  const name = typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim() : undefined;
  return {
    email,
    emailVerified: email ? claims.email_verified === true : undefined,
    fullName: name,
  };
}
