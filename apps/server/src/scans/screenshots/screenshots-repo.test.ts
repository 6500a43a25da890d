import { randomUUID } from 'node:crypto';
import type { ScanReport } from '@klarsicht/scanner';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportOf } from '../../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { writeScanResult } from '../records/results-repo.js';
import { insertScan, startAttempt } from '../records/scans-repo.js';
import { findingScreenshots, findings, scans } from '../schema.js';
import { findFindingScreenshot } from './screenshots-repo.js';

/** Screenshots written with a scan's result: PGlite, or PostgreSQL with TEST_DATABASE_URL. */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const orm = () => database.db.orm;
const START = 'https://example.com/';
const OTHER_PAGE = 'https://example.com/contact';
const jpeg = (marker: number) => new Uint8Array([0xff, 0xd8, marker, 0xff, 0xd9]);

async function runningScan(): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  await insertScan(orm(), {
    id,
    organisationId: null,
    url: START,
    site: 'example.com',
    scope: 'site',
    profile: 'bfsg',
  });
  const token = randomUUID();
  await startAttempt(orm(), id, token);
  return { id, token };
}

/** Two pages with image-alt; the start page's second node and the contact page's first have pictures. */
function reportWithScreenshots(): ScanReport {
  const report = reportOf(START, [
    { pageUrl: START, ruleId: 'image-alt', category: 'violations', impact: 'critical' },
    { pageUrl: START, ruleId: 'image-alt', category: 'incomplete' },
    { pageUrl: OTHER_PAGE, ruleId: 'image-alt', category: 'violations', impact: 'critical' },
  ]);
  const [start, other] = report.pages;
  start!.violations[0]!.nodes = [
    { selector: 'img.logo', html: '<img class="logo">' },
    { selector: 'img.hero', html: '<img class="hero">', screenshot: { mime: 'image/jpeg', data: jpeg(1) } },
  ];
  other!.violations[0]!.nodes = [
    { selector: 'img', html: '<img>', screenshot: { mime: 'image/jpeg', data: jpeg(2) } },
  ];
  return report;
}

describe('writing a result with screenshots', () => {
  it('stores each picture beside its finding and names it in the node', async () => {
    const scan = await runningScan();
    expect(
      await orm().transaction((tx) => writeScanResult(tx, scan.id, scan.token, reportWithScreenshots())),
    ).toBe(true);
    const rows = await orm().select().from(findings).where(eq(findings.scanId, scan.id));
    const startViolation = rows.find((row) => row.pageUrl === START && row.category === 'violations')!;
    const otherViolation = rows.find((row) => row.pageUrl === OTHER_PAGE)!;
    const review = rows.find((row) => row.category === 'incomplete')!;
    // Without a picture the node keeps no screenshot id; its issue key is there as on every node.
    expect(startViolation.nodes[0]).toEqual({
      selector: 'img.logo',
      html: '<img class="logo">',
      issueKey: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(review.nodes[0]?.screenshotId).toBeUndefined();

    const heroId = startViolation.nodes[1]!.screenshotId!;
    const hero = await orm().select().from(findingScreenshots).where(eq(findingScreenshots.id, heroId));
    expect(hero).toHaveLength(1);
    expect(hero[0]).toMatchObject({
      scanId: scan.id,
      findingId: startViolation.id,
      nodeIndex: 1,
      mime: 'image/jpeg',
    });
    expect([...(await findFindingScreenshot(orm(), scan.id, heroId))!.bytes]).toEqual([...jpeg(1)]);
    const otherId = otherViolation.nodes[0]!.screenshotId!;
    expect([...(await findFindingScreenshot(orm(), scan.id, otherId))!.bytes]).toEqual([...jpeg(2)]);
    // Only under its own scan.
    expect(await findFindingScreenshot(orm(), randomUUID(), heroId)).toBeUndefined();

    // Deleting the scan takes its pictures with it.
    await orm().delete(scans).where(eq(scans.id, scan.id));
    expect(
      await orm().select().from(findingScreenshots).where(eq(findingScreenshots.scanId, scan.id)),
    ).toEqual([]);
  });

  it('stores nothing for an attempt that no longer owns the scan', async () => {
    const scan = await runningScan();
    await startAttempt(orm(), scan.id, randomUUID());
    expect(
      await orm().transaction((tx) => writeScanResult(tx, scan.id, scan.token, reportWithScreenshots())),
    ).toBe(false);
    expect(
      await orm().select().from(findingScreenshots).where(eq(findingScreenshots.scanId, scan.id)),
    ).toEqual([]);
  });
});
