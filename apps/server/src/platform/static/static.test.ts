import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { startTestService, type TestService } from '../../../test-support/test-service.js';

/** The single-page app as a browser gets it: files, history fallback, headers. */

let database: TestDatabase;
let distDir: string;
let spa: TestService;
let https: TestService;
let unbuilt: TestService;

const INDEX_HTML = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Klarsicht</title>
<script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'klarsicht-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), APP_JS);
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  database = await createTestDatabase();
  [spa, https, unbuilt] = await Promise.all([
    startTestService({ db: database.db, env: { ROLE: 'api', WEB_DIST_DIR: distDir } }),
    startTestService({
      db: database.db,
      env: { ROLE: 'api', WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://klarsicht.example' },
    }),
    startTestService({ db: database.db, env: { ROLE: 'api' } }),
  ]);
});

afterAll(async () => {
  await Promise.all([spa?.close(), https?.close(), unbuilt?.close()]);
  await database?.destroy();
  await rm(distDir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it.each([
    ['/'],
    ['/runs'],
    ['/run/0b6c0f9e-1f7c-4c55-9f1c-6d0a9c1f0c11'],
    ['/kontakt'],
    ['/profile/general/'],
    // Dots in a page's path (a criterion's id) do not make it a file.
    ['/sites/0b6c0f9e-1f7c-4c55-9f1c-6d0a9c1f0c11/criteria/1.4.10'],
  ])('serves index.html at the app page %s, never cached', async (route) => {
    const response = await fetch(`${spa.baseUrl}${route}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
  });

  it.each([['/runs/42'], ['/no-such-page'], ['/index.html'], ['/run/x/y'], ['/impressum/extra?x=1']])(
    'answers the unknown page %s with status 404 and the app (its 404 screen)',
    async (route) => {
      const response = await fetch(`${spa.baseUrl}${route}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toMatch(/<meta property="csp-nonce" nonce="[0-9a-f]+">/);
    },
  );

  it('sends a strict CSP whose style nonce is the one in the csp-nonce meta tag', async () => {
    const response = await fetch(`${spa.baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    const nonce = /<meta property="csp-nonce" nonce="([0-9a-f]+)">/.exec(html)?.[1];
    expect(nonce).toBeDefined();
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['default-src']).toBe("'self'");
    expect(directives['script-src']).toMatch(/^'self'( 'nonce-[0-9a-f]+')?$/);
    expect(directives['style-src']).toBe(`'self' 'nonce-${nonce}'`);
    expect(directives['img-src']).toBe("'self' data:");
    expect(directives['connect-src']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Plain http: no HSTS.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    // A fresh nonce for every response.
    const again = await (await fetch(`${spa.baseUrl}/`)).text();
    expect(again).not.toContain(nonce);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await fetch(`${spa.baseUrl}/assets/index-Ab12Cd34.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes gzip itself; the body arrives intact.
    expect(await response.text()).toBe(APP_JS);
  });

  it('revalidates other files', async () => {
    const response = await fetch(`${spa.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['GET', '/assets/missing-123.js'],
    ['GET', '/favicon.ico'],
    ['GET', '/api/unknown'],
    ['POST', '/some/page'],
  ])('answers %s %s with a 404 problem, not the app', async (method, route) => {
    const response = await fetch(`${spa.baseUrl}${route}`, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await response.json()).code).toBe('not_found');
  });

  it('adds HSTS when served over https', async () => {
    const response = await fetch(`${https.baseUrl}/`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});

describe('before the web app is built', () => {
  it.each([['/'], ['/pricing']])('shows a small German placeholder page at %s', async (route) => {
    const response = await fetch(`${unbuilt.baseUrl}${route}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Klarsicht</h1>');
    expect(html).toContain('href="/api/docs"');
  });

  it('answers an unknown page with 404, the placeholder still saying what to do', async () => {
    const response = await fetch(`${unbuilt.baseUrl}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Klarsicht</h1>');
  });
});
