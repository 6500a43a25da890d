import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, type JsonAnswer, postJson } from '../../../test-support/http.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import {
  headerAuthenticator,
  recordingMailer,
  startTestService,
  type TestService,
  testConfig,
} from '../../../test-support/test-service.js';
import { buildApp } from '../../app.js';
import { createLogger } from '../../platform/observability/logger.js';
import { insertScan } from '../../scans/records/scans-repo.js';
import { ensureUser } from '../users-repo.js';

/**
 * API tokens over real HTTP. The test's header authenticator stands for an interactive sign-in
 * (`x-test-user`); `Authorization: Bearer ks_…` is the pipeline's way in.
 */

let database: TestDatabase;
let service: TestService;
let api: string;
let owner: string;
let stranger: string;
let now = new Date('2026-11-20T10:00:00.000Z');
const clock = { now: () => new Date(now) };

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startTestService({
    db: database.db,
    mailer: recordingMailer(),
    authenticate: headerAuthenticator(database.db),
    clock,
    // These tests scan nothing; no browser is needed.
    env: { ROLE: 'api' },
  });
  api = `${service.baseUrl}/api`;
  owner = (await ensureUser(database.db.orm, 'https://issuer.test', 'token-owner', {})).id;
  stranger = (await ensureUser(database.db.orm, 'https://issuer.test', 'token-stranger', {})).id;
});

afterAll(async () => {
  await service?.close();
  await database?.destroy();
});

