import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../test-support/billing.js';
import { storeFinishedScan } from '../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { buildTestApp } from '../../test-support/test-service.js';
import { systemClock } from '../platform/clock.js';
import { reopenAfterScan } from './reopen.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const as = (user: string) => ({ 'x-test-user': user });
const get = (user: string, url: string) => app.inject({ method: 'GET', url, headers: as(user) });
const decide = (user: string, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url, headers: as(user), payload });

async function siteOf(userId: string): Promise<string> {
  const monitors = await get(userId, '/api/monitors');
  return monitors.json().items[0].id;
}

describe('conformance of a site', () => {
  it('lists every criterion of the profile, never conforming by automation alone, with the last scan', async () => {
    const user = await createTestUser(database.db, 'conformance-basic');
    await grantPlan(database.db, user.id, 'basic', ['https://shop.example']);
    const site = await siteOf(user.id);
    const home = 'https://shop.example/';

    const before = await get(user.id, `/api/sites/${site}/conformance?lang=de`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      scan: null,
      overall: 'not-evaluated',
      // The 50 WCAG 2.1 A/AA criteria of chapter 9 and the 90 other requirements of EN 301 549 V3.2.1.
      progress: { decided: 0, byPerson: 0, byScan: 0, untested: 140, total: 140 },
    });
    expect(before.json().criteria.find((row: { id: string }) => row.id === '1.1.1')).toMatchObject({
      title: 'Nicht-Text-Inhalt',
      automated: 'not-scanned',
      status: 'not-tested',
      en301549: '9.1.1.1',
    });

    await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: home,
      site: 'shop.example',
      findings: [
        { pageUrl: home, ruleId: 'image-alt', category: 'violations', impact: 'critical', wcag: ['1.1.1'] },
        { pageUrl: `${home}kontakt`, ruleId: 'color-contrast', category: 'incomplete', wcag: ['1.4.3'] },
      ],
      features: { [`${home}kontakt`]: ['forms'], [home]: ['images'] },
    });
    const after = (await get(user.id, `/api/sites/${site}/conformance?lang=en`)).json();
    const row = (id: string) => after.criteria.find((entry: { id: string }) => entry.id === id);
    expect(after.scan).not.toBeNull();
    expect(row('1.1.1')).toMatchObject({ automated: 'violations', status: 'does-not-conform' });
    expect(row('1.4.3')).toMatchObject({
      automated: 'none-found',
      needsReview: { rules: ['color-contrast'], elements: 1 },
      status: 'not-tested',
    });
    expect(row('1.3.3')).toMatchObject({ automated: 'not-automatable', title: 'Sensory Characteristics' });
    expect(after.overall).toBe('partial');
    expect(after.progress).toEqual({ decided: 1, byPerson: 0, byScan: 1, untested: 139, total: 140 });
  });

  it('adds the pages checked on their own since the site scan, and never lets one page replace the site', async () => {
    const user = await createTestUser(database.db, 'conformance-states');
    await grantPlan(database.db, user.id, 'basic', ['https://tee.example']);
    const site = await siteOf(user.id);
    const home = 'https://tee.example/';
    const siteScan = await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: home,
      site: 'tee.example',
      findings: [
        { pageUrl: home, ruleId: 'image-alt', category: 'violations', impact: 'critical', wcag: ['1.1.1'] },
      ],
    });
    // A state sent from the browser extension: the product page with its cart dialog open.
    await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: `${home}produkt`,
      site: 'tee.example',
      scope: 'page',
      findings: [
        {
          pageUrl: `${home}produkt`,
          ruleId: 'color-contrast',
          category: 'violations',
          impact: 'serious',
          wcag: ['1.4.3'],
        },
      ],
    });
    const judged = (await get(user.id, `/api/sites/${site}/conformance?lang=en`)).json();
    const row = (id: string) => judged.criteria.find((entry: { id: string }) => entry.id === id);
    expect(row('1.1.1')).toMatchObject({ automated: 'violations', status: 'does-not-conform' });
    expect(row('1.4.3')).toMatchObject({ automated: 'violations', status: 'does-not-conform' });
    expect(judged.scan.id).toBe(siteScan);
  });

  it('gives the guided check with pages chosen by what they contain, and records verdicts', async () => {
    const user = await createTestUser(database.db, 'conformance-guided');
    await grantPlan(database.db, user.id, 'basic', ['https://forms.example']);
    const site = await siteOf(user.id);
    const home = 'https://forms.example/';
    await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: home,
      site: 'forms.example',
      findings: [
        { pageUrl: `${home}anmelden`, ruleId: 'label', category: 'violations', wcag: ['4.1.2', '1.3.1'] },
      ],
      features: { [`${home}anmelden`]: ['forms', 'sign-in'], [home]: ['images'] },
    });

    const check = await get(user.id, `/api/sites/${site}/criteria/3.3.1?lang=de`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      criterion: { id: '3.3.1', title: 'Fehlererkennung', status: 'not-tested' },
      understandingUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/error-identification.html',
      pages: [{ url: `${home}anmelden`, features: ['forms', 'sign-in'] }],
    });
    expect(check.json().guidance.steps.length).toBeGreaterThan(1);
    expect(check.json().guidance.look).not.toBe('');

    const named = (await get(user.id, `/api/sites/${site}/criteria/4.1.2?lang=en`)).json();
    expect(named.findings).toEqual([
      expect.objectContaining({ ruleId: 'label', kind: 'violation', pages: 1, elements: 1 }),
    ]);

    const passed = await decide(user.id, `/api/sites/${site}/criteria/3.3.1?lang=en`, {
      outcome: 'passed',
      note: 'Checked the sign-in form with NVDA.',
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().criterion).toMatchObject({
      status: 'conforms',
      manual: { outcome: 'passed', note: 'Checked the sign-in form with NVDA.', reopenedAt: null },
    });
    await decide(user.id, `/api/sites/${site}/criteria/1.2.1`, { outcome: 'not-applicable' });
    const table = (await get(user.id, `/api/sites/${site}/conformance`)).json();
    // 3.3.1 and 1.2.1 by the person, the violated 4.1.2 and 1.3.1 by the scan alone.
    expect(table.progress).toMatchObject({ decided: 4, byPerson: 2, byScan: 2, untested: 136 });

    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/sites/${site}/criteria/1.2.1`,
      headers: as(user.id),
    });
    expect(withdrawn.statusCode).toBe(204);
    expect((await get(user.id, `/api/sites/${site}/conformance`)).json().progress.decided).toBe(3);
  });

  it('reopens a criterion passed by hand when a later scan finds it violated', async () => {
    const user = await createTestUser(database.db, 'conformance-reopen');
    await grantPlan(database.db, user.id, 'pro', ['https://reopen.example']);
    const site = await siteOf(user.id);
    const home = 'https://reopen.example/';
    await decide(user.id, `/api/sites/${site}/criteria/1.1.1`, { outcome: 'passed' });
    await decide(user.id, `/api/sites/${site}/criteria/2.4.2`, { outcome: 'passed' });
    const scanId = await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: home,
      site: 'reopen.example',
      findings: [{ pageUrl: home, ruleId: 'image-alt', category: 'violations', wcag: ['1.1.1'] }],
    });
    expect(await reopenAfterScan(database.db, systemClock, scanId)).toEqual(['1.1.1']);
    expect(await reopenAfterScan(database.db, systemClock, scanId)).toEqual([]);

    const table = (await get(user.id, `/api/sites/${site}/conformance`)).json();
    const row = (id: string) => table.criteria.find((entry: { id: string }) => entry.id === id);
    expect(row('1.1.1')).toMatchObject({ status: 'does-not-conform', manual: { outcome: 'passed' } });
    expect(row('1.1.1').manual.reopenedAt).not.toBeNull();
    expect(row('2.4.2')).toMatchObject({ status: 'conforms' });

    // Deciding again clears the reopening.
    const again = await decide(user.id, `/api/sites/${site}/criteria/1.1.1`, { outcome: 'failed' });
    expect(again.json().criterion.manual).toMatchObject({ outcome: 'failed', reopenedAt: null });
  });

  it('keeps a picture as evidence of a verdict, for its owner only, and removes it with the verdict', async () => {
    const user = await createTestUser(database.db, 'conformance-evidence');
    const stranger = await createTestUser(database.db, 'conformance-evidence-stranger');
    await grantPlan(database.db, user.id, 'basic', ['https://evidence.example']);
    const site = await siteOf(user.id);
    const path = `/api/sites/${site}/criteria/1.3.3/evidence`;
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 1),
    ]);
    const upload = (body: Buffer, type: string, who = user.id) =>
      app.inject({ method: 'PUT', url: path, headers: { ...as(who), 'content-type': type }, payload: body });

    expect((await upload(png, 'image/png')).statusCode).toBe(404); // no verdict yet
    await decide(user.id, `/api/sites/${site}/criteria/1.3.3`, { outcome: 'passed' });
    expect((await upload(png, 'image/png')).statusCode).toBe(204);
    const picture = await get(user.id, path);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(png)).toBe(true);
    const check = (await get(user.id, `/api/sites/${site}/criteria/1.3.3`)).json();
    expect(check.criterion.manual.evidence).toEqual({ path, mime: 'image/png', size: png.length });

    // A picture is what its bytes are, not what the request claims; other types and sizes are refused.
    const fake = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors[0].code).toBe('not_an_image');
    expect((await upload(Buffer.from('<svg/>'), 'image/svg+xml')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(2 * 1024 * 1024 + 1, 0xff), 'image/jpeg')).statusCode).toBe(413);
    expect((await upload(png, 'image/png', stranger.id)).statusCode).toBe(404);
    expect((await get(stranger.id, path)).statusCode).toBe(404);

    // Deciding again keeps the picture; withdrawing the verdict removes it.
    await decide(user.id, `/api/sites/${site}/criteria/1.3.3`, { outcome: 'failed' });
    expect((await get(user.id, path)).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: `/api/sites/${site}/criteria/1.3.3`, headers: as(user.id) });
    await decide(user.id, `/api/sites/${site}/criteria/1.3.3`, { outcome: 'passed' });
    expect((await get(user.id, path)).statusCode).toBe(404);
  });

  it('answers bad input with problems and keeps sites private to their owner and plan', async () => {
    const user = await createTestUser(database.db, 'conformance-owner');
    const stranger = await createTestUser(database.db, 'conformance-stranger');
    await grantPlan(database.db, user.id, 'basic', ['https://private.example']);
    const site = await siteOf(user.id);

    const unknownCriterion = await get(user.id, `/api/sites/${site}/criteria/2.4.13`);
    expect(unknownCriterion.statusCode).toBe(404); // AAA: not in the BFSG profile
    expect(unknownCriterion.json().code).toBe('not_found');
    expect((await get(user.id, `/api/sites/${site}/criteria/abc`)).statusCode).toBe(404);
    const badOutcome = await decide(user.id, `/api/sites/${site}/criteria/1.1.1`, { outcome: 'maybe' });
    expect(badOutcome.statusCode).toBe(400);
    expect(badOutcome.json().code).toBe('validation_failed');
    const longNote = await decide(user.id, `/api/sites/${site}/criteria/1.1.1`, {
      outcome: 'passed',
      note: 'x'.repeat(2001),
    });
    expect(longNote.statusCode).toBe(400);

    expect((await get(stranger.id, `/api/sites/${site}/conformance`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/sites/${site}/conformance` })).statusCode).toBe(401);
    expect((await get(user.id, '/api/sites/not-a-uuid/conformance')).statusCode).toBe(404);

    // The plan no longer lists the site: its conformance is a plan feature like any other.
    await grantPlan(database.db, user.id, 'basic', ['https://elsewhere.example']);
    const offPlan = await get(user.id, `/api/sites/${site}/conformance`);
    expect(offPlan.statusCode).toBe(403);
    expect(offPlan.json().code).toBe('url_not_allowed');
  });
});

