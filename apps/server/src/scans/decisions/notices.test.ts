import {
  NOTIFICATION_KINDS,
  notificationListSchema,
  notificationSettingsSchema,
  ORGANISATION_HEADER,
} from '@klarsicht/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFinishedScan } from '../../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { TEST_ISSUER } from '../../../test-support/test-identity.js';
import { buildTestApp, recordingMailer } from '../../../test-support/test-service.js';
import { memberships } from '../../accounts/schema.js';
import { ensureUser } from '../../accounts/users-repo.js';
import { createLogger } from '../../platform/observability/logger.js';
import { notifyDueSoon, sendWeeklyDigests } from './reminders.js';

/** What people hear of decisions (decision 029): the inbox, its settings, mails, due dates, the digest. */

const SITE = 'https://werk.example';
let database: TestDatabase;
let app: FastifyInstance;
let team: string;
const people = { owner: '', editor: '', client: '' };
let scanId: string;
const mailer = recordingMailer();
const clock = { now: () => new Date('2026-12-01T08:00:00Z') };
const notify = () => ({
  mailer,
  from: 'pruefung@klarsicht.test',
  publicUrl: 'https://app.test',
  logger: createLogger({ level: 'silent' }),
});

async function call(method: 'GET' | 'PUT' | 'POST', url: string, who: string, payload?: unknown) {
  const headers = { 'x-test-user': who, ...(team ? { [ORGANISATION_HEADER]: team } : {}) };
  const response = await app.inject({ method, url, headers, payload: payload as object });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

const inbox = async (who: string, query = '') =>
  notificationListSchema.parse((await call('GET', `/api/me/notifications${query}`, who)).body);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { clock, mailer });
  for (const name of Object.keys(people) as Array<keyof typeof people>) {
    people[name] = (
      await ensureUser(database.db.orm, TEST_ISSUER, `notices-${name}`, { email: `${name}@werk.example` })
    ).id;
  }
  team = (await call('POST', '/api/organisations', people.owner, { name: 'Werkstatt' })).body.id;
  await database.db.orm
    .insert(memberships)
    .values([{ organisationId: team, userId: people.editor, role: 'editor' }]);
  scanId = await storeFinishedScan(database.db, {
    organisationId: team,
    url: `${SITE}/`,
    site: 'werk.example',
    findings: [
      {
        pageUrl: `${SITE}/`,
        ruleId: 'image-alt',
        category: 'violations',
        impact: 'critical',
        selector: 'img.a',
      },
      {
        pageUrl: `${SITE}/`,
        ruleId: 'label',
        category: 'violations',
        impact: 'critical',
        selector: 'input.b',
      },
    ],
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

async function issueId(ruleId: string) {
  const { body } = await call('GET', `/api/scans/${scanId}/issues`, people.owner);
  return (body.items as Array<{ id: string; ruleId: string }>).find((issue) => issue.ruleId === ruleId)!.id;
}

describe('an issue assigned to someone', () => {
  it('lands in their inbox and mailbox, not the decider’s; read once marked', async () => {
    const before = mailer.sent.length;
    const decided = await call(
      'PUT',
      `/api/scans/${scanId}/issues/${await issueId('image-alt')}/decision`,
      people.owner,
      {
        status: 'in_progress',
        assigneeId: people.editor,
        dueOn: '2026-12-02',
      },
    );
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const mine = await inbox(people.editor);
    expect(mine.unread).toBe(1);
    expect(mine.items[0]).toMatchObject({
      kind: 'assigned',
      organisationName: 'Werkstatt',
      site: 'werk.example',
      ruleId: 'image-alt',
      status: 'in_progress',
      dueOn: '2026-12-02',
      scanId,
    });
    expect((await inbox(people.owner)).items).toEqual([]);
    const mails = mailer.sent.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual(['editor@werk.example']);
    expect(mails[0]!.subject).toBe(
      'Ihnen zugewiesen: 1 Problem(e) auf werk.example / Assigned to you: 1 issue(s) on werk.example',
    );
    expect(mails[0]!.text).toMatch(/https?:\/\/[^ ]+\/profile\/notifications/);

    // Deciding again with the same assignee tells nobody twice.
    await call('PUT', `/api/scans/${scanId}/issues/${await issueId('image-alt')}/decision`, people.owner, {
      status: 'in_progress',
      assigneeId: people.editor,
      dueOn: '2026-12-02',
      note: 'Bitte bis morgen',
    });
    expect((await inbox(people.editor)).items).toHaveLength(1);

    expect(
      (await call('POST', '/api/me/notifications/read', people.owner, { ids: [mine.items[0]!.id] })).status,
    ).toBe(204);
    expect((await inbox(people.editor)).unread).toBe(1);
    expect(
      (await call('POST', '/api/me/notifications/read', people.editor, { ids: [mine.items[0]!.id] })).status,
    ).toBe(204);
    const read = await inbox(people.editor);
    expect(read.unread).toBe(0);
    expect(read.items[0]!.readAt).toBeDefined();
    expect((await inbox(people.editor, '?unread=true')).items).toEqual([]);
  });

  it('follows the person’s settings: a kind switched off is neither shown nor mailed', async () => {
    const defaults = notificationSettingsSchema.parse(
      (await call('GET', '/api/me/notification-settings', people.editor)).body,
    );
    expect(defaults.kinds.assigned).toEqual({ inApp: true, email: true });
    const quiet = {
      ...defaults,
      kinds: { ...defaults.kinds, assigned: { inApp: false, email: false } },
      digest: false,
    };
    expect((await call('PUT', '/api/me/notification-settings', people.editor, quiet)).body).toEqual(quiet);
    const before = mailer.sent.length;
    await call('PUT', `/api/scans/${scanId}/issues/${await issueId('label')}/decision`, people.owner, {
      status: 'in_progress',
      assigneeId: people.editor,
    });
    expect(mailer.sent.length).toBe(before);
    expect((await inbox(people.editor)).items.every((item) => item.kind !== 'assigned')).toBe(true);
    // Bad settings change nothing.
    expect((await call('PUT', '/api/me/notification-settings', people.editor, { digest: 'ja' })).status).toBe(
      400,
    );
    expect((await call('GET', '/api/me/notification-settings', people.editor)).body).toEqual(quiet);
    await call('PUT', '/api/me/notification-settings', people.editor, defaults);
    expect(NOTIFICATION_KINDS).toContain('due_soon');
  });
});

describe('reminders', () => {
  it('tells the assignee once that an issue is due soon, however often the check runs', async () => {
    const before = mailer.sent.length;
    expect(await notifyDueSoon(database.db, clock, notify())).toBe(1);
    expect(await notifyDueSoon(database.db, clock, notify())).toBe(0);
    const due = (await inbox(people.editor)).items.filter((item) => item.kind === 'due_soon');
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ ruleId: 'image-alt', dueOn: '2026-12-02' });
    expect(mailer.sent.slice(before).map((mail) => mail.subject)).toEqual([
      'Bald fällig: 1 Problem(e) auf werk.example / Due soon: 1 issue(s) on werk.example',
    ]);
  });

  it('sends each organisation’s weekly digest once a week to its members who want it', async () => {
    const before = mailer.sent.length;
    const sent = await sendWeeklyDigests(database.db, clock, notify());
    expect(sent).toBe(2);
    const digests = mailer.sent.slice(before);
    expect(digests.map((mail) => mail.to).sort()).toEqual(['editor@werk.example', 'owner@werk.example']);
    expect(digests[0]!.subject).toBe(
      'Wochenübersicht Barrierefreiheit: Werkstatt / Weekly accessibility summary: Werkstatt',
    );
    expect(digests[0]!.text).toContain('werk.example: 0 offen, 2 in Arbeit (0 überfällig)');
    expect(await sendWeeklyDigests(database.db, clock, notify())).toBe(0);
    const nextWeek = { now: () => new Date('2026-12-08T08:00:00Z') };
    expect(await sendWeeklyDigests(database.db, nextWeek, notify())).toBe(2);
  });
});
