import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from '../platform/http/problem.js';

/** Who is calling. `null` for anonymous callers. */
export interface Viewer {
  userId: string;
  /** Set when an API token, not an interactive sign-in, authenticated the request. */
  apiTokenId?: string;
}

/**
 * Decides the viewer of a request. The accounts issue supplies one that verifies access tokens
 * (issuer, audience, signature) and throws an HttpProblem 401 for a bad token; until then every
 * caller is anonymous.
 */
export type Authenticator = (request: FastifyRequest) => Promise<Viewer | null>;

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
export function registerViewer(app: FastifyInstance, authenticate: Authenticator): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) request.viewer = await authenticate(request);
  });
}
