import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { type FixtureSite, MEMBER, MEMBERS_BARRIERS, startFixtureSite } from '@klarsicht/fixture-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../../test-support/billing.js';
import { getJson, postJson, waitForScan } from '../../../test-support/http.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import {
  buildTestApp,
  headerAuthenticator,
  recordingMailer,
  testConfig,
} from '../../../test-support/test-service.js';
import { createLogger } from '../../platform/observability/logger.js';
import { type RunningService, startService } from '../../service.js';

/**
 * A site's scan settings over real HTTP, with a worker that signs in to the members fixture site:
 * the stored password must never come back in an answer, a log line (at trace level), a report or
 * the database in plain text.
 */

const KEY = randomBytes(32).toString('base64');
const logLines: string[] = [];
let database: TestDatabase;
let site: FixtureSite;
let service: RunningService;
let api: string;

beforeAll(async () => {
  [database, site] = await Promise.all([createTestDatabase(), startFixtureSite({ pages: 'members' })]);
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const config = testConfig({ CREDENTIALS_KEY: KEY, LOG_LEVEL: 'trace' });
  service = await startService({
    config,
    db: database.db,
    logger: createLogger({ level: 'trace' }, sink),
    mailer: recordingMailer(),
    authenticate: headerAuthenticator(database.db),
    progressIntervalMs: 50,
  });
  api = `${service.address}/api`;
}, 120_000);

afterAll(async () => {
  await service?.close();
  await site?.close();
  await database?.destroy();
});

const as = (user: string) => ({ 'x-test-user': user });