const PROBLEM_JSON = /^application\/problem\+json/;
const signedIn = (userId: string) => ({ 'x-test-user': userId });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function request(method: 'DELETE' | 'GET', url: string, headers: Record<string, string>) {
  const response = await fetch(url, { method, headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: (text ? JSON.parse(text) : null) as JsonAnswer,
  };
}

async function createToken(userId: string, name: string): Promise<{ id: string; token: string }> {
  const created = await postJson(`${api}/tokens`, { name }, signedIn(userId));
  expect(created.status).toBe(201);
  return created.json;
}

function expectInvalidToken(answer: { status: number; headers: Headers; json: JsonAnswer }) {
  expect(answer.status).toBe(401);
  expect(answer.headers.get('content-type')).toMatch(PROBLEM_JSON);
  expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  expect(answer.json.code).toBe('unauthorized');
}

describe('an API token, from creation to revocation', () => {
  let id: string;
  let token: string;
  let scanId: string;

  it('is created once with its secret', async () => {
    const created = await postJson(`${api}/tokens`, { name: '  GitLab CI  ' }, signedIn(owner));
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.json).toMatchObject({ name: 'GitLab CI', createdAt: now.toISOString() });
    token = created.json.token;
    id = created.json.id;
    expect(token).toMatch(/^ks_[A-Za-z0-9_-]{43}$/);
    expect(created.json.prefix).toBe(token.slice(0, 10));
  });

  it('is listed without its secret', async () => {
    const list = await getJson(`${api}/tokens`, signedIn(owner));
    expect(list.status).toBe(200);
    expect(list.json.items).toEqual([
      {
        id,
        name: 'GitLab CI',
        prefix: token.slice(0, 10),
        createdAt: now.toISOString(),
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(list.json)).not.toContain(token.slice(10));
    // Tokens are the owner's own: another user sees none of them.
    expect((await getJson(`${api}/tokens`, signedIn(stranger))).json.items).toEqual([]);
  });

  it("acts as its owner: GET /api/scans lists the owner's scans", async () => {
    scanId = randomUUID();
    await insertScan(database.db.orm, {
      id: scanId,
      organisationId: owner,
      url: 'https://shop.example/',
      site: 'shop.example',
      scope: 'page',
      profile: 'bfsg',
    });
    const scans = await getJson(`${api}/scans`, bearer(token));
    expect(scans.status).toBe(200);
    expect(scans.json.items.map((scan: JsonAnswer) => scan.id)).toEqual([scanId]);
    expect((await getJson(`${api}/scans/${scanId}`, bearer(token))).status).toBe(200);
  });

  it('records its last use at most once a minute', async () => {
    const firstUse = now.toISOString();
    const lastUsed = async () =>
      (await getJson(`${api}/tokens`, signedIn(owner))).json.items.find((item: JsonAnswer) => item.id === id)
        .lastUsedAt;
    expect(await lastUsed()).toBe(firstUse);

    now = new Date(now.getTime() + 30_000);
    expect((await getJson(`${api}/scans`, bearer(token))).status).toBe(200);
    expect(await lastUsed()).toBe(firstUse);

    now = new Date(now.getTime() + 31_000);
    expect((await getJson(`${api}/scans`, bearer(token))).status).toBe(200);
    expect(await lastUsed()).toBe(now.toISOString());
  });

  it('cannot create or revoke tokens itself (a leaked CI token must not mint more)', async () => {
    const mint = await postJson(`${api}/tokens`, { name: 'from CI' }, bearer(token));
    expect(mint.status).toBe(403);
    expect(mint.headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect(mint.json.code).toBe('forbidden');
    const revoke = await request('DELETE', `${api}/tokens/${id}`, bearer(token));
    expect(revoke.status).toBe(403);
    expect(revoke.json.code).toBe('forbidden');
    expect((await getJson(`${api}/tokens`, signedIn(owner))).json.items).toHaveLength(1);
  });

  it("is not another user's to revoke: 404, and it keeps working", async () => {
    const foreign = await request('DELETE', `${api}/tokens/${id}`, signedIn(stranger));
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect(foreign.json.code).toBe('not_found');
    expect((await request('DELETE', `${api}/tokens/${randomUUID()}`, signedIn(owner))).status).toBe(404);
    expect((await request('DELETE', `${api}/tokens/not-a-uuid`, signedIn(owner))).status).toBe(404);
    expect((await getJson(`${api}/scans`, bearer(token))).status).toBe(200);
  });

  it('stops working once revoked: 401 invalid_token', async () => {
    const revoked = await request('DELETE', `${api}/tokens/${id}`, signedIn(owner));
    expect(revoked.status).toBe(204);
    expectInvalidToken(await getJson(`${api}/scans`, bearer(token)));
    expectInvalidToken(await getJson(`${api}/scans/${scanId}`, bearer(token)));
    const [listed] = (await getJson(`${api}/tokens`, signedIn(owner))).json.items;
    expect(listed).toMatchObject({ id, revokedAt: now.toISOString() });
    // Revoking again changes nothing.
    expect((await request('DELETE', `${api}/tokens/${id}`, signedIn(owner))).status).toBe(204);
  });
});

describe('tokens that are not ours', () => {
  it('a malformed ks_ token is refused with 401 invalid_token', async () => {
    for (const malformed of ['ks_', 'ks_short', `ks_${'a'.repeat(42)}!`, `ks_${'a'.repeat(200)}`]) {
      expectInvalidToken(await getJson(`${api}/scans`, bearer(malformed)));
    }
  });

  it('a well-formed but unknown ks_ token is refused with 401 invalid_token', async () => {
    expectInvalidToken(await getJson(`${api}/scans`, bearer(`ks_${'A'.repeat(43)}`)));
  });

  it('anonymous callers get 401 on every token route', async () => {
    expect((await postJson(`${api}/tokens`, { name: 'x' })).status).toBe(401);
    expect((await getJson(`${api}/tokens`)).status).toBe(401);
    expect((await request('DELETE', `${api}/tokens/${randomUUID()}`, {})).status).toBe(401);
  });

  it('a nameless token is refused with 400', async () => {
    const nameless = await postJson(`${api}/tokens`, { name: '   ' }, signedIn(owner));
    expect(nameless.status).toBe(400);
    expect(nameless.json.code).toBe('validation_failed');
  });
});

describe('the number of active tokens', () => {
  it('is capped at 20 per user (409 conflict); revoking one makes room', async () => {
    const busy = (await ensureUser(database.db.orm, 'https://issuer.test', 'token-busy', {})).id;
    const created = [];
    for (let index = 0; index < 20; index++) created.push(await createToken(busy, `pipeline ${index}`));
    const refused = await postJson(`${api}/tokens`, { name: 'one too many' }, signedIn(busy));
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect(refused.json.code).toBe('conflict');
    // Another user is not affected by this user's count.
    await createToken(stranger, 'unaffected');

    expect((await request('DELETE', `${api}/tokens/${created[0]!.id}`, signedIn(busy))).status).toBe(204);
    await createToken(busy, 'after a revocation');
  });
});

describe('the log', () => {
  it('never holds a token, not even at debug level', async () => {
    const lines: string[] = [];
    const db = database.db;
    const app = await buildApp({
      config: testConfig(),
      db,
      scanQueue: { enqueue: async () => {}, enqueueDelivery: async () => {}, isReady: async () => true },
      mailer: recordingMailer(),
      authenticate: headerAuthenticator(database.db),
      logger: createLogger({ level: 'debug' }, { write: (line: string) => void lines.push(line) }),
    });
    try {
      const created = await app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: signedIn(owner),
        payload: { name: 'logged?' },
      });
      const { id, token } = created.json<{ id: string; token: string }>();
      expect((await app.inject({ url: '/api/scans', headers: bearer(token) })).statusCode).toBe(200);
      await app.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: signedIn(owner) });
      expect((await app.inject({ url: '/api/scans', headers: bearer(token) })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/scans', headers: bearer(`${token}x`) })).statusCode).toBe(401);

      const text = lines.join('');
      expect(text).toContain('API token created');
      expect(text).not.toContain(token.slice(3));
    } finally {
      await app.close();
    }
  });
});
