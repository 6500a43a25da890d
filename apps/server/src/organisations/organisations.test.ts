import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { testUserId } from '../../test-support/test-identity.js';
import { buildTestApp } from '../../test-support/test-service.js';
import { changeMembership } from '../accounts/index.js';
import { memberships } from '../accounts/schema.js';

/**
 * Organisations and their members through the API (decision 028): a person makes a team, the
 * request names the organisation it is for, and roles decide who may change whom.
 */

let database: TestDatabase;
let app: FastifyInstance;
let ids: Record<'inhaberin' | 'admin' | 'leser' | 'fremd', string>;
let team: string;

const as = (person: keyof typeof ids, organisation?: string) => ({
  'x-test-user': ids[person],
  ...(organisation ? { 'klarsicht-organisation': organisation } : {}),
});

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: object,
  body?: unknown,
) {
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, json: response.body ? response.json() : null };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { ROLE: 'api' } });
  ids = {
    inhaberin: await testUserId(database.db, 'inhaberin'),
    admin: await testUserId(database.db, 'org-admin'),
    leser: await testUserId(database.db, 'leser'),
    fremd: await testUserId(database.db, 'fremd'),
  };
  const made = await call('POST', '/organisations', as('inhaberin'), { name: 'Agentur Nord' });
  expect(made.status).toBe(201);
  team = made.json.id;
  // Invitations come with phase 2; until then the members are put in place directly.
  await database.db.orm.insert(memberships).values([
    { organisationId: team, userId: ids.admin, role: 'admin' },
    { organisationId: team, userId: ids.leser, role: 'viewer' },
  ]);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('organisations', () => {
  it("lists the caller's organisations with their role, the personal one first", async () => {
    const { status, json } = await call('GET', '/organisations', as('inhaberin'));
    expect(status).toBe(200);
    expect(json.items).toEqual([
      { id: ids.inhaberin, name: expect.any(String), personal: true, role: 'owner' },
      { id: team, name: 'Agentur Nord', personal: false, role: 'owner' },
    ]);
    expect(
      (await call('GET', '/organisations', as('leser'))).json.items.map(
        (item: { role: string }) => item.role,
      ),
    ).toEqual(['owner', 'viewer']);
  });

  it("shows someone else's personal organisation a person was let into as a team, after their own", async () => {
    await database.db.orm
      .insert(memberships)
      .values({ organisationId: ids.fremd, userId: ids.admin, role: 'editor' });
    const { json } = await call('GET', '/organisations', as('admin'));
    expect(json.items[0]).toEqual({ id: ids.admin, name: expect.any(String), personal: true, role: 'owner' });
    expect(json.items.slice(1)).toHaveLength(2);
    expect(json.items.slice(1)).toEqual(
      expect.arrayContaining([
        { id: team, name: 'Agentur Nord', personal: false, role: 'admin' },
        { id: ids.fremd, name: expect.any(String), personal: false, role: 'editor' },
      ]),
    );
    await changeMembership(database.db.orm, ids.fremd, ids.admin, null);
  });

  it('refuses a name that is empty, and answers a stranger to the organisation as if it did not exist', async () => {
    expect((await call('POST', '/organisations', as('fremd'), { name: '  ' })).status).toBe(400);
    const stranger = await call('GET', '/organisation/members', as('fremd', team));
    expect(stranger.status).toBe(404);
    expect(stranger.json.code).toBe('organisation_not_found');
    expect((await call('GET', '/organisation/members', as('fremd', 'keine-id'))).json.code).toBe(
      'invalid_organisation',
    );
  });

  it('shows the members to every member, owners first', async () => {
    const { status, json } = await call('GET', '/organisation/members', as('leser', team));
    expect(status).toBe(200);
    expect(
      json.items.map((member: { userId: string; role: string }) => [member.userId, member.role]),
    ).toEqual([
      [ids.inhaberin, 'owner'],
      [ids.admin, 'admin'],
      [ids.leser, 'viewer'],
    ]);
  });

  it('lets admins change members but not owners, and no viewer change anything', async () => {
    const byViewer = await call('PATCH', `/organisation/members/${ids.admin}`, as('leser', team), {
      role: 'viewer',
    });
    expect(byViewer).toMatchObject({ status: 403, json: { code: 'role_insufficient' } });
    const promote = await call('PATCH', `/organisation/members/${ids.leser}`, as('admin', team), {
      role: 'editor',
    });
    expect(promote).toMatchObject({ status: 200, json: { userId: ids.leser, role: 'editor' } });
    const toOwner = await call('PATCH', `/organisation/members/${ids.leser}`, as('admin', team), {
      role: 'owner',
    });
    expect(toOwner).toMatchObject({ status: 403, json: { code: 'role_insufficient' } });
    const demoteOwner = await call('PATCH', `/organisation/members/${ids.inhaberin}`, as('admin', team), {
      role: 'viewer',
    });
    expect(demoteOwner.status).toBe(403);
    // Nothing changed by the refusals.
    const roles = (await call('GET', '/organisation/members', as('inhaberin', team))).json.items.map(
      (member: { role: string }) => member.role,
    );
    expect(roles).toEqual(['owner', 'admin', 'editor']);
  });

  it('lets an owner keep their own role', async () => {
    const same = await call('PATCH', `/organisation/members/${ids.fremd}`, as('fremd'), { role: 'owner' });
    expect(same).toMatchObject({ status: 200, json: { role: 'owner' } });
  });

  it('always keeps an owner', async () => {
    const alone = await call('PATCH', `/organisation/members/${ids.inhaberin}`, as('inhaberin', team), {
      role: 'admin',
    });
    expect(alone).toMatchObject({ status: 409, json: { code: 'last_owner' } });
    expect(
      (await call('DELETE', `/organisation/members/${ids.inhaberin}`, as('inhaberin', team))).status,
    ).toBe(409);
    // Two concurrent demotions of two owners cannot both pass.
    await call('PATCH', `/organisation/members/${ids.admin}`, as('inhaberin', team), { role: 'owner' });
    const outcomes = await Promise.all([
      database.db.orm.transaction((tx) => changeMembership(tx, team, ids.inhaberin, 'admin')),
      database.db.orm.transaction((tx) => changeMembership(tx, team, ids.admin, 'admin')),
    ]);
    expect(outcomes.sort()).toEqual(['changed', 'last-owner']);
  });

  it('lets a member leave, and not leave their personal organisation', async () => {
    expect((await call('DELETE', `/organisation/members/${ids.leser}`, as('leser', team))).status).toBe(204);
    expect((await call('GET', '/organisation/members', as('leser', team))).status).toBe(404);
    expect((await call('DELETE', `/organisation/members/${ids.leser}`, as('leser'))).status).toBe(409);
  });
});

