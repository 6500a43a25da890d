import type { Authenticator, Identity } from '../../access/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { findApiTokenByHash, touchApiToken } from './api-tokens-repo.js';
import { hashApiToken, isApiTokenShape } from './token-format.js';

/** `last_used_at` is written at most this often per token, so a busy pipeline does not write per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

const BEARER_API_TOKEN = /^Bearer[ ]+(ks_\S*)\s*$/i;

/**
 * `Authorization: Bearer ks_…` → the token's user; every other request goes to `inner` (OIDC
 * access tokens of the embedded or an external provider, or a test's authenticator). An unknown,
 * revoked or malformed API token is refused as a bad access token is: 401 with
 * `WWW-Authenticate: Bearer error="invalid_token"`.
 */
export function apiTokenAuthenticator(options: {
  db: Database;
  clock: Clock;
  inner: Authenticator;
}): Authenticator {
  const { db, clock, inner } = options;
  return async (request) => {
    const header = request.headers.authorization;
    const token = header ? BEARER_API_TOKEN.exec(header)?.[1] : undefined;
    if (token === undefined) return inner(request);
    if (!isApiTokenShape(token)) throw invalidToken('The API token is malformed.');
    const row = await findApiTokenByHash(db.orm, hashApiToken(token));
    if (!row || row.revokedAt !== null) throw invalidToken('The API token is not valid or has been revoked.');

    const now = clock.now();
    const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    if (row.lastUsedAt === null || row.lastUsedAt < staleBefore) {
      // Bookkeeping only: a failed write must not fail the caller's request.
      await touchApiToken(db.orm, row.id, now, staleBefore).catch((error: unknown) => {
        request.log.warn({ err: error, apiTokenId: row.id }, 'could not record the use of an API token');
      });
    }
    const identity: Identity = {
      userId: row.userId,
      apiTokenId: row.id,
      tokenOrganisationId: row.organisationId,
    };
    return identity;
  };
}

function invalidToken(detail: string): HttpProblem {
  return new HttpProblem(401, 'unauthorized', detail, undefined, {
    'www-authenticate': 'Bearer error="invalid_token"',
  });
}
