import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Who is calling. `null` for anonymous callers. */
export interface Viewer {
  userId: string;
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

/** Sets `request.viewer` for API requests, before rate limits and handlers look at it. */
export function registerViewer(app: FastifyInstance, authenticate: Authenticator): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) request.viewer = await authenticate(request);
  });
}
