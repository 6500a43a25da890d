import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { recordingMailer, testConfig } from '../../../test-support/test-service.js';
import { buildApp } from '../../app.js';

/**
 * Security headers on every kind of response: the SPA (index.html through its history fallback,
 * a hashed asset), the JSON API (success and problem), health, and the API docs. HSTS only where
 * the service is reached over TLS: PUBLIC_URL on https, or a trusted proxy saying https.
 */

let database: TestDatabase;
let distDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  distDir = await mkdtemp(path.join(tmpdir(), 'klarsicht-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Klarsicht</title><script type="module" src="/assets/app-1234.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(distDir, 'assets', 'app-1234.js'), 'console.log("app");');
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database?.destroy();
  await rm(distDir, { recursive: true, force: true });
});

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ WEB_DIST_DIR: distDir, ...env }),
    db: database.db,
    scanQueue: { enqueue: async () => {}, enqueueDelivery: async () => {}, isReady: async () => true },
    mailer: recordingMailer(),
  });
  apps.push(app);
  return app;
}

const RESPONSES: Array<[label: string, url: string, status: number]> = [
  ['SPA start page', '/', 200],
  ['SPA client-side route', '/run/123', 200],
  ['SPA unknown page (the 404 screen)', '/scans/123/report', 404],
  ['SPA asset', '/assets/app-1234.js', 200],
  ['API JSON', '/api/stats', 200],
  ['API problem', '/api/scans/00000000-0000-4000-8000-000000000000', 404],
  ['API unknown route', '/api/nothing-here', 404],
  ['health', '/healthz', 200],
  ['API docs (Swagger UI)', '/api/docs', 200],
  ['API docs (OpenAPI JSON)', '/api/docs/json', 200],
];

const HSTS = /^max-age=31536000; includeSubDomains$/;

function expectCommonHeaders(headers: Record<string, unknown>, label: string): void {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, label).toMatch(/default-src 'self'/);
  expect(csp, label).toMatch(/frame-ancestors 'none'/);
  expect(csp, label).toMatch(/object-src 'none'/);
  expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
  expect(headers['x-content-type-options'], label).toBe('nosniff');
}

describe('security headers', () => {
  it.each([
    ['PUBLIC_URL on https', { PUBLIC_URL: 'https://klarsicht.example' }, {}, true],
    ['plain http', {}, {}, false],
    ['behind a trusted TLS proxy', { TRUST_PROXY: '1' }, { 'x-forwarded-proto': 'https' }, true],
    ['x-forwarded-proto from an untrusted client', {}, { 'x-forwarded-proto': 'https' }, false],
  ] as const)(
    'with %s: CSP, frame-ancestors, referrer policy and nosniff everywhere, HSTS only over TLS',
    async (_label, env, headers, hsts) => {
      const app = await appWith(env);
      for (const [label, url, status] of RESPONSES) {
        const response = await app.inject({ url, headers });
        expect(response.statusCode, label).toBe(status);
        expectCommonHeaders(response.headers, label);
        if (hsts) expect(response.headers['strict-transport-security'], label).toMatch(HSTS);
        else expect(response.headers['strict-transport-security'], label).toBeUndefined();
      }
    },
  );

  it('gives the SPA page a fresh style nonce per response and no inline script allowance', async () => {
    const app = await appWith({});
    const [first, second] = [await app.inject({ url: '/' }), await app.inject({ url: '/' })];
    const nonceOf = (csp: unknown) => /style-src 'self' 'nonce-([^']+)'/.exec(String(csp))?.[1];
    expect(nonceOf(first.headers['content-security-policy'])).toBeDefined();
    expect(nonceOf(first.headers['content-security-policy'])).not.toBe(
      nonceOf(second.headers['content-security-policy']),
    );
    expect(String(first.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$| 'nonce)/);
  });
});
