import type { Authenticator } from '../../access/index.js';
import type { Database } from '../../platform/db/database.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { ensureUser, findUserBySubject, type IdentityClaims, updateUserIdentity } from '../users-repo.js';
import type { TokenVerifier } from './token-verifier.js';
import { identityClaims, type UserinfoLookup } from './userinfo.js';

/**
 * `Authorization: Bearer <access token>` → the user row of the token's (issuer, subject), created
 * on first sight. No header: anonymous, and each route decides. A bad, expired or foreign token:
 * 401 with `WWW-Authenticate: Bearer error="invalid_token"` (RFC 6750), so clients know to renew.
 */
export function bearerAuthenticator(options: {
  db: Database;
  issuer: string;
  verify: TokenVerifier;
  /** For tokens without an e-mail claim; absent for the embedded provider (its tokens carry it). */
  userinfo?: UserinfoLookup;
  /**
   * Whether the issuer still has the account: the embedded provider's deleted accounts must not
   * come back as new users through an access token minted before the deletion.
   */
  accountExists?: (subject: string) => Promise<boolean>;
}): Authenticator {
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
    if (!match) throw invalidToken('The Authorization header is not a Bearer token.');
    const token = match[1]!;
    let verified: Awaited<ReturnType<TokenVerifier>>;
    try {
      verified = await options.verify(token);
    } catch (error) {
      request.log.debug({ err: error }, 'access token refused');
      throw invalidToken('The access token is not valid or has expired.');
    }

    let claims: IdentityClaims = identityClaims(verified.payload);
    const existing = await findUserBySubject(options.db.orm, options.issuer, verified.subject);
    if (!claims.email && !existing && options.userinfo) {
      try {
        claims = {
          ...(await options.userinfo(token, (verified.payload.exp ?? 0) * 1000)),
          ...definedOnly(claims),
        };
      } catch (error) {
        // The account still works without an e-mail; the next new token tries again.
        request.log.warn({ err: error }, 'userinfo lookup failed');
      }
    }
    if (existing) {
      // A new address, or the known one now verified. A token minted before a verification
      // (still saying false) must not undo it.
      const changed =
        claims.email !== undefined &&
        (claims.email !== existing.email || (claims.emailVerified === true && !existing.emailVerified));
      if (changed) {
        await updateUserIdentity(options.db.orm, existing.id, {
          email: claims.email ?? null,
          emailVerified: claims.emailVerified ?? false,
        });
      }
      return { userId: existing.id };
    }
    if (options.accountExists && !(await options.accountExists(verified.subject))) {
      throw invalidToken('The account of this access token no longer exists.');
    }
    const created = await ensureUser(options.db.orm, options.issuer, verified.subject, claims);
    return { userId: created.id };
  };
}

function definedOnly(claims: IdentityClaims): IdentityClaims {
  return Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));
}

function invalidToken(detail: string): HttpProblem {
  return new HttpProblem(401, 'unauthorized', detail, undefined, {
    'www-authenticate': 'Bearer error="invalid_token"',
  });
}
