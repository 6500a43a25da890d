import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formAction, freePort, pkcePair, TestBrowser } from '../../test-support/oidc-browser.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { recordingMailer, startTestService, type TestService } from '../../test-support/test-service.js';
import { localAccounts, oidcPayloads, users } from '../accounts/schema.js';

/**
 * Deleting an account of the embedded provider, over real HTTP: afterwards its access token (still
 * within its lifetime) and its refresh token are refused, the provider holds nothing of it, and
 * the old e-mail and password no longer sign in.
 */

let database: TestDatabase;
let service: TestService;
let origin: string;
const CLIENT_ID = 'klarsicht-web';
const EMAIL = 'ida.loesch@example.org';
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  service = await startTestService({
    db: database.db,
    mailer: recordingMailer(),
    env: { PORT: String(port), PUBLIC_URL: origin },
  });
}, 60_000);

afterAll(async () => {
  await service?.close();
  await database?.destroy();
});

async function signIn(browser: TestBrowser, form: Record<string, string>, prompt?: string) {
  const pkce = pkcePair();
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${origin}/`,
    scope: 'openid profile email offline_access',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    ...(prompt ? { prompt } : {}),
  });
  const page = await browser.follow(`/oidc/auth?${params}`);
  const answer = await browser.follow(formAction(page.text), { form }, `${origin}/`);
  if (answer.status !== 303) return { refused: answer };
  const code = new URL(answer.location!).searchParams.get('code')!;
  const response = await fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${origin}/`,
      client_id: CLIENT_ID,
      code_verifier: pkce.verifier,
    }),
  });
  expect(response.status).toBe(200);
  return { tokens: (await response.json()) as { access_token: string; refresh_token: string } };
}

const api = (path: string, accessToken: string, init: { method?: string; body?: object } = {}) =>
  fetch(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });

describe('deleting an account of the embedded provider', () => {
  it('signs the person out everywhere and the old credentials no longer work', async () => {
    const registered = await signIn(
      new TestBrowser(origin),
      { fullName: 'Ida Lösch', email: EMAIL, password: PASSWORD },
      'create',
    );
    const { access_token: accessToken, refresh_token: refreshToken } = registered.tokens!;
    expect((await api('/api/me', accessToken)).status).toBe(200);
    const [account] = await database.db.orm
      .select()
      .from(localAccounts)
      .where(eq(localAccounts.email, EMAIL));
    const heldBefore = await database.db.orm
      .select()
      .from(oidcPayloads)
      .where(sql`${oidcPayloads.payload}->>'accountId' = ${account!.id}`);
    expect(heldBefore.length).toBeGreaterThan(0);

    const deleted = await api('/api/me', accessToken, { method: 'DELETE', body: { confirmation: EMAIL } });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ deleted: true, cancelledSubscriptions: 0 });

    // The access token is still within its 15 minutes, but its account is gone: no new user appears.
    const after = await api('/api/me', accessToken);
    expect(after.status).toBe(401);
    expect((await api('/api/scans', accessToken)).status).toBe(401);
    expect(await database.db.orm.select().from(users)).toEqual([]);
    expect(await database.db.orm.select().from(localAccounts)).toEqual([]);
    expect(
      await database.db.orm
        .select()
        .from(oidcPayloads)
        .where(sql`${oidcPayloads.payload}->>'accountId' = ${account!.id}`),
    ).toEqual([]);

    const refreshed = await fetch(`${origin}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: CLIENT_ID,
      }),
    });
    expect(refreshed.status).toBe(400);

    const again = await signIn(new TestBrowser(origin), { email: EMAIL, password: PASSWORD });
    expect(again.tokens).toBeUndefined();
    expect(again.refused?.status).toBe(401);
    expect(again.refused?.text).toContain('E-Mail-Adresse oder Passwort ist falsch.');
  });
});
