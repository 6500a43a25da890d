import {
  CHECKOUT_BARRIERS,
  CHECKOUT_PATHS,
  checkoutRecording,
  checkoutWrongSelectorRecording,
  type FixtureSite,
  startFixtureSite,
} from '@klarsicht/fixture-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../../test-support/billing.js';
import { getJson, postJson, waitForScan } from '../../../test-support/http.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { headerAuthenticator, recordingMailer, testConfig } from '../../../test-support/test-service.js';
import { createLogger } from '../../platform/observability/logger.js';
import { type RunningService, startService } from '../../service.js';

/**
 * A site's user flows over real HTTP, replayed by a real worker against the fixture tea shop: the
 * barriers of its cart dialog and of its checkout's error message are found only through the flow.
 */

let database: TestDatabase;
let site: FixtureSite;
let service: RunningService;
let api: string;

beforeAll(async () => {
  [database, site] = await Promise.all([createTestDatabase(), startFixtureSite({ pages: 'checkout' })]);
  service = await startService({
    config: testConfig({}),
    logger: createLogger({ level: 'silent' }),
    db: database.db,
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

async function call(method: string, user: string, path: string, body?: unknown) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...as(user) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

async function siteOf(user: string): Promise<string> {
  return (await getJson(`${api}/monitors`, as(user))).json.items[0].id;
}

interface IssueItem {
  ruleId: string;
  element?: { selector: string };
  firstPageUrl: string;
  firstPageState?: { flow: string; flowName?: string; text: string };
}

describe('the user flows of a site', () => {
  it('are checked as saved, and every site scan replays them and finds what only they reach', async () => {
    const user = await createTestUser(database.db, 'flows-owner');
    await grantPlan(database.db, user.id, 'basic', [site.url('/')]);
    const id = await siteOf(user.id);

    // Not a recording, a step the Recorder does not know, an address on another site: refused, each named.
    const notOne = await call('POST', user.id, `/sites/${id}/flows`, {
      name: 'Kaputt',
      recording: { steps: 'nein' },
    });
    expect(notOne.status).toBe(400);
    expect(notOne.json.code).toBe('invalid_recording');
    const recording = checkoutRecording(site.origin) as {
      title: string;
      steps: Array<Record<string, unknown>>;
    };
    const unknownStep = structuredClone(recording);
    unknownStep.steps[2] = { type: 'teleport' };
    const unknown = await call('POST', user.id, `/sites/${id}/flows`, {
      name: 'Kaputt',
      recording: unknownStep,
    });
    expect(unknown.json.errors).toEqual([
      expect.objectContaining({ field: 'recording.steps.2.type', code: 'unknown_step_type' }),
    ]);
    const elsewhere = structuredClone(recording);
    elsewhere.steps[1] = { ...elsewhere.steps[1], url: 'https://shop.example.test/produkt.html' };
    const offSite = await call('POST', user.id, `/sites/${id}/flows`, {
      name: 'Woanders',
      recording: elsewhere,
    });
    expect(offSite.json.errors).toEqual([
      expect.objectContaining({ field: 'recording.steps.1.url', code: 'off_site' }),
    ]);
    expect((await call('GET', user.id, `/sites/${id}/flows`)).json.items).toEqual([]);

    const saved = await call('POST', user.id, `/sites/${id}/flows`, {
      name: 'Warenkorb und Kasse',
      recording,
    });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({
      name: 'Warenkorb und Kasse',
      title: recording.title,
      steps: recording.steps.length,
      checks: 1,
      startUrl: site.url(CHECKOUT_PATHS.product),
    });
    const listed = await call('GET', user.id, `/sites/${id}/flows`);
    expect(listed.json.items.map((flow: { id: string }) => flow.id)).toEqual([saved.json.id]);

    const created = await postJson(
      `${api}/scans`,
      { url: site.url('/'), scope: 'site', profile: 'wcag21aa' },
      as(user.id),
    );
    expect(created.status).toBe(202);
    const scan = await waitForScan(service.address ?? '', created.json.id, {
      headers: as(user.id),
      timeoutMs: 180_000,
    });
    expect(scan.status).toBe('succeeded');
    expect(scan.flows ?? []).toEqual([
      expect.objectContaining({
        flow: saved.json.id,
        name: 'Warenkorb und Kasse',
        steps: recording.steps.length,
      }),
    ]);
    expect(scan.flows?.[0]?.failedAt).toBeUndefined();

    const pages = (await getJson(`${api}/scans/${created.json.id}/pages?limit=50`, as(user.id))).json
      .items as Array<{
      url: string;
      state?: { flow: string; name?: string; trigger: string };
    }>;
    const crawled = pages.filter((page) => !page.state).map((page) => new URL(page.url).pathname);
    expect(crawled).toEqual(expect.arrayContaining([CHECKOUT_PATHS.product, CHECKOUT_PATHS.checkout]));
    const states = pages.filter((page) => page.state);
    expect(states.every((page) => page.state?.flow === saved.json.id)).toBe(true);
    expect(states.map((page) => page.state?.name)).toContain('Warenkorb geöffnet');

    const issues = (await getJson(`${api}/scans/${created.json.id}/issues?limit=100`, as(user.id))).json
      .items as IssueItem[];
    const barrier = (which: keyof typeof CHECKOUT_BARRIERS) =>
      issues.find(
        (issue) =>
          issue.ruleId === CHECKOUT_BARRIERS[which].rule &&
          issue.element?.selector.includes(CHECKOUT_BARRIERS[which].selector),
      );
    expect(barrier('cartDialog')?.firstPageUrl).toBe(site.url(CHECKOUT_PATHS.product));
    // The address is the product page's; what it takes to see the barrier there is the flow's state.
    expect(barrier('cartDialog')?.firstPageState).toMatchObject({
      flow: saved.json.id,
      flowName: 'Warenkorb und Kasse',
      text: expect.stringMatching(/^Warenkorb und Kasse – Schritt \d+: /),
    });
    expect(barrier('errorMessage')?.firstPageUrl).toBe(site.url(CHECKOUT_PATHS.checkout));
  }, 300_000);

  it('stop at a step they cannot do, and the scan keeps a picture of where', async () => {
    const user = await createTestUser(database.db, 'flows-stopped');
    await grantPlan(database.db, user.id, 'basic', [site.url('/')]);
    const id = await siteOf(user.id);
    const recording = { ...(checkoutWrongSelectorRecording(site.origin) as object), timeout: 2_000 };
    const saved = await call('POST', user.id, `/sites/${id}/flows`, { name: 'Jetzt kaufen', recording });
    expect(saved.status).toBe(201);

    const created = await postJson(
      `${api}/scans`,
      { url: site.url('/'), scope: 'site', profile: 'wcag21aa' },
      as(user.id),
    );
    const scan = await waitForScan(service.address ?? '', created.json.id, {
      headers: as(user.id),
      timeoutMs: 180_000,
    });
    // The crawl's pages stand: a flow that stops does not fail the scan.
    expect(scan.status).toBe('succeeded');
    expect(scan.flows?.[0]).toMatchObject({
      flow: saved.json.id,
      failedAt: { step: 3, reason: 'element_not_found', screenshot: true },
    });
    const picture = await fetch(`${api}/scans/${created.json.id}/flows/${saved.json.id}/screenshot`, {
      headers: as(user.id),
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
    const stranger = await createTestUser(database.db, 'flows-peeker');
    const peek = await fetch(`${api}/scans/${created.json.id}/flows/${saved.json.id}/screenshot`, {
      headers: as(stranger.id),
    });
    expect(peek.status).toBeGreaterThanOrEqual(403);
  }, 300_000);

  it('are renamed, replaced, downloaded and deleted by the team only', async () => {
    const owner = await createTestUser(database.db, 'flows-editor');
    await grantPlan(database.db, owner.id, 'basic', [site.url('/')]);
    const id = await siteOf(owner.id);
    const recording = checkoutRecording(site.origin);
    const saved = await call('POST', owner.id, `/sites/${id}/flows`, { name: 'Erster Name', recording });
    const path = `/sites/${id}/flows/${saved.json.id}`;

    const renamed = await call('PUT', owner.id, path, { name: 'Zweiter Name', recording });
    expect(renamed.json.name).toBe('Zweiter Name');
    const bad = await call('PUT', owner.id, path, {
      name: 'Dritter Name',
      recording: { title: 'x', steps: [] },
    });
    expect(bad.json).toMatchObject({ status: 400, code: 'invalid_recording' });
    const detail = await call('GET', owner.id, path);
    expect(detail.json.name).toBe('Zweiter Name');
    expect(detail.json.recording).toMatchObject({ title: (recording as { title: string }).title });

    const stranger = await createTestUser(database.db, 'flows-stranger');
    expect((await call('GET', stranger.id, path)).status).toBeGreaterThanOrEqual(403);
    expect((await call('DELETE', stranger.id, path)).status).toBeGreaterThanOrEqual(403);

    expect((await call('DELETE', owner.id, path)).status).toBe(204);
    expect((await call('GET', owner.id, path)).status).toBe(404);
    expect((await call('DELETE', owner.id, path)).status).toBe(404);
  }, 120_000);
});
