import type { Authenticator } from '../../access/index.js';
import type { AuthSettings } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { bearerAuthenticator } from './bearer-authenticator.js';
import { createTokenVerifier, remoteIssuer } from './token-verifier.js';
import { cachedUserinfo } from './userinfo.js';

/** Access tokens of an external provider (OIDC_ISSUER): keys and userinfo found by discovery. */
export function externalIssuerAuthenticator(
  db: Database,
  settings: AuthSettings,
  fetchImpl: typeof fetch = fetch,
): Authenticator {
  const issuer = remoteIssuer(settings.issuer, fetchImpl);
  return bearerAuthenticator({
    db,
    issuer: settings.issuer,
    verify: createTokenVerifier({ issuer: settings.issuer, audience: settings.audience, keys: issuer.keys }),
    userinfo: cachedUserinfo(issuer.userinfoEndpoint, fetchImpl),
  });
}
