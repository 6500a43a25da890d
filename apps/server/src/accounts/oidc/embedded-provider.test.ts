import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formAction,
  freePort,
  hiddenField,
  pkcePair,
  TestBrowser,
} from '../../../test-support/oidc-browser.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { recordingMailer, startTestService, type TestService } from '../../../test-support/test-service.js';
import { localAccounts, serverSecrets, users } from '../schema.js';
import { createAccountService } from './accounts.js';
import { loadProviderKeys } from './keys.js';
import { SUBMIT_LOGOUT_SCRIPT } from './pages.js';

/**
 * The embedded provider end to end over HTTP, as the web app and a browser use it: registration
 * (prompt=create), code + PKCE, JWT access tokens for our API, refresh rotation, login, the
 * verification link, password reset, and the login rate limit.
 */

let database: TestDatabase;
let service: TestService;
let origin: string;
const mailer = recordingMailer();
const CLIENT_ID = 'klarsicht-web';

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  service = await startTestService({
    db: database.db,
    mailer,
    env: { PORT: String(port), PUBLIC_URL: origin, LOGIN_RATE_LIMIT: '5' },
  });
});

afterAll(async () => {
  await service?.close();
  await database?.destroy();
});

/** Starts an authorization request and follows it to our interaction page. */
async function startLogin(browser: TestBrowser, extra: Record<string, string> = {}) {
  const pkce = pkcePair();
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${origin}/`,
    scope: 'openid profile email offline_access',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    ...extra,
  });
  const page = await browser.follow(`/oidc/auth?${params}`);
  return { page, pkce };
}

/** Follows the redirects after a form post until the app's callback and exchanges the code. */
async function completeLogin(
  browser: TestBrowser,
  action: string,
  form: Record<string, string>,
  verifier: string,
) {
  const answer = await browser.follow(action, { form }, `${origin}/`);
  expect(answer.status).toBe(303);
  const callback = new URL(answer.location!);
  expect(callback.searchParams.get('state')).toBe('state-1');
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();
  const response = await fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: `${origin}/`,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token?: string; id_token: string };
}

const me = async (accessToken: string) => {
  const response = await fetch(`${origin}/api/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

describe('the embedded provider', () => {
  let tokens: { access_token: string; refresh_token?: string; id_token: string };
  const email = 'Erika.Muster@Example.org';

  it('publishes discovery at /oidc with prompt=create and tells the web app about itself', async () => {
    const discovery = await (await fetch(`${origin}/oidc/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(`${origin}/oidc`);
    expect(discovery.prompt_values_supported).toContain('create');
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const config = await (await fetch(`${origin}/api/auth/config`)).json();
    expect(config).toMatchObject({
      issuer: `${origin}/oidc`,
      clientId: CLIENT_ID,
      audience: `${origin}/api`,
      embedded: true,
      // This test's mailer sends; without SMTP the app would say the link is in the server log.
      accountMailsLogged: false,
    });
  });

  it('registers with prompt=create and issues a JWT access token for our API', async () => {
    const browser = new TestBrowser(origin, { 'accept-language': 'en-GB,en;q=0.9' });
    const { page, pkce } = await startLogin(browser, { prompt: 'create' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Create an account</h1>');
    expect(page.text).toContain('lang="en"');
    // Art. 13 GDPR: the privacy notice is offered where the data is collected.
    expect(page.text).toContain('<a href="/privacy" hreflang="en">privacy notice</a>');

    const invalid = await browser.request(formAction(page.text), {
      form: { fullName: '', email: 'nope', password: 'short' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('aria-describedby="email-error"');
    expect(invalid.text).toContain('href="#password"');

    tokens = await completeLogin(
      browser,
      formAction(page.text),
      { fullName: 'Erika Muster', email, password: 'correct horse battery' },
      pkce.verifier,
    );
    expect(tokens.refresh_token).toBeTruthy();
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({
      iss: `${origin}/oidc`,
      aud: `${origin}/api`,
      email: 'erika.muster@example.org',
    });
    const answer = await me(tokens.access_token);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      email: 'erika.muster@example.org',
      emailVerified: false,
      fullName: 'Erika Muster',
    });
  });

  it('carries our favicon, logo and a language switch that keeps the interaction going', async () => {
    const browser = new TestBrowser(origin, { 'accept-language': 'de-DE' });
    const { page } = await startLogin(browser, { ui_locales: 'en' });
    expect(page.text).toContain('<h1>Log in</h1>');
    expect(page.text).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(page.text).toMatch(/<a class="brand" href="\/"><svg class="logo"[^>]*aria-hidden="true"/);
    const toGerman = /<a href="([^"]+)" lang="de" hreflang="de">Deutsch<\/a>/.exec(page.text)?.[1];
    expect(toGerman).toMatch(/^\/oidc\/interaction\/[^?]+\?mode=login&amp;lang=de$/);
    expect(page.text).toContain('lang="en" hreflang="en" aria-current="true">English</a>');

    const german = await browser.request(toGerman!.replace(/&amp;/g, '&'));
    expect(german.status).toBe(200);
    expect(german.text).toContain('<html lang="de">');
    expect(german.text).toContain('<h1>Anmelden</h1>');
    expect(german.text).toContain('href="/oidc/forgot-password?lang=de"');
    // The form posts in the chosen language: its errors come back in German, not in ui_locales'.
    const wrong = await browser.request(formAction(german.text), { form: { email: '', password: '' } });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('<html lang="de">');
    expect(wrong.text).toContain('Geben Sie Ihr Passwort ein.');
    const forgot = await browser.request('/oidc/forgot-password?lang=en');
    expect(forgot.text).toContain('<h1>Reset your password</h1>');
    expect(formAction(forgot.text)).toBe('/oidc/forgot-password?lang=en');
  });

  it('verifies the e-mail address through the mailed link, once', async () => {
    const mail = mailer.sent.find((entry) => entry.to === 'erika.muster@example.org');
    expect(mail?.subject).toBe('Confirm your e-mail address for Klarsicht');
    const link = /(http\S+verify-email\?token=\S+)/.exec(mail!.text)![1]!;
    // The page speaks the mail's language, not the browser's (German here).
    expect(link).toMatch(/&lang=en$/);
    const first = await fetch(link, { headers: { 'accept-language': 'de-DE' } });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Thank you! Your e-mail address is confirmed.');
    expect((await fetch(link)).status).toBe(400);
    expect((await me(tokens.access_token)).json).toMatchObject({ emailVerified: true });
  });

  it('keeps the local account in step with PATCH /api/me and resends the link on request', async () => {
    const patched = await fetch(`${origin}/api/me`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Erika M. Muster' }),
    });
    expect(patched.status).toBe(200);
    const [account] = await database.db.orm.select().from(localAccounts);
    expect(account?.fullName).toBe('Erika M. Muster');
    // Verified already: nothing to send.
    const resend = await fetch(`${origin}/api/me/verification-email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(resend.status).toBe(202);
    expect(await resend.json()).toEqual({ sent: false });
    expect((await fetch(`${origin}/api/me/verification-email`, { method: 'POST' })).status).toBe(401);
  });

  it('rotates refresh tokens, and the new access token says the address is verified', async () => {
    const refresh = (token: string) =>
      fetch(`${origin}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: token,
          client_id: CLIENT_ID,
        }),
      });
    const response = await refresh(tokens.refresh_token!);
    expect(response.status).toBe(200);
    const renewed = (await response.json()) as { access_token: string; refresh_token: string };
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(renewed.access_token)).toMatchObject({ aud: `${origin}/api`, email_verified: true });
    expect((await refresh(tokens.refresh_token!)).status).toBe(400);
  });

  it('logs in with e-mail and password; a wrong password gets the generic message', async () => {
    const browser = new TestBrowser(origin);
    const { page, pkce } = await startLogin(browser);
    expect(page.text).toContain('<h1>Anmelden</h1>');
    const wrong = await browser.request(formAction(page.text), {
      form: { email, password: 'wrong password!' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('E-Mail-Adresse oder Passwort ist falsch.');
    const unknown = await browser.request(formAction(page.text), {
      form: { email: 'nobody@example.org', password: 'wrong password!' },
    });
    expect(unknown.text).toContain('E-Mail-Adresse oder Passwort ist falsch.');
    const signedIn = await completeLogin(
      browser,
      formAction(page.text),
      { email, password: 'correct horse battery' },
      pkce.verifier,
    );
    expect((await me(signedIn.access_token)).json).toMatchObject({ email: 'erika.muster@example.org' });
    const rows = await database.db.orm.select().from(users);
    expect(rows.filter((row) => row.email === 'erika.muster@example.org')).toHaveLength(1);
  });

  it('limits login attempts per IP and e-mail', async () => {
    const browser = new TestBrowser(origin);
    const { page } = await startLogin(browser);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await browser.request(formAction(page.text), {
        form: { email: 'limit@example.org', password: 'x' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('resets a password without telling whether the address exists', async () => {
    const browser = new TestBrowser(origin);
    const form = await browser.request('/oidc/forgot-password');
    expect(form.status).toBe(200);
    const csrf = hiddenField(form.text, 'csrf');
    const withoutCsrf = await new TestBrowser(origin).request('/oidc/forgot-password', {
      form: { email, csrf: 'x'.repeat(32) },
    });
    expect(withoutCsrf.status).toBe(403);

    const before = mailer.sent.length;
    const unknown = await browser.request('/oidc/forgot-password', {
      form: { email: 'nobody@example.org', csrf },
    });
    const known = await browser.request('/oidc/forgot-password', { form: { email, csrf } });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailer.sent.length).toBe(before + 1);
    const link = /(http\S+reset-password\?token=\S+)/.exec(mailer.sent.at(-1)!.text)![1]!;

    const resetForm = await browser.request(link);
    expect(resetForm.status).toBe(200);
    const done = await browser.request('/oidc/reset-password', {
      form: {
        csrf: hiddenField(resetForm.text, 'csrf'),
        token: hiddenField(resetForm.text, 'token'),
        password: 'a brand new secret',
      },
    });
    expect(done.status).toBe(200);
    expect((await browser.request(link)).status).toBe(400);

    const login = new TestBrowser(origin);
    const { page, pkce } = await startLogin(login);
    await completeLogin(
      login,
      formAction(page.text),
      { email, password: 'a brand new secret' },
      pkce.verifier,
    );
  });

  it("signs the app's own user out without asking again; anyone else gets our confirmation page", async () => {
    const browser = new TestBrowser(origin);
    const { page, pkce } = await startLogin(browser);
    const signedIn = await completeLogin(
      browser,
      formAction(page.text),
      { email, password: 'a brand new secret' },
      pkce.verifier,
    );

    // A link from elsewhere (no id_token_hint) must not sign anyone out unasked.
    const asked = await browser.request('/oidc/session/end?ui_locales=en');
    expect(asked.status).toBe(200);
    expect(asked.text).toContain('<h1>Log out</h1>');
    expect(asked.text).toContain('Stay logged in');
    expect(asked.text).not.toContain('<script');
    expect(asked.text).toContain('href="/oidc/session/end?ui_locales=en&amp;lang=de"');

    // The app's log-out (its user's id token as hint): the form submits itself, in one step.
    const params = new URLSearchParams({
      id_token_hint: signedIn.id_token,
      post_logout_redirect_uri: `${origin}/`,
      client_id: CLIENT_ID,
      ui_locales: 'en',
    });
    const leaving = await browser.request(`/oidc/session/end?${params}`);
    expect(leaving.status).toBe(200);
    expect(leaving.text).toContain('Logging you out');
    expect(leaving.text).not.toContain('Stay logged in');
    expect(leaving.text).toContain(`<script>${SUBMIT_LOGOUT_SCRIPT}</script>`);
    const policy = leaving.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    const hash = createHash('sha256').update(SUBMIT_LOGOUT_SCRIPT).digest('base64');
    expect(policy).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    expect(leaving.text).toContain('<input type="hidden" name="logout" value="yes">');
    const xsrf = hiddenField(leaving.text, 'xsrf');
    const done = await browser.request('/oidc/session/end/confirm', { form: { xsrf, logout: 'yes' } });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${origin}/`);
  });

  it('without SMTP writes each account mail as one log line: mail to <addr>: <subject> — <link>', async () => {
    const lines: string[] = [];
    const accounts = createAccountService({
      db: database.db,
      mailer: { kind: 'log', async send() {}, async close() {} },
      from: 'Klarsicht <no-reply@localhost>',
      publicUrl: origin,
      logger: { info: (_object, message) => lines.push(message), error: () => {} },
    });
    await accounts.sendResetMail(email, 'de');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^mail to erika\\.muster@example\\.org: Passwort für Klarsicht zurücksetzen — ${origin}/oidc/reset-password\\?token=[A-Za-z0-9_-]{43}&lang=de$`,
      ),
    );
  });

  it('keeps its signing and cookie keys in the database', async () => {
    const first = await loadProviderKeys(database.db);
    const second = await loadProviderKeys(database.db);
    expect(second.signing[0]!.kid).toBe(first.signing[0]!.kid);
    const stored = await database.db.orm.select().from(serverSecrets);
    expect(stored.map((row) => row.name).sort()).toEqual(['oidc_cookie_keys', 'oidc_signing_keys']);
    const jwks = await (await fetch(`${origin}/oidc/jwks`)).json();
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toContain(first.signing[0]!.kid);
    expect(JSON.stringify(jwks)).not.toContain('"d"');
  });
});
