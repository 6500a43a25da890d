import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { buildTestApp } from '../../../test-support/test-service.js';
import { BEARER_SCHEME } from './docs.js';

/**
 * Issue 28.17: the API docs had no security scheme, so Swagger UI offered no "Authorize" and
 * "Try it out" sent no token; and its page had no viewport, so a phone showed it at desktop width.
 */

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { PORT: '3000' } });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

interface OpenApi {
  components?: { securitySchemes?: Record<string, Record<string, unknown>> };
  security?: unknown;
  paths: Record<string, Record<string, { security?: Array<Record<string, string[]>>; responses?: object }>>;
}

describe('the OpenAPI document', () => {
  it('declares the bearer token, and every route that can answer 401 asks for it', async () => {
    const answer = await app.inject({ url: '/api/docs/json', headers: { host: 'localhost:3000' } });
    expect(answer.statusCode).toBe(200);
    const spec = answer.json<OpenApi>();
    expect(spec.components?.securitySchemes?.[BEARER_SCHEME]).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(spec.components?.securitySchemes?.[BEARER_SCHEME]?.description).toMatch(/ks_/);

    const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method} ${path}`, ...operation })),
    );
    const guarded = operations.filter((operation) => operation.responses && '401' in operation.responses);
    expect(guarded.length).toBeGreaterThan(10);
    for (const operation of guarded) {
      expect(operation.security, operation.name).toEqual([{ [BEARER_SCHEME]: [] }]);
    }
    // The report downloads need the owner's token; public statistics need none.
    expect(spec.paths['/api/scans/{id}/report.pdf']?.get?.security).toEqual([{ [BEARER_SCHEME]: [] }]);
    const stats = spec.paths['/api/stats']?.get;
    expect(stats).toBeDefined();
    expect(stats?.security).toBeUndefined();
    expect(spec.security).toBeUndefined();
  });
});

describe('the Swagger UI page', () => {
  it('fits a phone: it has a viewport', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const answer = await app.inject({ url, headers: { host: 'localhost:3000' } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(answer.body).toContain('<title>Klarsicht API</title>');
    }
  });
});
