import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exportJWK, exportSPKI, generateKeyPair, type JWK, SignJWT } from 'jose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { recordingMailer, testConfig } from '../../../test-support/test-service.js';
import { buildApp } from '../../app.js';
import { users } from '../schema.js';

/**
 * Access tokens against an external issuer: a node:http server plays the provider (discovery,
 * JWKS, userinfo); the app verifies tokens signed with its key and refuses everything else.
 */

const AUDIENCE = 'https://api.klarsicht.test';
let database: TestDatabase;
let app: FastifyInstance;
let issuerServer: Server;
let issuer: string;
let signingKey: CryptoKey;
let publicJwk: JWK;
let publicPem: string;
let userinfoCalls = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  publicPem = await exportSPKI(pair.publicKey);
  issuerServer = createServer((request, response) => {
    const send = (body: unknown) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/openid-configuration') {
      return send({ issuer, jwks_uri: `${issuer}jwks`, userinfo_endpoint: `${issuer}userinfo` });
    }
    if (request.url === '/jwks') return send({ keys: [publicJwk] });
    if (request.url === '/userinfo') {
      userinfoCalls++;
      return send({
        sub: 'from-userinfo',
        email: 'Info@Example.org',
        email_verified: true,
        name: 'Ina Info',
      });
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}/`;

  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'spa-client', OIDC_AUDIENCE: AUDIENCE }),
    db: database.db,
    scanQueue: { enqueue: async () => {}, enqueueDelivery: async () => {}, isReady: async () => true },
    mailer: recordingMailer(),
    logger: pino({ level: 'silent' }),
  });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await new Promise((resolve) => issuerServer?.close(resolve));
});

function token(claims: Record<string, unknown> = {}, options: { expiresIn?: string | number } = {}) {
  return new SignJWT({ email: 'ada@example.org', email_verified: false, name: 'Ada L.', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setSubject(String(claims.sub ?? 'user-1'))
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(signingKey);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function me(accessToken?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/me',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
}

function expectInvalidToken(response: Awaited<ReturnType<typeof me>>) {
  expect(response.statusCode).toBe(401);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.json()).toMatchObject({ code: 'unauthorized' });
  expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
}

describe('access tokens', () => {
  it('without a token the caller is anonymous: /api/me is 401, public routes answer', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
    const config = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual({
      issuer,
      clientId: 'spa-client',
      audience: AUDIENCE,
      scope: 'openid profile email offline_access',
      embedded: false,
    });
    // The SPA talks to the external provider itself, so its origin is allowed in connect-src.
    expect(config.headers['content-security-policy']).toContain(
      `connect-src 'self' ${new URL(issuer).origin}`,
    );
  });

  it('refuses an expired token', async () => {
    const expired = await token({}, { expiresIn: Math.floor(Date.now() / 1000) - 120 });
    expectInvalidToken(await me(expired));
  });

  it('refuses a token of another issuer', async () => {
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://evil.example/')
      .setAudience(AUDIENCE)
      .setSubject('user-1')
      .setExpirationTime('5m')
      .sign(signingKey);
    expectInvalidToken(await me(foreign));
  });

  it('refuses a token for another audience', async () => {
    const other = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(issuer)
      .setAudience('https://other-api.example')
      .setSubject('user-1')
      .setExpirationTime('5m')
      .sign(signingKey);
    expectInvalidToken(await me(other));
  });

  it('refuses alg "none"', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ iss: issuer, aud: AUDIENCE, sub: 'user-1', exp: now + 300 })}.`;
    expectInvalidToken(await me(unsigned));
  });

  it('refuses HS256 "signed" with the public key as the secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const signingInput = `${base64url({ alg: 'HS256', typ: 'JWT', kid: 'test-key' })}.${base64url({ iss: issuer, aud: AUDIENCE, sub: 'user-1', exp: now + 300 })}`;
    for (const secret of [publicPem, JSON.stringify(publicJwk)]) {
      const signature = createHmac('sha256', secret).update(signingInput).digest('base64url');
      expectInvalidToken(await me(`${signingInput}.${signature}`));
    }
  });

  it('refuses a token signed by an unknown key, with a known or an unknown kid', async () => {
    const stranger = await generateKeyPair('RS256');
    for (const kid of ['test-key', 'unknown-key']) {
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setSubject('user-1')
        .setExpirationTime('5m')
        .sign(stranger.privateKey);
      expectInvalidToken(await me(forged));
    }
  });

  it('refuses a malformed Authorization header', async () => {
    expectInvalidToken(await me('not a token'));
  });

  it('accepts a valid token and creates the user once, even for two concurrent first requests', async () => {
    const subject = `user-${randomUUID()}`;
    const valid = await token({ sub: subject });
    const [first, second] = await Promise.all([me(valid), me(valid)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      email: 'ada@example.org',
      emailVerified: false,
      fullName: 'Ada L.',
    });
    expect(second.json().id).toBe(first.json().id);
    const rows = await database.db.orm.select().from(users);
    expect(rows.filter((row) => row.subject === subject)).toHaveLength(1);

    // A later token saying the address is verified updates the row.
    const verified = await me(await token({ sub: subject, email_verified: true }));
    expect(verified.json()).toMatchObject({ id: first.json().id, emailVerified: true });
  });

  it('takes e-mail and name from the userinfo endpoint when the token has none, once per token', async () => {
    const bare = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setSubject(`bare-${randomUUID()}`)
      .setExpirationTime('5m')
      .sign(signingKey);
    const before = userinfoCalls;
    const response = await me(bare);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'Info@Example.org',
      emailVerified: true,
      fullName: 'Ina Info',
    });
    expect((await me(bare)).statusCode).toBe(200);
    expect(userinfoCalls).toBe(before + 1);
  });

  it('changes the full name with PATCH /api/me', async () => {
    const valid = await token({ sub: 'patcher' });
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { authorization: `Bearer ${valid}` },
      payload: { fullName: '  Grace Hopper ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fullName: 'Grace Hopper' });
    const anonymous = await app.inject({ method: 'PATCH', url: '/api/me', payload: { fullName: 'X' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps GET /api/scans closed to anonymous callers and open to a signed-in one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/scans' })).statusCode).toBe(401);
    const response = await app.inject({
      method: 'GET',
      url: '/api/scans',
      headers: { authorization: `Bearer ${await token({ sub: 'lister' })}` },
    });
    expect(response.statusCode).toBe(200);
  });
});
