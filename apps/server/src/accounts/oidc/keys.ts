import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import type { Database } from '../../platform/db/database.js';
import { loadOrCreateSecret } from './oidc-repo.js';

/**
 * The embedded provider's signing key (RS256: ES256 alone breaks oidc-provider's default ID-token
 * algorithm) and cookie-signing keys, made once and kept in the database so a restart or a second
 * API process signs with the same keys and existing tokens and sessions stay valid.
 */

export interface ProviderKeys {
  /** Private JWKs, for oidc-provider's `jwks`. */
  signing: JWK[];
  cookieKeys: string[];
}

export async function loadProviderKeys(db: Database): Promise<ProviderKeys> {
  const signing = await loadOrCreateSecret(db.orm, 'oidc_signing_keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }];
  });
  const cookieKeys = await loadOrCreateSecret(db.orm, 'oidc_cookie_keys', async () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { signing: signing as JWK[], cookieKeys: cookieKeys as string[] };
}

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

/** The public half, for verifying our own access tokens in-process. */
export function publicJwks(keys: ProviderKeys): JSONWebKeySet {
  return {
    keys: keys.signing.map(
      (jwk) => Object.fromEntries(Object.entries(jwk).filter(([name]) => !PRIVATE_MEMBERS.has(name))) as JWK,
    ),
  };
}