describe('deleting an account', () => {
  it('takes the organisations only it belongs to, and keeps an owner for those others belong to', async () => {
    const solo = await testUserId(database.db, 'solo-person');
    const kollege = await testUserId(database.db, 'kollege');
    const headers = { 'x-test-user': solo };
    const alone = (await call('POST', '/organisations', headers, { name: 'Solo GmbH' })).json.id as string;
    const shared = (await call('POST', '/organisations', headers, { name: 'Geteilt' })).json.id as string;
    await database.db.orm
      .insert(memberships)
      .values({ organisationId: shared, userId: kollege, role: 'editor' });
    const deleteMe = () => call('DELETE', '/me', headers, { confirmation: 'DELETE' });

    const refused = await deleteMe();
    expect(refused).toMatchObject({ status: 409, json: { code: 'last_owner' } });
    expect(refused.json.detail).toContain('"Geteilt"');
    expect((await call('GET', '/organisations', headers)).json.items).toHaveLength(3);

    await call(
      'PATCH',
      `/organisation/members/${kollege}`,
      { ...headers, 'klarsicht-organisation': shared },
      { role: 'owner' },
    );
    expect((await deleteMe()).status).toBe(200);
    const left = await database.db.executeSql('select id from organisations where id = any($1)', [
      [solo, alone, shared],
    ]);
    expect(left.rows.map((row) => row.id)).toEqual([shared]);
    const members = await call('GET', '/organisation/members', {
      'x-test-user': kollege,
      'klarsicht-organisation': shared,
    });
    expect(members.json.items.map((member: { userId: string }) => member.userId)).toEqual([kollege]);
  });
});
