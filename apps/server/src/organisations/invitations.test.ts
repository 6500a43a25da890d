import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlan } from '../../test-support/billing.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { TEST_ISSUER, testUserId } from '../../test-support/test-identity.js';
import { buildTestApp, recordingMailer } from '../../test-support/test-service.js';
import { memberships } from '../accounts/schema.js';
import { ensureUser } from '../accounts/users-repo.js';

/**
 * Invitations by e-mail (decision 028): an admin invites an address with a role, the mail carries a
 * single-use link for a week, and only the person signed in with that address gets in, once.
 */

let database: TestDatabase;
let app: FastifyInstance;
const mailer = recordingMailer();
let now = new Date('2026-11-27T10:00:00.000Z');
const clock = { now: () => new Date(now) };
let team: string;
let people: Record<'inhaberin' | 'admin' | 'leser' | 'neu' | 'andere' | 'unbestaetigt', string>;

const as = (person: keyof typeof people, organisation: string | null = team) => ({
  'x-test-user': people[person],
  ...(organisation ? { 'klarsicht-organisation': organisation } : {}),
});

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, headers: object, body?: unknown) {
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, json: response.body ? response.json() : null };
}

/** The token of the last invitation mailed to `address`, from its link. */
function lastToken(address: string): string {
  const mail = mailer.sent.filter((sent) => sent.to === address).at(-1);
  const token = mail?.text.match(/\/einladung#([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${address}`);
  return token;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { ROLE: 'api' }, mailer, clock });
  const person = async (subject: string, email: string, emailVerified = true) =>
    (await ensureUser(database.db.orm, TEST_ISSUER, subject, { email, emailVerified, fullName: subject })).id;
  people = {
    inhaberin: await person('Ida Inhaberin', 'ida@agentur.example'),
    admin: await person('Arne Admin', 'arne@agentur.example'),
    leser: await testUserId(database.db, 'leser'),
    neu: await person('Nora Neu', 'nora@kunde.example'),
    andere: await person('Olaf Other', 'olaf@kunde.example'),
    unbestaetigt: await person('Uwe Unverified', 'uwe@kunde.example', false),
  };
  const made = await app.inject({
    method: 'POST',
    url: '/api/organisations',
    headers: { 'x-test-user': people.inhaberin, 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'Agentur Nord' }),
  });
  team = made.json().id;
  await database.db.orm.insert(memberships).values([
    { organisationId: team, userId: people.admin, role: 'admin' },
    { organisationId: team, userId: people.leser, role: 'viewer' },
  ]);
  await grantPlan(database.db, team, 'pro');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('invitations', () => {
  it('mails a link in the chosen language, and lists the invitation as pending', async () => {
    const invited = await call('POST', '/organisation/invitations', as('admin'), {
      email: ' Nora@Kunde.Example ',
      role: 'editor',
      language: 'de',
    });
    expect(invited).toMatchObject({
      status: 201,
      json: { email: 'nora@kunde.example', role: 'editor', language: 'de', expired: false },
    });
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe('nora@kunde.example');
    expect(mail.subject).toBe('Einladung zu „Agentur Nord“ bei Klarsicht');
    expect(mail.text).toContain(
      'Arne Admin lädt Sie ein, bei Klarsicht in „Agentur Nord“ als Bearbeiter mitzuarbeiten.',
    );
    expect(mail.text).toContain('4. Dezember 2026');
    const listed = await call('GET', '/organisation/invitations', as('admin'));
    expect(listed.json.items.map((item: { email: string }) => item.email)).toEqual(['nora@kunde.example']);
  });

  it('refuses a second invitation of the same address, a member, a viewer inviting, an admin inviting an owner', async () => {
    expect(
      (
        await call('POST', '/organisation/invitations', as('admin'), {
          email: 'nora@kunde.example',
          role: 'viewer',
        })
      ).json.code,
    ).toBe('already_invited');
    expect(
      (
        await call('POST', '/organisation/invitations', as('admin'), {
          email: 'ida@agentur.example',
          role: 'viewer',
        })
      ).json.code,
    ).toBe('already_invited');
    expect(
      (
        await call('POST', '/organisation/invitations', as('leser'), {
          email: 'x@kunde.example',
          role: 'viewer',
        })
      ).json.code,
    ).toBe('role_insufficient');
    expect(
      (
        await call('POST', '/organisation/invitations', as('admin'), {
          email: 'y@kunde.example',
          role: 'owner',
        })
      ).json.code,
    ).toBe('role_insufficient');
    expect(
      (await call('POST', '/organisation/invitations', as('admin'), { email: 'kein-mail', role: 'viewer' }))
        .status,
    ).toBe(400);
    expect((await call('GET', '/organisation/invitations', as('admin'))).json.items).toHaveLength(1);
  });

  it('admits only the person signed in with the invited, verified address, and only once', async () => {
    const token = lastToken('nora@kunde.example');
    expect((await call('POST', '/invitations/accept', as('andere', null), { token })).json.code).toBe(
      'invitation_other_address',
    );
    const accepted = await call('POST', '/invitations/accept', as('neu', null), { token });
    expect(accepted).toMatchObject({ status: 200, json: { id: team, name: 'Agentur Nord', role: 'editor' } });
    expect((await call('GET', '/organisation/members', as('neu'))).status).toBe(200);
    expect((await call('POST', '/invitations/accept', as('neu', null), { token })).json.code).toBe(
      'invitation_invalid',
    );
    expect((await call('GET', '/organisation/invitations', as('admin'))).json.items).toEqual([]);
  });

  it('needs a verified address', async () => {
    await call('POST', '/organisation/invitations', as('admin'), {
      email: 'uwe@kunde.example',
      role: 'viewer',
    });
    const refused = await call('POST', '/invitations/accept', as('unbestaetigt', null), {
      token: lastToken('uwe@kunde.example'),
    });
    expect(refused).toMatchObject({ status: 403, json: { code: 'invitation_other_address' } });
  });

  it('sends a new link on resend, which ends the old one; a revoked or expired link admits nobody', async () => {
    const invited = await call('POST', '/organisation/invitations', as('admin'), {
      email: 'olaf@kunde.example',
      role: 'viewer',
    });
    const first = lastToken('olaf@kunde.example');
    const resent = await call('POST', `/organisation/invitations/${invited.json.id}/resend`, as('admin'));
    expect(resent.status).toBe(200);
    const second = lastToken('olaf@kunde.example');
    expect(second).not.toBe(first);
    expect((await call('POST', '/invitations/accept', as('andere', null), { token: first })).json.code).toBe(
      'invitation_invalid',
    );
    now = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000);
    const late = await call('POST', '/invitations/accept', as('andere', null), { token: second });
    expect(late).toMatchObject({ status: 410, json: { code: 'invitation_expired' } });
    expect(
      (await call('GET', '/organisation/invitations', as('admin'))).json.items.map(
        (item: { expired: boolean }) => item.expired,
      ),
    ).toContain(true);
    expect((await call('DELETE', `/organisation/invitations/${invited.json.id}`, as('admin'))).status).toBe(
      204,
    );
    expect((await call('DELETE', `/organisation/invitations/${invited.json.id}`, as('admin'))).status).toBe(
      404,
    );
    // Revoked, so the address can be invited afresh.
    expect(
      (
        await call('POST', '/organisation/invitations', as('admin'), {
          email: 'olaf@kunde.example',
          role: 'viewer',
        })
      ).status,
    ).toBe(201);
  });

  it('keeps to the members the plan includes, counting invitations, not clients', async () => {
    // Basic includes two members: the owner and one more.
    const office = (await call('POST', '/organisations', as('inhaberin', null), { name: 'Kleines Büro' }))
      .json.id as string;
    await grantPlan(database.db, office, 'basic');
    const inOffice = (body: object) =>
      call('POST', '/organisation/invitations', as('inhaberin', office), body);
    expect((await inOffice({ email: 'eins@buero.example', role: 'editor' })).status).toBe(201);
    const full = await inOffice({ email: 'zwei@buero.example', role: 'viewer' });
    expect(full).toMatchObject({ status: 409, json: { code: 'seats_exhausted' } });
    const clients = await call('POST', '/organisation/client-groups', as('inhaberin', office), {
      name: 'Kundin',
    });
    expect(
      (await inOffice({ email: 'kundin@buero.example', role: 'client', clientGroupId: clients.json.id }))
        .status,
    ).toBe(201);
    const first = (await call('GET', '/organisation/invitations', as('inhaberin', office))).json.items.find(
      (item: { email: string }) => item.email === 'eins@buero.example',
    );
    expect(
      (await call('DELETE', `/organisation/invitations/${first.id}`, as('inhaberin', office))).status,
    ).toBe(204);
    expect((await inOffice({ email: 'zwei@buero.example', role: 'viewer' })).status).toBe(201);
  });

  it('asks for a plan before anyone can be invited', async () => {
    const bare = (await call('POST', '/organisations', as('inhaberin', null), { name: 'Ohne Plan' })).json
      .id as string;
    const refused = await call('POST', '/organisation/invitations', as('inhaberin', bare), {
      email: 'jemand@example.com',
      role: 'viewer',
    });
    expect(refused).toMatchObject({ status: 409, json: { code: 'seats_exhausted' } });
  });
});
