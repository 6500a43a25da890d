import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFinishedScan } from '../../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { buildTestApp } from '../../../test-support/test-service.js';
import { ensureUser } from '../../accounts/users-repo.js';

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let stranger: string;
let scanId: string;

const as = (user: string | undefined) => (user ? { 'x-test-user': user } : {});

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { PUBLIC_URL: 'https://klarsicht.example' } });
  await app.ready();
  owner = (await ensureUser(database.db.orm, 'https://issuer.test', 'share-owner', {})).id;
  stranger = (await ensureUser(database.db.orm, 'https://issuer.test', 'share-stranger', {})).id;
  scanId = await storeFinishedScan(database.db, {
    organisationId: owner,
    url: 'https://shop.example/',
    site: 'shop.example',
    findings: [
      { pageUrl: 'https://shop.example/', ruleId: 'image-alt', category: 'violations', impact: 'critical' },
      { pageUrl: 'https://shop.example/about', ruleId: 'color-contrast', category: 'incomplete' },
    ],
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const createLink = (user: string | undefined, id = scanId) =>
  app.inject({ method: 'POST', url: `/api/scans/${id}/share`, headers: as(user) });

describe('share links', () => {
  it('let anyone with the link read the scan until the owner revokes it', async () => {
    const created = await createLink(owner);
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`https://klarsicht.example/share/${link.token}`);
    expect(link.revokedAt).toBeUndefined();

    const shared = await app.inject({ method: 'GET', url: `/api/shared/${link.token}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ id: scanId, status: 'succeeded', url: 'https://shop.example/' });
    expect(shared.headers['cache-control']).toBe('private, no-store');
    expect(shared.headers['x-robots-tag']).toBe('noindex');

    const findings = await app.inject({
      method: 'GET',
      url: `/api/shared/${link.token}/findings?category=violations`,
    });
    expect(findings.statusCode).toBe(200);
    expect(findings.json()).toMatchObject({ total: 1, items: [{ ruleId: 'image-alt', impact: 'critical' }] });
    const pages = await app.inject({ method: 'GET', url: `/api/shared/${link.token}/pages` });
    expect(pages.json().items.map((page: { url: string }) => page.url)).toEqual([
      'https://shop.example/',
      'https://shop.example/about',
    ]);

    const listed = await app.inject({ method: 'GET', url: `/api/scans/${scanId}/share`, headers: as(owner) });
    expect(listed.json().items.map((item: { id: string }) => item.id)).toContain(link.id);

    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/scans/${scanId}/share/${link.id}`,
      headers: as(owner),
    });
    expect(revoked.statusCode).toBe(204);
    for (const path of ['', '/findings', '/pages']) {
      const after = await app.inject({ method: 'GET', url: `/api/shared/${link.token}${path}` });
      expect(after.statusCode).toBe(404);
      expect(after.headers['x-robots-tag']).toBe('noindex');
    }
    const relisted = await app.inject({
      method: 'GET',
      url: `/api/scans/${scanId}/share`,
      headers: as(owner),
    });
    const entry = relisted.json().items.find((item: { id: string }) => item.id === link.id);
    expect(entry.revokedAt).toEqual(expect.any(String));
  });

  it('cannot be created, listed or revoked by another user', async () => {
    const link = (await createLink(owner)).json();
    expect((await createLink(stranger)).statusCode).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: `/api/scans/${scanId}/share`,
      headers: as(stranger),
    });
    expect(list.statusCode).toBe(404);
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/scans/${scanId}/share/${link.id}`,
      headers: as(stranger),
    });
    expect(revoke.statusCode).toBe(404);
    // The stranger's failed revoke left the link working.
    expect((await app.inject({ method: 'GET', url: `/api/shared/${link.token}` })).statusCode).toBe(200);
  });

  it('needs a signed-in owner: anonymous callers get 401, anonymous scans cannot be shared', async () => {
    expect((await createLink(undefined)).statusCode).toBe(401);
    const anonymousScan = await storeFinishedScan(database.db, {
      organisationId: null,
      url: 'https://free.example/',
      site: 'free.example',
      scope: 'page',
      findings: [],
    });
    expect((await createLink(owner, anonymousScan)).statusCode).toBe(404);
  });

  it('answers unknown and malformed tokens with 404', async () => {
    const unknown = 'A'.repeat(43);
    expect((await app.inject({ method: 'GET', url: `/api/shared/${unknown}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/shared/short' })).statusCode).toBe(404);
  });
});
