import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for everything we serve. The CSP fits a Vite-built React SPA: scripts and
 * styles only from our origin (Vite emits no inline script), plus a per-request nonce for the
 * <style> elements react-aria injects (it reads it from the csp-nonce meta tag in index.html);
 * images from us or data: URLs; API calls to our own origin, plus an external OpenID provider's
 * origin in connect-src when one is configured.
 */
const HSTS_MAX_AGE = 31_536_000;
const HSTS_VALUE = `max-age=${HSTS_MAX_AGE}; includeSubDomains`;

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; connectSources?: string[] },
): Promise<void> {
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.connectSources ?? [])],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where we are really served over TLS; on http://localhost it would only confuse.
    strictTransportSecurity: options.https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
  });
  if (!options.https) {
    // PUBLIC_URL says http, but a trusted proxy (TRUST_PROXY) may still terminate TLS in front of
    // us: answers that went out over https get HSTS too. `request.protocol` believes
    // x-forwarded-proto only from a trusted proxy.
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    });
  }
  // Compresses JSON and static files; event streams are written raw and stay uncompressed.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
}
