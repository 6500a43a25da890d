import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlannedFinding, storeFinishedScan } from '../../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { buildTestApp } from '../../../test-support/test-service.js';
import { ensureUser } from '../../accounts/users-repo.js';

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let stranger: string;

const HOME = 'https://shop.example/';
const ABOUT = 'https://shop.example/about';
const as = (user: string) => ({ 'x-test-user': user });
const findings: PlannedFinding[] = [
  { pageUrl: HOME, ruleId: 'color-contrast', category: 'incomplete', impact: 'serious' },
  { pageUrl: ABOUT, ruleId: 'color-contrast', category: 'incomplete', impact: 'serious' },
  { pageUrl: HOME, ruleId: 'image-alt', category: 'violations', impact: 'critical' },
];
const scanOfShop = (user: string) =>
  storeFinishedScan(database.db, { organisationId: user, url: HOME, site: 'shop.example', findings });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  await app.ready();
  owner = (await ensureUser(database.db.orm, 'https://issuer.test', 'review-owner', {})).id;
  stranger = (await ensureUser(database.db.orm, 'https://issuer.test', 'review-stranger', {})).id;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const markReviewed = (user: string, body: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/reviews', headers: as(user), payload: body });

async function reviewStates(user: string, scanId: string): Promise<Record<string, string | null>> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/scans/${scanId}/needs-review`,
    headers: as(user),
  });
  expect(response.statusCode).toBe(200);
  const items = response.json().items as Array<{
    pageUrl: string;
    category: string;
    reviewed: { id: string } | null;
  }>;
  expect(items.every((item) => item.category === 'incomplete')).toBe(true);
  return Object.fromEntries(items.map((item) => [item.pageUrl, item.reviewed?.id ?? null]));
}

describe('the needs-review workflow', () => {
  it('remembers a mark for the site: a later scan shows the finding as reviewed', async () => {
    const first = await scanOfShop(owner);
    const marked = await markReviewed(owner, {
      scanId: first,
      ruleId: 'color-contrast',
      pageUrl: ABOUT,
      note: 'Text over the photo was checked by hand.',
    });
    expect(marked.statusCode).toBe(200);
    const review = marked.json();
    expect(review).toMatchObject({ site: 'shop.example', ruleId: 'color-contrast', pageUrl: ABOUT });

    const later = await scanOfShop(owner);
    expect(await reviewStates(owner, later)).toEqual({ [HOME]: null, [ABOUT]: review.id });

    // A mark for every page covers the rest; the page's own mark still wins on its page.
    const everywhere = (await markReviewed(owner, { scanId: later, ruleId: 'color-contrast' })).json();
    expect(everywhere.pageUrl).toBeNull();
    expect(await reviewStates(owner, later)).toEqual({ [HOME]: everywhere.id, [ABOUT]: review.id });

    const listed = await app.inject({
      method: 'GET',
      url: `/api/scans/${later}/reviews`,
      headers: as(owner),
    });
    expect(
      listed
        .json()
        .items.map((item: { id: string }) => item.id)
        .sort(),
    ).toEqual([review.id, everywhere.id].sort());

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/reviews/${everywhere.id}`,
      headers: as(owner),
    });
    expect(removed.statusCode).toBe(204);
    expect(await reviewStates(owner, later)).toEqual({ [HOME]: null, [ABOUT]: review.id });
  });

  it('accepts only needs-review findings that exist in the scan', async () => {
    const scanId = await scanOfShop(owner);
    const violation = await markReviewed(owner, { scanId, ruleId: 'image-alt', pageUrl: HOME });
    expect(violation.statusCode).toBe(400);
    expect((await markReviewed(owner, { scanId, ruleId: 'label' })).statusCode).toBe(404);
    expect((await markReviewed(owner, { scanId, ruleId: 'color\u0000contrast' })).statusCode).toBe(400);
    expect((await markReviewed(owner, { scanId: 'not-a-scan', ruleId: 'color-contrast' })).statusCode).toBe(
      404,
    );
    expect(
      (await markReviewed(owner, { scanId, ruleId: 'color-contrast', pageUrl: `${HOME}x` })).statusCode,
    ).toBe(404);
  });

  it("keeps one user's marks and scans away from another", async () => {
    const scanId = await scanOfShop(owner);
    expect((await markReviewed(stranger, { scanId, ruleId: 'color-contrast' })).statusCode).toBe(404);
    const review = (await markReviewed(owner, { scanId, ruleId: 'color-contrast', pageUrl: HOME })).json();
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/reviews/${review.id}`,
      headers: as(stranger),
    });
    expect(deleted.statusCode).toBe(404);
    for (const path of ['reviews', 'needs-review']) {
      const read = await app.inject({
        method: 'GET',
        url: `/api/scans/${scanId}/${path}`,
        headers: as(stranger),
      });
      expect(read.statusCode).toBe(404);
    }
    // The stranger's own scan of the same site does not see the owner's mark.
    const theirs = await scanOfShop(stranger);
    expect(await reviewStates(stranger, theirs)).toEqual({ [HOME]: null, [ABOUT]: null });
    expect((await reviewStates(owner, scanId))[HOME]).toBe(review.id);
  });
});