describe('EN 301 549 as a whole (decision 031)', () => {
  it('lists the requirements outside chapter 9, decided by the answers, with documents judged under clause 10 too', async () => {
    const user = await createTestUser(database.db, 'conformance-en301549');
    await grantPlan(database.db, user.id, 'basic', ['https://media.example']);
    const site = await siteOf(user.id);
    const home = 'https://media.example/';
    const pdf = `${home}preise.pdf`;
    await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: home,
      site: 'media.example',
      findings: [
        { pageUrl: pdf, ruleId: 'klarsicht-pdf-tagged', category: 'violations', wcag: ['1.3.1'] },
        { pageUrl: home, ruleId: 'klarsicht-feedback-mechanism', category: 'violations', wcag: [] },
      ],
      documents: { [pdf]: 'Preisliste' },
    });

    const before = (await get(user.id, `/api/sites/${site}/conformance?lang=de`)).json();
    const clause = (table: typeof before, id: string) =>
      table.clauses.find((row: { id: string }) => row.id === id);
    expect(before.en301549).toEqual({ version: '3.2.1', published: '2021-03' });
    expect(before.applicability.answeredAt).toBeNull();
    expect(before.applicability.questions.map((question: { id: string }) => question.id)).toContain('video');
    expect(before.progress.total).toBe(before.criteria.length + before.clauses.length);
    // A PDF's untagged structure fails clause 10.1.3.1 (and, as before, the criterion 1.3.1).
    expect(clause(before, '10.1.3.1')).toMatchObject({
      level: null,
      chapter: 10,
      automated: 'violations',
      status: 'does-not-conform',
      violations: { rules: ['klarsicht-pdf-tagged'] },
    });
    expect(before.criteria.find((row: { id: string }) => row.id === '1.3.1').automated).toBe('violations');
    expect(clause(before, '12.2.3')).toMatchObject({ automated: 'violations', status: 'does-not-conform' });
    expect(clause(before, '7.1.1')).toMatchObject({ status: 'not-tested', notApplicableBecause: null });

    const answered = await decide(user.id, `/api/sites/${site}/applicability?lang=de`, {
      answers: { video: false, support: false, documents: true },
    });
    expect(answered.statusCode).toBe(200);
    const after = answered.json();
    expect(after.applicability.answeredAt).not.toBeNull();
    expect(
      after.applicability.questions.find((question: { id: string }) => question.id === 'video').answer,
    ).toBe(false);
    expect(clause(after, '7.1.1')).toMatchObject({ status: 'not-applicable' });
    expect(clause(after, '7.1.1').notApplicableBecause).toMatch(/Video/);
    // The answer decides even where the scan found something: no support service, no 12.2 failure.
    expect(clause(after, '12.2.3')).toMatchObject({ automated: 'violations', status: 'not-applicable' });
    expect(clause(after, '10.1.3.1')).toMatchObject({ status: 'does-not-conform' });
    expect(after.progress.byPerson).toBe(
      after.clauses.filter((row: { status: string }) => row.status === 'not-applicable').length,
    );

    // Withdrawing an answer makes the requirements apply again; the others stay.
    const withdrawn = (
      await decide(user.id, `/api/sites/${site}/applicability?lang=en`, { answers: { support: null } })
    ).json();
    expect(clause(withdrawn, '12.2.3')).toMatchObject({
      status: 'does-not-conform',
      notApplicableBecause: null,
    });
    expect(clause(withdrawn, '7.1.1')).toMatchObject({ status: 'not-applicable' });

    // A requirement outside chapter 9 takes a verdict as a criterion does.
    const check = await get(user.id, `/api/sites/${site}/criteria/5.2?lang=de`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ criterion: { id: '5.2', level: null, chapter: 5 } });
    expect(check.json().guidance.steps.length).toBeGreaterThan(1);
    const passed = await decide(user.id, `/api/sites/${site}/criteria/5.2?lang=en`, { outcome: 'passed' });
    expect(passed.json().criterion).toMatchObject({ status: 'conforms' });
  });

  it('reopens a requirement passed by hand when a later scan finds it violated', async () => {
    const user = await createTestUser(database.db, 'conformance-reopen-clause');
    await grantPlan(database.db, user.id, 'basic', ['https://reopen-pdf.example']);
    const site = await siteOf(user.id);
    const passed = await decide(user.id, `/api/sites/${site}/criteria/10.1.3.1`, { outcome: 'passed' });
    expect(passed.json().criterion).toMatchObject({ status: 'conforms' });
    const pdf = 'https://reopen-pdf.example/flyer.pdf';
    const scanId = await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: 'https://reopen-pdf.example/',
      site: 'reopen-pdf.example',
      findings: [{ pageUrl: pdf, ruleId: 'klarsicht-pdf-tagged', category: 'violations', wcag: ['1.3.1'] }],
      documents: { [pdf]: null },
    });
    // 1.3.1 was never passed by hand: only the clause is reopened.
    expect(await reopenAfterScan(database.db, systemClock, scanId)).toEqual(['10.1.3.1']);
    const table = (await get(user.id, `/api/sites/${site}/conformance`)).json();
    const row = table.clauses.find((entry: { id: string }) => entry.id === '10.1.3.1');
    expect(row).toMatchObject({ status: 'does-not-conform', manual: { outcome: 'passed' } });
    expect(row.manual.reopenedAt).not.toBeNull();
  });

  it('refuses answers that are no answers, and answers for a profile of WCAG alone', async () => {
    const user = await createTestUser(database.db, 'conformance-applicability-bad');
    await grantPlan(database.db, user.id, 'basic', ['https://plain.example']);
    const site = await siteOf(user.id);
    for (const answers of [{ video: 'ja' }, { television: true }, []]) {
      const refused = await decide(user.id, `/api/sites/${site}/applicability`, { answers });
      expect(refused.statusCode, JSON.stringify(answers)).toBe(400);
    }
    const table = (await get(user.id, `/api/sites/${site}/conformance`)).json();
    expect(table.applicability.answeredAt).toBeNull();

    const monitor = await app.inject({
      method: 'PUT',
      url: '/api/monitors',
      headers: as(user.id),
      payload: { url: 'https://plain.example/', intervalMinutes: 1440, enabled: false, profile: 'wcag21aa' },
    });
    expect(monitor.statusCode).toBe(200);
    const refused = await decide(user.id, `/api/sites/${site}/applicability`, { answers: { video: false } });
    expect(refused.statusCode).toBe(409);
    const plain = (await get(user.id, `/api/sites/${site}/conformance`)).json();
    expect(plain).toMatchObject({ en301549: null, clauses: [], applicability: { questions: [] } });
  });
});
