import { ORGANISATION_HEADER, type Role } from '@klarsicht/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUuid } from '../platform/db/uuid.js';
import { HttpProblem } from '../platform/http/problem.js';

/** Who signed in: a person, by an interactive sign-in or an API token. */
export interface Identity {
  userId: string;
  /** Set when an API token, not an interactive sign-in, authenticated the request. */
  apiTokenId?: string;
  /** The organisation an API token belongs to: the only one it may act for. */
  tokenOrganisationId?: string;
}

/** Who is calling, for which organisation, in which role. `null` for anonymous callers. */
export interface Viewer extends Identity {
  organisationId: string;
  role: Role;
  /** For the client role: the sites (hosts) of their client group, the only ones they see. */
  clientSites?: readonly string[];
}

/**
 * Decides who signed in: verifies access tokens (issuer, audience, signature) or API tokens and
 * throws an HttpProblem 401 for a bad one; null for an anonymous caller.
 */
export type Authenticator = (request: FastifyRequest) => Promise<Identity | null>;

/** The person's role in the organisation (a client's with their sites); undefined for no member. */
export type RoleLookup = (
  organisationId: string,
  userId: string,
) => Promise<{ role: Role; clientSites?: readonly string[] } | undefined>;

export { ORGANISATION_HEADER };

export const anonymousAuthenticator: Authenticator = async () => null;

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** A 401 that names the scheme to sign in with, as RFC 9110 asks of every 401. */
export function unauthorized(detail: string): HttpProblem {
  return new HttpProblem(401, 'unauthorized', detail, undefined, { 'www-authenticate': 'Bearer' });
}

/** Sets `request.viewer` for API requests, before rate limits and handlers look at it. */
export function registerViewer(app: FastifyInstance, authenticate: Authenticator, roleOf: RoleLookup): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const identity = await authenticate(request);
    request.viewer = identity ? await viewerFor(identity, request, roleOf) : null;
  });
}

/**
 * The organisation a request is for is the one it names; without a name, the one its API token
 * belongs to, or the caller's personal organisation (whose id is theirs). Never one found by
 * looking at the data asked for. A caller who is no member learns nothing about the organisation.
 */
async function viewerFor(identity: Identity, request: FastifyRequest, roleOf: RoleLookup): Promise<Viewer> {
  const named = request.headers[ORGANISATION_HEADER];
  if (named !== undefined && (typeof named !== 'string' || !isUuid(named))) {
    throw new HttpProblem(
      400,
      'invalid_organisation',
      `The ${ORGANISATION_HEADER} header must be an organisation's id.`,
    );
  }
  const organisationId = (named ?? identity.tokenOrganisationId ?? identity.userId).toLowerCase();
  if (identity.tokenOrganisationId !== undefined && organisationId !== identity.tokenOrganisationId) {
    throw new HttpProblem(
      403,
      'token_organisation',
      'This API token belongs to another organisation; make a token in the organisation you want to use.',
    );
  }
  const standing = isUuid(identity.userId) ? await roleOf(organisationId, identity.userId) : undefined;
  if (!standing) {
    throw new HttpProblem(404, 'organisation_not_found', 'There is no such organisation of yours.');
  }
  return {
    ...identity,
    organisationId,
    role: standing.role,
    ...(standing.role === 'client' ? { clientSites: standing.clientSites ?? [] } : {}),
  };
}
