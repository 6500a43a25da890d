import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlan } from '../../test-support/billing.js';
import { storeFinishedScan } from '../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { TEST_ISSUER, testUserId } from '../../test-support/test-identity.js';
import { buildTestApp } from '../../test-support/test-service.js';
import { memberships } from '../accounts/schema.js';
import { ensureUser } from '../accounts/users-repo.js';
import { verifyAllActivity } from './activity-repo.js';

/**
 * The activity record through the API (decision 028): what members do is written as it happens,
 * and a record changed in the database afterwards is caught by its verification.
 */

let database: TestDatabase;
let app: FastifyInstance;
let team: string;
let owner: string;
let viewer: string;

const as = (person: string) => ({ 'x-test-user': person, 'klarsicht-organisation': team });

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
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
  const json = String(response.headers['content-type'] ?? '').includes('json') ? response.json() : null;
  return { status: response.statusCode, json, text: response.body };
}

const verify = async () => (await call('GET', '/organisation/activity/verify', as(owner))).json;
const sql = (text: string, values: unknown[] = []) => database.db.executeSql(text, values);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { ROLE: 'api' } });
  owner = (
    await ensureUser(database.db.orm, TEST_ISSUER, 'protokoll-inhaberin', { fullName: 'Paula Protokoll' })
  ).id;
  viewer = await testUserId(database.db, 'protokoll-leser');
  team = (await call('POST', '/organisations', { 'x-test-user': owner }, { name: 'Stadtwerke' })).json.id;
  await grantPlan(database.db, team, 'pro');
  await database.db.orm.insert(memberships).values({ organisationId: team, userId: viewer, role: 'viewer' });
  await call('POST', '/organisation/invitations', as(owner), {
    email: 'neu@stadtwerke.example',
    role: 'editor',
  });
  await call('PATCH', `/organisation/members/${viewer}`, as(owner), { role: 'editor' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('the activity record', () => {
  it('records what members do, newest first, and can be filtered by action', async () => {
    const { status, json } = await call('GET', '/organisation/activity', as(viewer));
    expect(status).toBe(200);
    expect(json.items.map((entry: { seq: number; action: string }) => [entry.seq, entry.action])).toEqual([
      [3, 'member.role_changed'],
      [2, 'invitation.sent'],
      [1, 'organisation.created'],
    ]);
    expect(json.items[0]).toMatchObject({
      actorId: owner,
      actorLabel: 'Paula Protokoll',
      subject: { member: expect.any(String) },
      details: { from: 'viewer', to: 'editor' },
    });
    const filtered = await call('GET', '/organisation/activity?action=invitation.sent', as(viewer));
    expect(filtered.json.items.map((entry: { action: string }) => entry.action)).toEqual(['invitation.sent']);
    const paged = await call('GET', '/organisation/activity?limit=2', as(viewer));
    expect(paged.json.next).toBe(2);
  });

  it('filters by an action it knows and refuses one it does not know', async () => {
    const known = await call('GET', '/organisation/activity?action=member.role_changed', as(viewer));
    expect(known.status).toBe(200);
    expect(
      known.json.items.map((entry: { seq: number; action: string }) => [entry.seq, entry.action]),
    ).toEqual([[3, 'member.role_changed']]);
    // Known, but nothing of it happened here: an empty page, not an error.
    const none = await call('GET', '/organisation/activity?action=statement.published', as(viewer));
    expect(none).toMatchObject({ status: 200, json: { items: [], next: null } });
    for (const action of ['member.promoted', 'MEMBER.ROLE_CHANGED', 'invitation.sent ', '']) {
      const refused = await call(
        'GET',
        `/organisation/activity?action=${encodeURIComponent(action)}`,
        as(viewer),
      );
      expect(refused.status, action).toBe(400);
      expect(refused.json, action).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('holds as written', async () => {
    expect(await verify()).toMatchObject({ ok: true, entries: 3 });
  });

  it('catches an entry changed in the database, and says which', async () => {
    await sql(
      `update activity_entries set details = '{"from":"viewer","to":"owner"}' where organisation_id = $1 and seq = 3`,
      [team],
    );
    expect(await verify()).toMatchObject({ ok: false, problem: { kind: 'changed', seq: 3 } });
    await sql(
      `update activity_entries set details = '{"from":"viewer","to":"editor"}' where organisation_id = $1 and seq = 3`,
      [team],
    );
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('catches the last entry removed, and one removed from the middle', async () => {
    const [last] = (
      await sql(`select * from activity_entries where organisation_id = $1 and seq = 3`, [team])
    ).rows;
    await sql(`delete from activity_entries where organisation_id = $1 and seq = 3`, [team]);
    expect(await verify()).toMatchObject({ ok: false, problem: { kind: 'head' } });
    await sql(
      `insert into activity_entries select * from json_populate_record(null::activity_entries, $1::json)`,
      [JSON.stringify(last)],
    );
    expect(await verify()).toMatchObject({ ok: true });
    await sql(`delete from activity_entries where organisation_id = $1 and seq = 2`, [team]);
    expect(await verify()).toMatchObject({ ok: false, problem: { kind: 'gap', seq: 3 } });
  });

  it('is found broken by the verification of every organisation, as the command runs it', async () => {
    const results = await verifyAllActivity(database.db.orm);
    const ours = results.find((result) => result.organisationId === team);
    expect(ours?.verification).toMatchObject({ ok: false, problem: { kind: 'gap' } });
    expect(
      results.filter((result) => result.organisationId !== team).every((result) => result.verification.ok),
    ).toBe(true);
  });

  it('records a scan started by a member, with who started it', async () => {
    await grantPlan(database.db, team, 'pro', ['https://example.com']);
    const started = await call('POST', '/scans', as(viewer), { url: 'https://example.com/', scope: 'site' });
    expect(started.status).toBe(202);
    const [latest] = (await call('GET', '/organisation/activity?action=scan.started', as(owner))).json.items;
    expect(latest).toMatchObject({
      actorId: viewer,
      subject: { scan: started.json.id, site: 'example.com' },
      details: { scope: 'site' },
    });
  });

  it('is the team’s to read, not another organisation’s', async () => {
    const stranger = await testUserId(database.db, 'protokoll-fremd');
    expect((await call('GET', '/organisation/activity', as(stranger))).status).toBe(404);
  });
});

describe('what else the record holds', () => {
  it('records tokens, share links, settings and exports; reads as CSV; goes with the owner’s account export', async () => {
    const workshop = (await call('POST', '/organisations', { 'x-test-user': owner }, { name: 'Werkstatt' }))
      .json.id as string;
    await grantPlan(database.db, workshop, 'pro', ['https://werkstatt.example']);
    const here = { 'x-test-user': owner, 'klarsicht-organisation': workshop };
    const token = await call('POST', '/tokens', here, { name: 'Pipeline' });
    expect((await call('DELETE', `/tokens/${token.json.id}`, here)).status).toBe(204);
    const scanId = await storeFinishedScan(database.db, {
      organisationId: workshop,
      url: 'https://werkstatt.example/',
      site: 'werkstatt.example',
      findings: [],
    });
    const link = await call('POST', `/scans/${scanId}/share`, here);
    expect((await call('DELETE', `/scans/${scanId}/share/${link.json.id}`, here)).status).toBe(204);
    expect((await call('GET', `/scans/${scanId}/report.json`, here)).status).toBe(200);
    const site = (await call('GET', '/sites', here)).json.items[0].id;
    const settings = await call('PUT', `/sites/${site}/settings`, here, {
      scope: { area: null, include: [], exclude: ['/intern/**'] },
      signIn: null,
    });
    expect(settings.status).toBe(200);
    const monitor = await call('PUT', '/monitors', here, {
      url: 'https://werkstatt.example/',
      intervalMinutes: 1440,
      enabled: true,
    });
    expect(monitor.status).toBe(200);

    const csv = await call('GET', '/organisation/activity/export.csv?lang=de', here);
    expect(csv.status).toBe(200);
    expect(csv.text.startsWith('\uFEFFNr.;Zeitpunkt (UTC);Person;Aktion;Betrifft;')).toBe(true);
    expect(csv.text).toContain(';api_token.created;token: Pipeline;');

    const record = await call('GET', '/organisation/activity', here);
    expect(record.json.items.map((entry: { action: string }) => entry.action)).toEqual([
      'activity.exported',
      'monitor.changed',
      'site.settings_changed',
      'report.exported',
      'share_link.revoked',
      'share_link.created',
      'api_token.revoked',
      'api_token.created',
      'organisation.created',
    ]);
    const changed = record.json.items.find(
      (entry: { action: string }) => entry.action === 'site.settings_changed',
    );
    expect(changed.details).toMatchObject({ signIn: 'none', scope: { exclude: ['/intern/**'] } });
    // A share link's token opens the scan: the record keeps the link's id only.
    expect(JSON.stringify(record.json.items)).not.toContain(link.json.token);
    expect((await call('GET', '/organisation/activity/verify', here)).json.ok).toBe(true);

    const archive = await call('GET', '/me/export', { 'x-test-user': owner });
    const mine = archive.json.organisations.find((entry: { id: string }) => entry.id === workshop);
    expect(mine).toMatchObject({ name: 'Werkstatt', role: 'owner' });
    expect(mine.activity.map((entry: { action: string }) => entry.action)).toContain('api_token.created');
    // A member who owns nothing takes the list of their organisations, not the team's record.
    const theirs = await call('GET', '/me/export', { 'x-test-user': viewer });
    const team = theirs.json.organisations.find((entry: { personal: boolean }) => !entry.personal);
    expect(team).toMatchObject({ role: 'editor', activity: null });
  });
});
