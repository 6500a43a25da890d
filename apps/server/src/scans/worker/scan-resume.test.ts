import { CHAIN_PAGES, type FixtureSite, startFixtureSite } from '@klarsicht/fixture-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { startTestService, type TestService } from '../../../test-support/test-service.js';
import { queueSiteScan, waitFor } from '../../../test-support/worker-processes.js';
import { listFindings, listPages } from '../records/results-repo.js';
import { findScan } from '../records/scans-repo.js';

/**
 * A site scan stores each page as it finishes. Interrupted (here by a shutdown, which hands the
 * job back at once; worker-crash.test.ts does the same with SIGKILL), the next attempt keeps the
 * stored pages, does not load them again, carries the crawl on from their links, and the progress
 * the user sees never goes back.
 */

let database: TestDatabase;
let site: FixtureSite;
const services: TestService[] = [];

beforeAll(async () => {
  [database, site] = await Promise.all([createTestDatabase(), startFixtureSite({ pages: 'shop' })]);
  site.chainDelayMs = 1_000;
});
afterAll(async () => {
  for (const service of services) await service.close().catch(() => undefined);
  await site?.close();
  await database?.destroy();
});

async function start(): Promise<TestService> {
  const service = await startTestService({ db: database.db, env: { WORKER_CONCURRENCY: '1' } });
  services.push(service);
  return service;
}

describe('a site scan interrupted half-way', () => {
  it('resumes from the pages it had stored, loading none of them twice', async () => {
    const first = await start();
    const scanId = await queueSiteScan(database.db, first.queue, site.url('/chain/1.html'), 20);

    // Pages appear while the scan runs, each with its findings.
    await waitFor(async () => (await listPages(database.db.orm, scanId)).length >= 3, 60_000);
    await first.close();

    const kept = await listPages(database.db.orm, scanId);
    const interrupted = await findScan(database.db.orm, scanId);
    expect(interrupted?.status).toBe('queued');
    expect(interrupted?.interruptedAt).not.toBeNull();
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect(kept.length).toBeLessThan(CHAIN_PAGES);
    const progressBefore = interrupted!.pagesDone;
    expect(progressBefore).toBeGreaterThanOrEqual(kept.length);

    const second = await start();
    let lowestProgress = Number.POSITIVE_INFINITY;
    await waitFor(async () => {
      const scan = await findScan(database.db.orm, scanId);
      if (scan?.status === 'running') lowestProgress = Math.min(lowestProgress, scan.pagesDone);
      return scan?.status === 'succeeded' || scan?.status === 'failed';
    }, 90_000);
    await second.close();

    const scan = (await findScan(database.db.orm, scanId))!;
    expect(scan.status).toBe('succeeded');
    expect(scan.attempts).toBe(2);
    if (Number.isFinite(lowestProgress)) expect(lowestProgress).toBeGreaterThanOrEqual(progressBefore);

    const pages = await listPages(database.db.orm, scanId);
    // Every page of the chain once: the crawl went on from the stored pages' links.
    expect(pages.map((page) => new URL(page.url).pathname).sort()).toEqual(
      Array.from({ length: CHAIN_PAGES }, (_, i) => `/chain/${i + 1}.html`).sort(),
    );
    // The pages stored before the interruption are the same rows, and were not fetched again.
    const keptIds = new Set(kept.map((page) => page.id));
    expect(pages.filter((page) => keptIds.has(page.id)).map((page) => page.url)).toEqual(
      kept.map((page) => page.url),
    );
    for (const page of kept) expect(site.requestsOf(new URL(page.url).pathname)).toBe(1);
    expect(pages.map((page) => page.position)).toEqual(pages.map((_, index) => index));

    // The totals are those of every page, not only of the second attempt's.
    expect(scan.pagesDone).toBe(CHAIN_PAGES);
    expect(scan.pagesTotal).toBe(CHAIN_PAGES);
    const imageAlt = await listFindings(
      database.db.orm,
      scanId,
      { category: 'violations' },
      { limit: 100, offset: 0 },
    );
    expect(imageAlt.items.filter((finding) => finding.ruleId === 'image-alt')).toHaveLength(CHAIN_PAGES);
    expect(scan.violations).toBe(pages.reduce((sum, page) => sum + page.violations, 0));
    expect(scan.violations).toBe(imageAlt.total);
  }, 180_000);
});
