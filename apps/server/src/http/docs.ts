import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI from the routes' zod schemas; JSON at /api/docs/json, Swagger UI at /api/docs.
 * Swagger UI needs inline styles, so its pages get their own, looser style-src; nothing else does.
 */
export async function registerApiDocs(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
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
      tags: [
        { name: 'scans', description: 'Start scans and read their results' },
        { name: 'stats', description: 'Public statistics' },
        { name: 'contact', description: 'Contact form' },
        { name: 'health', description: 'Liveness and readiness' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP:
      "default-src 'self'; base-uri 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; form-action 'self'; frame-ancestors 'none'",
    uiConfig: { deepLinking: true },
  });
}