async function put(user: string, path: string, body: unknown) {
  const response = await fetch(`${api}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...as(user) },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

async function siteOf(user: string): Promise<string> {
  return (await getJson(`${api}/monitors`, as(user))).json.items[0].id;
}

const noScope = { area: null, include: [], exclude: [] };

describe('the scan settings of a site', () => {
  it('sign in to the site with a stored password that never shows again, anywhere', async () => {
    const user = await createTestUser(database.db, 'settings-owner');
    await grantPlan(database.db, user.id, 'basic', [site.url('/')]);
    const id = await siteOf(user.id);

    const empty = await getJson(`${api}/sites/${id}/settings`, as(user.id));
    expect(empty.json).toMatchObject({
      scope: noScope,
      signIn: null,
      consent: { handle: true, acceptSelector: null },
      credentialsAvailable: true,
    });

    const saved = await put(user.id, `/sites/${id}/settings`, {
      scope: { area: 'site', include: [], exclude: ['/kalender/**'] },
      signIn: {
        kind: 'form',
        loginUrl: site.url('/login'),
        username: MEMBER.username,
        password: MEMBER.password,
        usernameSelector: null,
        passwordSelector: null,
        submitSelector: null,
        successSelector: 'a[href="/logout"]',
        successUrl: null,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.text).not.toContain(MEMBER.password);
    expect(JSON.parse(saved.text).signIn).toMatchObject({
      kind: 'form',
      username: MEMBER.username,
      passwordSet: true,
    });

    // Saved again without the password: the stored one is kept; so are consent settings left out.
    const consent = { handle: false, acceptSelector: '#cookie-hinweis button' };
    await put(user.id, `/sites/${id}/settings`, {
      scope: { area: 'site', include: [], exclude: [] },
      signIn: null,
      consent,
    });
    const kept = await put(user.id, `/sites/${id}/settings`, {
      scope: { area: 'site', include: [], exclude: [] },
      signIn: { ...JSON.parse(saved.text).signIn, passwordSet: undefined, password: MEMBER.password },
    });
    expect(JSON.parse(kept.text).consent).toEqual(consent);
    const keptAgain = await put(user.id, `/sites/${id}/settings`, {
      scope: { area: 'site', include: [], exclude: [] },
      signIn: { ...JSON.parse(kept.text).signIn, passwordSet: undefined },
      consent: { handle: true, acceptSelector: null },
    });
    expect(JSON.parse(keptAgain.text).signIn.passwordSet).toBe(true);

    const created = await postJson(
      `${api}/scans`,
      { url: site.url('/'), scope: 'site', profile: 'wcag21aa' },
      as(user.id),
    );
    expect(created.status).toBe(202);
    const scan = await waitForScan(service.address ?? '', created.json.id, { headers: as(user.id) });
    expect(scan.status).toBe('succeeded');
    const pages = (
      await getJson(`${api}/scans/${created.json.id}/pages?limit=50`, as(user.id))
    ).json.items.map((page: { url: string }) => new URL(page.url).pathname);
    for (const path of Object.keys(MEMBERS_BARRIERS)) expect(pages).toContain(path);
    expect(site.requestsOf('/logout')).toBe(0);

    const report = await fetch(`${api}/scans/${created.json.id}/report.json`, { headers: as(user.id) });
    expect(report.status).toBe(200);
    const answers = [
      saved.text,
      kept.text,
      keptAgain.text,
      await report.text(),
      JSON.stringify((await getJson(`${api}/sites/${id}/settings`, as(user.id))).json),
      JSON.stringify((await getJson(`${api}/scans/${created.json.id}/findings?limit=200`, as(user.id))).json),
    ];
    const exported = (await getJson(`${api}/me/export`, as(user.id))).json;
    expect(exported.siteSettings).toEqual([
      expect.objectContaining({ signIn: expect.objectContaining({ kind: 'form', passwordSet: true }) }),
    ]);
    answers.push(JSON.stringify(exported));
    for (const answer of answers) expect(answer).not.toContain(MEMBER.password);
    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.join('')).not.toContain(MEMBER.password);
    expect(await databaseText()).not.toContain(MEMBER.password);
  }, 120_000);

  it('keep a PDF document as one, for the result page to say so', async () => {
    const user = await createTestUser(database.db, 'settings-document');
    const created = await postJson(`${api}/scans`, { url: site.url('/katalog.pdf') }, as(user.id));
    const scan = await waitForScan(service.address ?? '', created.json.id, { headers: as(user.id) });
    expect(scan.status).toBe('succeeded');
    const pages = (await getJson(`${api}/scans/${created.json.id}/pages`, as(user.id))).json.items;
    expect(pages).toEqual([expect.objectContaining({ url: site.url('/katalog.pdf'), kind: 'document' })]);
  }, 120_000);

  it('fail a scan whose sign-in does not work, with the reason', async () => {
    const user = await createTestUser(database.db, 'settings-wrong');
    await grantPlan(database.db, user.id, 'basic', [site.url('/')]);
    const id = await siteOf(user.id);
    const saved = await put(user.id, `/sites/${id}/settings`, {
      scope: noScope,
      signIn: { kind: 'basic', username: 'vorstand', password: 'falsch-falsch' },
    });
    expect(saved.status).toBe(200);
    await put(user.id, `/sites/${id}/settings`, {
      scope: noScope,
      signIn: {
        kind: 'form',
        loginUrl: site.url('/login'),
        username: MEMBER.username,
        password: 'Falsches-Passwort-99',
        usernameSelector: null,
        passwordSelector: null,
        submitSelector: null,
        successSelector: null,
        successUrl: null,
      },
    });
    const created = await postJson(
      `${api}/scans`,
      { url: site.url('/members/'), scope: 'site' },
      as(user.id),
    );
    const scan = await waitForScan(service.address ?? '', created.json.id, { headers: as(user.id) });
    expect(scan.status).toBe('failed');
    // The result names what the site's login page answered, in its own words.
    expect(scan.failure).toMatchObject({
      code: 'sign_in_failed',
      signInAnswer: 'E-Mail-Adresse oder Passwort ist falsch.',
    });
    expect(JSON.stringify(scan)).not.toContain('Falsches-Passwort-99');
  }, 120_000);

  it('refuse what cannot be used, naming the fields', async () => {
    const user = await createTestUser(database.db, 'settings-bad');
    await grantPlan(database.db, user.id, 'basic', [site.url('/')]);
    const id = await siteOf(user.id);
    const bad = await put(user.id, `/sites/${id}/settings`, {
      scope: { area: 'path', include: ['shop/*'], exclude: [] },
      signIn: { kind: 'basic', username: 'anna' },
    });
    expect(bad.status).toBe(400);
    const problem = JSON.parse(bad.text);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'scope.include.0',
      'signIn.password',
    ]);
    const headers = await put(user.id, `/sites/${id}/settings`, {
      scope: noScope,
      signIn: { kind: 'headers', headers: [{ name: 'Host', value: 'x' }], cookies: [] },
    });
    expect(headers.status).toBe(400);
    // The web app words the refusal by its code; the message is the engine's English sentence.
    expect(JSON.parse(headers.text).errors).toEqual([
      { field: 'signIn', code: 'invalid_sign_in', message: 'The header Host cannot be set for a scan.' },
    ]);
    // Someone else's site is not found, whatever the body.
    const stranger = await createTestUser(database.db, 'settings-stranger');
    expect((await put(stranger.id, `/sites/${id}/settings`, { nonsense: true })).status).toBe(404);
    expect((await getJson(`${api}/sites/${id}/settings`, as(stranger.id))).status).toBe(404);
  });
});

describe('a service without CREDENTIALS_KEY', () => {
  it('keeps the scope but refuses to store a sign-in secret, saying how to set the key', async () => {
    const app = await buildTestApp(database.db);
    try {
      const user = await createTestUser(database.db, 'settings-nokey');
      await grantPlan(database.db, user.id, 'basic', ['https://verein.example']);
      const monitors = await app.inject({ method: 'GET', url: '/api/monitors', headers: as(user.id) });
      const id = monitors.json().items[0].id;
      const settings = await app.inject({
        method: 'GET',
        url: `/api/sites/${id}/settings`,
        headers: as(user.id),
      });
      expect(settings.json().credentialsAvailable).toBe(false);
      const scope = await app.inject({
        method: 'PUT',
        url: `/api/sites/${id}/settings`,
        headers: as(user.id),
        payload: { scope: { area: 'path', include: [], exclude: ['/blog/tag/*'] }, signIn: null },
      });
      expect(scope.statusCode).toBe(200);
      const refused = await app.inject({
        method: 'PUT',
        url: `/api/sites/${id}/settings`,
        headers: as(user.id),
        payload: { scope: noScope, signIn: { kind: 'basic', username: 'anna', password: 'geheim-123' } },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'credentials_unavailable' });
      expect(refused.json().detail).toMatch(/CREDENTIALS_KEY/);
    } finally {
      await app.close();
    }
  });
});

/** Every row of every table of the database, as text. */
async function databaseText(): Promise<string> {
  const { rows } = await database.db.executeSql(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const parts: string[] = [];
  for (const { table_name: table } of rows as Array<{ table_name: string }>) {
    const dump = await database.db.executeSql(`select * from "${table}"`);
    parts.push(
      JSON.stringify(dump.rows, (_key, value) =>
        value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
      ),
    );
  }
  return parts.join('\n');
}
