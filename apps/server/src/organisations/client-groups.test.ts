import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlan } from '../../test-support/billing.js';
import { storeFinishedScan } from '../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { TEST_ISSUER, testUserId } from '../../test-support/test-identity.js';
import { buildTestApp, recordingMailer } from '../../test-support/test-service.js';
import { memberships } from '../accounts/schema.js';
import { ensureUser } from '../accounts/users-repo.js';

/**
 * An agency's client groups (decision 028): a client is invited into one group and sees exactly
 * its sites; the group's sites can change; deleting the group ends the client's access. Branding
 * (a client's name and logo) needs a plan that includes it.
 */

let database: TestDatabase;
let app: FastifyInstance;
const mailer = recordingMailer();
let team: string;
let people: Record<'inhaberin' | 'admin' | 'leser' | 'kundin', string>;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const as = (person: keyof typeof people) => ({
  'x-test-user': people[person],
  'klarsicht-organisation': team,
});

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers: object,
  body?: unknown,
) {
  const raw = Buffer.isBuffer(body);
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...headers,
      ...(body === undefined ? {} : { 'content-type': raw ? 'image/png' : 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: raw ? body : JSON.stringify(body) }),
  });
  const json = String(response.headers['content-type'] ?? '').includes('json') ? response.json() : null;
  return { status: response.statusCode, json, body: response.rawPayload };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { ROLE: 'api' }, mailer });
  people = {
    inhaberin: await testUserId(database.db, 'inhaberin'),
    admin: await testUserId(database.db, 'admin'),
    leser: await testUserId(database.db, 'leser'),
    kundin: (
      await ensureUser(database.db.orm, TEST_ISSUER, 'kundin', {
        email: 'kim@kunde.example',
        emailVerified: true,
        fullName: 'Kim Kundin',
      })
    ).id,
  };
  const made = await app.inject({
    method: 'POST',
    url: '/api/organisations',
    headers: { 'x-test-user': people.inhaberin },
    payload: { name: 'Agentur Süd' },
  });
  team = made.json().id;
  await database.db.orm.insert(memberships).values([
    { organisationId: team, userId: people.admin, role: 'admin' },
    { organisationId: team, userId: people.leser, role: 'viewer' },
  ]);
  await grantPlan(database.db, team, 'basic', ['https://kunde.example', 'https://andere.example']);
  for (const site of ['kunde.example', 'andere.example']) {
    await storeFinishedScan(database.db, {
      organisationId: team,
      url: `https://${site}/`,
      site,
      findings: [],
    });
  }
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('client groups', () => {
  let group: string;

  it('are made by an admin with sites as addresses or hosts, and listed to members', async () => {
    const made = await call('POST', '/organisation/client-groups', as('admin'), {
      name: 'Kunde GmbH',
      sites: ['https://www.kunde.example/shop', 'kunde.example'],
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      name: 'Kunde GmbH',
      sites: ['kunde.example'],
      clients: 0,
      brandName: null,
    });
    group = made.json.id;
    const listed = await call('GET', '/organisation/client-groups', as('leser'));
    expect(listed.json.items.map((item: { name: string }) => item.name)).toEqual(['Kunde GmbH']);
  });

  it('refuse bad input with a code, changing nothing', async () => {
    const site = await call('POST', '/organisation/client-groups', as('admin'), {
      name: 'Kaputt',
      sites: ['kunde.example', 'nicht eine adresse'],
    });
    expect(site.status).toBe(400);
    expect(site.json.errors[0]).toMatchObject({ field: 'sites.1', code: 'invalid_url' });
    const twice = await call('POST', '/organisation/client-groups', as('admin'), { name: 'kunde gmbh' });
    expect([twice.status, twice.json.code]).toEqual([409, 'conflict']);
    const byViewer = await call('POST', '/organisation/client-groups', as('leser'), { name: 'Leser-Kunde' });
    expect([byViewer.status, byViewer.json.code]).toEqual([403, 'role_insufficient']);
    // Branding is not in Basic.
    const branded = await call('PATCH', `/organisation/client-groups/${group}`, as('admin'), {
      brandName: 'Kunde GmbH',
    });
    expect([branded.status, branded.json.code]).toEqual([403, 'plan_required']);
    const logo = await call('PUT', `/organisation/client-groups/${group}/logo`, as('admin'), PNG);
    expect([logo.status, logo.json.code]).toEqual([403, 'plan_required']);
    const listed = await call('GET', '/organisation/client-groups', as('admin'));
    expect(listed.json.items).toHaveLength(1);
    expect(listed.json.items[0]).toMatchObject({ brandName: null, hasLogo: false });
    expect(listed.json.branding).toBe(false);
  });

  it('take a client by invitation, who then sees only the group’s sites and scans', async () => {
    const noGroup = await call('POST', '/organisation/invitations', as('admin'), {
      email: 'kim@kunde.example',
      role: 'client',
    });
    expect(noGroup.status).toBe(400);
    expect(noGroup.json.errors[0]).toMatchObject({ field: 'clientGroupId', code: 'required' });
    const invited = await call('POST', '/organisation/invitations', as('admin'), {
      email: 'kim@kunde.example',
      role: 'client',
      clientGroupId: group,
    });
    expect(invited.status).toBe(201);
    expect(invited.json).toMatchObject({ role: 'client', clientGroupId: group });
    const token = mailer.sent.at(-1)!.text.match(/\/einladung#([\w-]+)/)![1];
    const accepted = await call('POST', '/invitations/accept', { 'x-test-user': people.kundin }, { token });
    expect(accepted.status).toBe(200);

    const sites = await call('GET', '/sites', as('kundin'));
    expect(sites.json.items.map((item: { site: string }) => item.site)).toEqual(['kunde.example']);
    const scans = await call('GET', '/scans', as('kundin'));
    expect(scans.json.items.map((item: { site: string }) => item.site)).toEqual(['kunde.example']);
    const other = (await call('GET', '/sites', as('admin'))).json.items.find(
      (item: { site: string }) => item.site === 'andere.example',
    );
    const hidden = await call('GET', `/sites/${other.id}/conformance`, as('kundin'));
    expect([hidden.status, hidden.json.code]).toEqual([404, 'not_found']);
    // Nothing of the organisation beyond its sites: not the team, not the plan.
    expect((await call('GET', '/organisation/members', as('kundin'))).status).toBe(403);
    expect((await call('GET', '/billing/account', as('kundin'))).status).toBe(403);
  });

  it('show a client the new list at once when the group’s sites change', async () => {
    const changed = await call('PATCH', `/organisation/client-groups/${group}`, as('admin'), {
      sites: ['andere.example'],
    });
    expect(changed.json).toMatchObject({ sites: ['andere.example'], clients: 1 });
    const sites = await call('GET', '/sites', as('kundin'));
    expect(sites.json.items.map((item: { site: string }) => item.site)).toEqual(['andere.example']);
  });

  it('end the client’s membership when deleted, and record each change', async () => {
    const deleted = await call('DELETE', `/organisation/client-groups/${group}`, as('admin'));
    expect(deleted.status).toBe(204);
    const after = await call('GET', '/sites', as('kundin'));
    expect([after.status, after.json.code]).toEqual([404, 'organisation_not_found']);
    const activity = await call('GET', '/organisation/activity', as('inhaberin'));
    const actions = activity.json.items.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['client_group.created', 'client_group.changed', 'client_group.deleted']),
    );
    expect(
      activity.json.items.find((entry: { action: string }) => entry.action === 'client_group.deleted')
        .details,
    ).toEqual({ clients: 1 });
  });

  it('carry a brand name and logo on a plan with branding', async () => {
    await grantPlan(database.db, team, 'pro', ['https://kunde.example']);
    const made = await call('POST', '/organisation/client-groups', as('admin'), {
      name: 'Marke AG',
      sites: ['kunde.example'],
      brandName: 'Marke AG',
    });
    expect(made.status).toBe(201);
    const id = made.json.id;
    const notPng = await call(
      'PUT',
      `/organisation/client-groups/${id}/logo`,
      as('admin'),
      Buffer.from('GIF89a'),
    );
    expect(notPng.status).toBe(400);
    expect((await call('PUT', `/organisation/client-groups/${id}/logo`, as('admin'), PNG)).status).toBe(204);
    const logo = await call('GET', `/organisation/client-groups/${id}/logo`, as('leser'));
    expect(logo.status).toBe(200);
    expect(Buffer.compare(logo.body, PNG)).toBe(0);
    const listed = await call('GET', '/organisation/client-groups', as('admin'));
    expect(listed.json.branding).toBe(true);
    expect(listed.json.items.find((item: { id: string }) => item.id === id)).toMatchObject({
      brandName: 'Marke AG',
      hasLogo: true,
    });
    // The site's published statement carries the client's name and logo in its footer, not ours.
    const site = (await call('GET', '/sites', as('admin'))).json.items.find(
      (item: { site: string }) => item.site === 'kunde.example',
    ).id;
    const draft = await call('PUT', `/sites/${site}/statement?lang=de`, as('admin'), {
      language: 'de',
      organisation: 'Marke AG',
      serviceName: 'Website der Marke AG',
      serviceDescription: 'Wir informieren über unsere Produkte.',
      serviceOperation: '',
      measures: '',
      contactEmail: 'barrierefreiheit@marke.example',
      contactPhone: '',
      contactAddress: '',
      alternatives: '',
      barrierNotes: {},
      preparedOn: '2026-11-27',
    });
    expect(draft.status).toBe(200);
    const published = await call('POST', `/sites/${site}/statement/versions?lang=de`, as('admin'), {
      confirmUntested: true,
    });
    expect(published.status).toBe(200);
    const page = await app.inject({ method: 'GET', url: new URL(published.json.publicUrl).pathname });
    const footer = page.body.slice(page.body.indexOf('<footer>'));
    expect(footer).toContain('Marke AG</p>');
    expect(footer).toContain('src="data:image/png;base64,');
    expect(footer).not.toContain('Erstellt mit Klarsicht');
    expect((await call('DELETE', `/organisation/client-groups/${id}/logo`, as('admin'))).status).toBe(204);
    expect((await call('GET', `/organisation/client-groups/${id}/logo`, as('admin'))).status).toBe(404);
  });
});
