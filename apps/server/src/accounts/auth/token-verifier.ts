import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';

/**
 * Access-token verification with jose: signature against the issuer's keys, issuer, audience,
 * exp/nbf with a little clock tolerance, and only asymmetric algorithms — never `none`, never
 * HS* (a verifier that accepted HS256 could be fooled by a token "signed" with the public key).
 */

export const ALLOWED_ALGORITHMS = ['RS256', 'PS256', 'ES256'];
const CLOCK_TOLERANCE_SECONDS = 30;

export interface VerifiedToken {
  subject: string;
  payload: JWTPayload;
}

export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
}): TokenVerifier {
  return async (token) => {
    const { payload } = await jwtVerify(token, options.keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ALLOWED_ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp'],
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('token without subject');
    return { subject: payload.sub, payload };
  };
}

/** The embedded provider's public keys, used in-process: no HTTP round trip to our own JWKS. */
export function localKeys(jwks: JSONWebKeySet): JWTVerifyGetKey {
  return createLocalJWKSet(jwks);
}

interface Discovery {
  issuer: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

/**
 * An external issuer's keys and userinfo endpoint, found through its discovery document. The
 * document is fetched once and kept (a failed fetch is retried on the next request); jose's
 * remote JWK set caches the keys and refetches them when a token names an unknown `kid`.
 */
export function remoteIssuer(issuer: string, fetchImpl: typeof fetch = fetch) {
  let discovery: Promise<Discovery> | undefined;
  let remoteKeys: JWTVerifyGetKey | undefined;
  const discover = () => {
    discovery ??= fetchDiscovery(issuer, fetchImpl).catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
    return discovery;
  };
  const keys: JWTVerifyGetKey = async (header, token) => {
    const { jwks_uri } = await discover();
    remoteKeys ??= createRemoteJWKSet(new URL(jwks_uri));
    return remoteKeys(header, token);
  };
  return {
    keys,
    async userinfoEndpoint(): Promise<string | undefined> {
      return (await discover()).userinfo_endpoint;
    },
  };
}

async function fetchDiscovery(issuer: string, fetchImpl: typeof fetch): Promise<Discovery> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OpenID discovery ${url} answered ${response.status}`);
  const document = (await response.json()) as Partial<Discovery>;
  if (document.issuer !== issuer) {
    throw new Error(`OpenID discovery ${url} names issuer ${document.issuer}, expected ${issuer}`);
  }
  if (typeof document.jwks_uri !== 'string') throw new Error(`OpenID discovery ${url} has no jwks_uri`);
  return document as Discovery;
}
