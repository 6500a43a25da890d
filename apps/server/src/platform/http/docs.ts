import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI from the routes' zod schemas; JSON at /api/docs/json, Swagger UI at /api/docs.
 * Swagger UI needs inline styles, so its pages get their own, looser style-src; nothing else does.
 *
 * Every route that can answer 401 takes a bearer token (an API token `ks_…`, or a sign-in access
 * token), and says so: that is what gives Swagger UI its "Authorize" button and makes "Try it out"
 * send the token. Routes without a 401 are public.
 */

export const BEARER_SCHEME = 'bearerAuth';

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

/** The route's OpenAPI schema, with the bearer requirement when it can answer 401. */
const withSecurity: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const response = input.schema?.response as Record<string, unknown> | undefined;
  if (!response || !Object.hasOwn(response, '401')) return output;
  return { ...output, schema: { ...output.schema, security: [{ [BEARER_SCHEME]: [] }] } };
};
export async function registerApiDocs(
  app: FastifyInstance,
  options: { publicUrl: string; webhooks?: Record<string, unknown> },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Klarsicht API',
        description:
          'Accessibility checks against WCAG, EN 301 549 and the BFSG. Errors are application/problem+json with a stable `code`.',
        version: '0.1.0',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API token (`ks_…`, made under Profile → API tokens) or the access token of a signed-in session, as `Authorization: Bearer <token>`.',
          },
        },
      },
      tags: [
        { name: 'scans', description: 'Start scans and read their results' },
        { name: 'stats', description: 'Public statistics' },
        { name: 'contact', description: 'Contact form' },
        { name: 'health', description: 'Liveness and readiness' },
        {
          name: 'webhooks',
          description:
            'Where an organisation’s events go (webhooks, Slack, Teams), and the events themselves (see Webhooks below)',
        },
      ],
      // What Klarsicht sends to webhooks: the event payloads (OpenAPI 3.1).
      ...(options.webhooks ? { webhooks: options.webhooks } : {}),
    },
    transform: withSecurity,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP:
      "default-src 'self'; base-uri 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; form-action 'self'; frame-ancestors 'none'",
    uiConfig: { deepLinking: true, persistAuthorization: false },
    theme: { title: 'Klarsicht API' },
  });
  // Swagger UI's page has no viewport: a phone would show it at desktop width, zoomed out.
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !/^\/api\/docs\/?(\?|$)/.test(request.url)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    return payload.replace('<meta charset="UTF-8">', `<meta charset="UTF-8">\n      ${VIEWPORT}`);
  });
}
