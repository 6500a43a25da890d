import type { FindingView } from '@klarsicht/contracts';
import { type FixtureSite, startFixtureSite } from '@klarsicht/fixture-site';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../../test-support/billing.js';
import { getJson, postJson, waitForScan } from '../../../test-support/http.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import {
  headerAuthenticator,
  startTestService,
  type TestService,
  testConfig,
} from '../../../test-support/test-service.js';
import { findingScreenshots, findings } from '../schema.js';
import { WORKER_SCREENSHOTS } from '../worker/scan-worker.js';

/**
 * Element screenshots end to end: a real scan of the fixture site stores pictures of its violating
 * elements, the findings name them, and they answer exactly where the scan itself may be seen.
 */

let database: TestDatabase;
let site: FixtureSite;
let service: TestService;
let api: string;
const alice = { 'x-test-user': '' };
const bob = { 'x-test-user': '' };
let scanId: string;
let violations: FindingView[];

const SCREENSHOT_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

async function fetchBytes(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

const screenshotPaths = (items: FindingView[]) =>
  items.flatMap((finding) => finding.nodes.flatMap((node) => (node.screenshot ? [node.screenshot] : [])));

beforeAll(async () => {
  [database, site] = await Promise.all([createTestDatabase(), startFixtureSite({ pages: 'shop' })]);
  service = await startTestService({ db: database.db, authenticate: headerAuthenticator(database.db) });
  api = `${service.baseUrl}/api`;
  const [owner, stranger] = await Promise.all([
    createTestUser(database.db, 'shot-owner'),
    createTestUser(database.db, 'shot-stranger'),
  ]);
  await grantPlan(database.db, owner.id, 'basic', [site.url('/')]);
  alice['x-test-user'] = owner.id;
  bob['x-test-user'] = stranger.id;

  const created = await postJson(`${api}/scans`, { url: site.url('/'), profile: 'wcag21aa' }, alice);
  expect(created.status).toBe(202);
  scanId = created.json.id;
  expect((await waitForScan(service.baseUrl, scanId, { headers: alice })).status).toBe('succeeded');
  const listed = await getJson(`${api}/scans/${scanId}/findings?category=violations`, alice);
  expect(listed.status).toBe(200);
  violations = listed.json.items;
}, 120_000);

afterAll(async () => {
  await service?.close();
  await site?.close();
  await database?.destroy();
});

describe('screenshots of violating elements', () => {
  it('are named by the finding nodes of a scan', () => {
    // The fixture's home page has an image without alt text and an unlabelled input.
    for (const ruleId of ['image-alt', 'label']) {
      const finding = violations.find((candidate) => candidate.ruleId === ruleId);
      expect(finding?.nodes[0]?.screenshot, ruleId).toMatch(
        new RegExp(`^/api/scans/${scanId}/screenshots/${SCREENSHOT_ID}$`),
      );
    }
  });

  it('answer the owner with the JPEG, cacheable only privately', async () => {
    const path = violations.find((finding) => finding.ruleId === 'image-alt')!.nodes[0]!.screenshot!;
    const answer = await fetchBytes(`${service.baseUrl}${path}`, alice);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('cache-control')).toBe('private, max-age=86400, immutable');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect([answer.bytes[0], answer.bytes[1]]).toEqual([0xff, 0xd8]);
    expect(answer.bytes.length).toBeGreaterThan(1_000);
  });

  it('are 404 to anyone else, and under any other scan', async () => {
    const path = screenshotPaths(violations)[0]!;
    for (const headers of [bob, {}]) {
      const answer = await getJson(`${service.baseUrl}${path}`, headers);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
    // An anonymous free check is visible to anyone with its id; another scan's picture is not in it.
    const free = await postJson(`${api}/scans`, { url: site.url('/about.html'), profile: 'wcag21aa' });
    expect(free.status).toBe(202);
    await waitForScan(service.baseUrl, free.json.id);
    const screenshotId = path.split('/').at(-1);
    const elsewhere = await getJson(`${api}/scans/${free.json.id}/screenshots/${screenshotId}`, alice);
    expect(elsewhere.status).toBe(404);
    expect((await getJson(`${api}/scans/${scanId}/screenshots/not-a-uuid`, alice)).status).toBe(404);
  });

  it('are stored beside the findings, not inside their JSON, within the caps', async () => {
    const rows = await database.db.orm.select().from(findings).where(eq(findings.scanId, scanId));
    const stored = JSON.stringify(rows.map((row) => row.nodes));
    expect(stored).not.toContain('"screenshot"');
    expect(stored).toContain('"screenshotId"');
    const pictures = await database.db.orm
      .select({ findingId: findingScreenshots.findingId, nodeIndex: findingScreenshots.nodeIndex })
      .from(findingScreenshots)
      .where(eq(findingScreenshots.scanId, scanId));
    expect(pictures.length).toBe(screenshotPaths(violations).length);
    expect(pictures.length).toBeLessThanOrEqual(WORKER_SCREENSHOTS.maxPerPage);
    for (const picture of pictures) {
      const finding = rows.find((row) => row.id === picture.findingId);
      expect(finding?.nodes[picture.nodeIndex]?.screenshotId).toBeDefined();
    }
  });

  it('follow a share link while it lives', async () => {
    const link = await postJson(`${api}/scans/${scanId}/share`, {}, alice);
    expect(link.status).toBe(201);
    const token: string = link.json.token;
    const shared = await getJson(`${api}/shared/${token}/findings?category=violations`);
    expect(shared.status).toBe(200);
    const path = screenshotPaths(shared.json.items)[0]!;
    expect(path).toMatch(new RegExp(`^/api/shared/${token}/screenshots/${SCREENSHOT_ID}$`));
    const answer = await fetchBytes(`${service.baseUrl}${path}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.bytes[0]).toBe(0xff);

    const revoked = await fetch(`${api}/scans/${scanId}/share/${link.json.id}`, {
      method: 'DELETE',
      headers: alice,
    });
    expect(revoked.status).toBe(204);
    expect((await fetchBytes(`${service.baseUrl}${path}`)).status).toBe(404);
  });
});

describe('SCAN_SCREENSHOTS', () => {
  it('is on unless set to 0', () => {
    expect(testConfig().worker.screenshots).toBe(true);
    expect(testConfig({ SCAN_SCREENSHOTS: '0' }).worker.screenshots).toBe(false);
  });

  it('set to 0, scans store no screenshots', async () => {
    // One worker at a time on the queue: the service above makes way for one without screenshots.
    await service.close();
    service = await startTestService({
      db: database.db,
      authenticate: headerAuthenticator(database.db),
      env: { SCAN_SCREENSHOTS: '0' },
    });
    api = `${service.baseUrl}/api`;
    const created = await postJson(`${api}/scans`, { url: site.url('/'), profile: 'wcag21aa' }, alice);
    expect(created.status).toBe(202);
    expect((await waitForScan(service.baseUrl, created.json.id, { headers: alice })).status).toBe(
      'succeeded',
    );
    const listed = await getJson(`${api}/scans/${created.json.id}/findings?category=violations`, alice);
    expect(listed.json.items.map((finding: FindingView) => finding.ruleId)).toContain('image-alt');
    expect(screenshotPaths(listed.json.items)).toEqual([]);
    const stored = await database.db.orm
      .select({ id: findingScreenshots.id })
      .from(findingScreenshots)
      .where(eq(findingScreenshots.scanId, created.json.id));
    expect(stored).toEqual([]);
  }, 60_000);
});
