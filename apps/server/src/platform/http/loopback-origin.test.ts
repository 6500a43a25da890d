import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { buildTestApp } from '../../../test-support/test-service.js';
import { loadConfig } from '../config.js';

/**
 * Issue 13.1: sign-in failed at http://127.0.0.1:PORT because PUBLIC_URL (and so the issuer, the
 * redirect URIs and the CSP's 'self') was http://localhost:PORT. A browser on the other loopback
 * alias is now sent to PUBLIC_URL's origin; callers of the API are not.
 */

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  // PORT without PUBLIC_URL: the embedded default, http://localhost:3000.
  app = await buildTestApp(database.db, { env: { PORT: '3000' } });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const get = (url: string, host: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
  app.inject({ method, url, headers: { host } });

describe('the loopback alias redirect', () => {
  it('sends a browser on 127.0.0.1 to the canonical localhost origin, path and query kept', async () => {
    for (const [url, host] of [
      ['/', '127.0.0.1:3000'],
      ['/runs?x=1', '127.0.0.1:3000'],
      ['/oidc/.well-known/openid-configuration', '127.0.0.1:3000'],
      ['/favicon.svg', '[::1]:3000'],
      // The API docs are a page, whose "Try it out" calls PUBLIC_URL: same origin only there.
      ['/api/docs', '127.0.0.1:3000'],
      ['/api/docs/', '127.0.0.1:3000'],
      ['/api/docs/static/index.html', '127.0.0.1:3000'],
    ] as const) {
      const answer = await get(url, host);
      expect(answer.statusCode, `${host}${url}`).toBe(307);
      expect(answer.headers.location).toBe(`http://localhost:3000${url}`);
    }
  });

  it('leaves the canonical origin, other ports, the API and non-GET requests alone', async () => {
    expect((await get('/oidc/.well-known/openid-configuration', 'localhost:3000')).statusCode).toBe(200);
    // Another port is another server (e.g. a development proxy).
    expect((await get('/', '127.0.0.1:5173')).statusCode).not.toBe(307);
    // Pipelines call the API with a bearer token, which a cross-origin redirect would drop.
    expect((await get('/api/auth/config', '127.0.0.1:3000')).statusCode).toBe(200);
    // The OpenAPI document is for tools, which read it at any alias.
    expect((await get('/api/docs/json', '127.0.0.1:3000')).statusCode).toBe(200);
    expect((await get('/api/docs/yaml', '127.0.0.1:3000')).statusCode).toBe(200);
    expect((await get('/api/docsx', '127.0.0.1:3000')).statusCode).not.toBe(307);
    expect((await get('/healthz', '127.0.0.1:3000')).statusCode).not.toBe(307);
    expect((await get('/oidc/token', '127.0.0.1:3000', 'POST')).statusCode).not.toBe(307);
  });

  it('does nothing when PUBLIC_URL is a real host (production behind a proxy)', async () => {
    const production = await buildTestApp(database.db, {
      env: { PORT: '3000', PUBLIC_URL: 'https://klarsicht.example' },
    });
    try {
      expect((await production.inject({ url: '/', headers: { host: '127.0.0.1:3000' } })).statusCode).toBe(
        200,
      );
    } finally {
      await production.close();
    }
  });
});

describe('the default PUBLIC_URL', () => {
  it('is localhost for loopback and wildcard listeners, else the one address listened on', () => {
    const publicUrl = (HOST: string) => loadConfig({ PORT: '3000', HOST }).publicUrl;
    expect(publicUrl('127.0.0.1')).toBe('http://localhost:3000');
    expect(publicUrl('0.0.0.0')).toBe('http://localhost:3000');
    expect(publicUrl('::')).toBe('http://localhost:3000');
    expect(publicUrl('192.168.1.20')).toBe('http://192.168.1.20:3000');
    expect(publicUrl('fd00::5')).toBe('http://[fd00::5]:3000');
  });
});
