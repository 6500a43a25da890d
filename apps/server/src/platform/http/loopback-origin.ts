import type { FastifyInstance } from 'fastify';

/**
 * One origin on this machine. `localhost`, `127.0.0.1` and `[::1]` reach the same server, but to a
 * browser they are three origins: the sign-in issuer, its redirect URIs, the token audience, the
 * CSP's 'self', mailed links and the session in localStorage all belong to PUBLIC_URL's. So when
 * PUBLIC_URL is a loopback address, a browser that opened another loopback alias on the same port
 * is sent to PUBLIC_URL's origin before the app loads. API calls are left alone: a redirect across
 * origins would drop a pipeline's `Authorization` header, and the API does not depend on the origin.
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
// Paths that callers other than a browser use; they answer on every alias.
const NOT_REDIRECTED = /^\/(api|healthz|readyz|metrics)(\/|\?|$)/;
// Except the API docs' pages, which a browser opens: their "Try it out" calls PUBLIC_URL (the
// OpenAPI server), a cross-origin request from another alias. The OpenAPI JSON and YAML stay.
const API_DOCS_PAGES = /^\/api\/docs(\/(static\/[^?]*)?)?(\?|$)/;

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname);
}

/** Where `host` + `path` should go instead, or undefined when it is already the canonical origin. */
export function canonicalLoopbackUrl(publicUrl: string, host: string, path: string): string | undefined {
  const canonical = new URL(publicUrl);
  if (!isLoopbackHost(canonical.hostname)) return undefined;
  if (NOT_REDIRECTED.test(path) && !API_DOCS_PAGES.test(path)) return undefined;
  let requested: URL;
  try {
    requested = new URL(`${canonical.protocol}//${host}`);
  } catch {
    return undefined;
  }
  if (!isLoopbackHost(requested.hostname) || requested.hostname === canonical.hostname) return undefined;
  // Another port is another server (a dev proxy, say); only the same listener's twin is ours.
  if (requested.port !== canonical.port) return undefined;
  return `${canonical.origin}${path.startsWith('/') ? path : `/${path}`}`;
}

export function registerLoopbackRedirect(app: FastifyInstance, publicUrl: string): void {
  if (!isLoopbackHost(new URL(publicUrl).hostname)) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const target = canonicalLoopbackUrl(publicUrl, request.host, request.url);
    if (target) return reply.header('cache-control', 'no-store').redirect(target, 307);
  });
}
