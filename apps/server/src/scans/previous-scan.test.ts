import { randomUUID } from 'node:crypto';
import type { ScanList } from '@klarsicht/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test-support/billing.js';
import { getJson } from '../../test-support/http.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { headerAuthenticator, startTestService, type TestService } from '../../test-support/test-service.js';
import { insertScan } from './records/scans-repo.js';
import { scans } from './schema.js';

/**
 * GET /api/scans gives each scan the owner's previous succeeded scan of the same site, scope and
 * profile, so the runs list can say "4 new issues, 1 fixed since the previous scan". Rows are written
 * directly (the API-only role runs no worker): what matters here is which earlier scan is picked.
 */

let database: TestDatabase;
let service: TestService;
let alice: Record<string, string>;
let bob: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startTestService({
    db: database.db,
    authenticate: headerAuthenticator(database.db),
    env: { ROLE: 'api' },
  });
  alice = { 'x-test-user': (await createTestUser(database.db, 'alice-previous')).id };
  bob = { 'x-test-user': (await createTestUser(database.db, 'bob-previous')).id };
});

afterAll(async () => {
  await service?.close();
  await database?.destroy();
});

let clock = Date.parse('2026-01-01T00:00:00Z');

async function scanOf(
  owner: Record<string, string>,
  site: string,
  outcome: { status: 'succeeded' | 'failed' | 'queued'; critical?: number; serious?: number; minor?: number },
  what: { scope?: 'page' | 'site'; profile?: 'bfsg' | 'wcag22aa'; path?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await insertScan(database.db.orm, {
    id,
    organisationId: owner['x-test-user']!,
    url: `https://${site}${what.path ?? '/'}`,
    site,
    scope: what.scope ?? 'site',
    profile: what.profile ?? 'bfsg',
    pageBudget: 10,
  });
  const critical = outcome.critical ?? 0;
  const serious = outcome.serious ?? 0;
  const minor = outcome.minor ?? 0;
  clock += 60_000;
  await database.db.orm
    .update(scans)
    .set({
      status: outcome.status,
      critical,
      serious,
      minor,
      violations: critical + serious + minor,
      issueCount: critical + serious + minor,
      createdAt: new Date(clock),
      ...(outcome.status === 'queued' ? {} : { finishedAt: new Date(clock + 1000) }),
    })
    .where(eq(scans.id, id));
  return id;
}

describe('the previous scan of the same site in the scans list', () => {
  it('is the latest earlier succeeded scan of that site by the same owner', async () => {
    const first = await scanOf(alice, 'shop.example', { status: 'succeeded', critical: 2, serious: 3 });
    await scanOf(bob, 'shop.example', { status: 'succeeded', critical: 9 });
    const otherSite = await scanOf(alice, 'blog.example', { status: 'succeeded', minor: 1 });
    const failed = await scanOf(alice, 'shop.example', { status: 'failed' });
    const latest = await scanOf(alice, 'shop.example', { status: 'succeeded', critical: 1, serious: 1 });
    const queued = await scanOf(alice, 'shop.example', { status: 'queued' });

    const { status, json } = await getJson(`${service.baseUrl}/api/scans`, alice);
    expect(status).toBe(200);
    const items = (json as ScanList).items;
    const previousOf = (id: string) => items.find((item) => item.id === id)?.previous;

    expect(items.map((item) => item.id)).toEqual([queued, latest, failed, otherSite, first]);
    expect(previousOf(first)).toBeNull();
    expect(previousOf(otherSite)).toBeNull();
    // The failed scan in between is skipped; bob's scan of the same site is not alice's.
    // These rows have no stored issues to compare: nothing added, nothing fixed (counts.test.ts compares real ones).
    expect(previousOf(latest)).toEqual({ id: first, issues: 5, added: 0, fixed: 0 });
    expect(previousOf(failed)?.id).toBe(first);
    expect(previousOf(queued)?.id).toBe(latest);
  });

  it('follows the cursor: a scan on the next page still finds its predecessor', async () => {
    const { json: firstPage } = await getJson(`${service.baseUrl}/api/scans?limit=2`, alice);
    const cursor = (firstPage as ScanList).nextCursor;
    expect(cursor).toBeDefined();
    const { json: secondPage } = await getJson(
      `${service.baseUrl}/api/scans?limit=2&cursor=${cursor}`,
      alice,
    );
    const failedRow = (secondPage as ScanList).items[0]!;
    expect(failedRow.status).toBe('failed');
    expect(failedRow.previous?.issues).toBe(5);
  });
});

describe('only like is compared with like', () => {
  it('skips earlier scans of another scope, another profile or, for a single page, another page', async () => {
    const carol = { 'x-test-user': (await createTestUser(database.db, 'carol-previous')).id };
    const site = 'like.example';
    const wholeSite = await scanOf(carol, site, { status: 'succeeded', critical: 16 });
    const firstPage = await scanOf(carol, site, { status: 'succeeded', critical: 2 }, { scope: 'page' });
    const otherPage = await scanOf(
      carol,
      site,
      { status: 'succeeded', minor: 1 },
      { scope: 'page', path: '/contact' },
    );
    const strictProfile = await scanOf(
      carol,
      site,
      { status: 'succeeded', critical: 20 },
      { profile: 'wcag22aa' },
    );
    const secondPage = await scanOf(carol, site, { status: 'succeeded', critical: 1 }, { scope: 'page' });
    const secondSite = await scanOf(carol, site, { status: 'succeeded', critical: 10 });

    const { json } = await getJson(`${service.baseUrl}/api/scans`, carol);
    const previousOf = (id: string) => (json as ScanList).items.find((item) => item.id === id)?.previous;

    // The single-page scan is not compared with the whole-site scan before it.
    expect(previousOf(firstPage)).toBeNull();
    expect(previousOf(otherPage)).toBeNull();
    expect(previousOf(strictProfile)).toBeNull();
    expect(previousOf(secondPage)?.id).toBe(firstPage);
    expect(previousOf(secondSite)?.id).toBe(wholeSite);
  });
});
