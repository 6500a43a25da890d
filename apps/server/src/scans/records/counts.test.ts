import { scanListSchema, scanOverviewSchema, scanReportSchema, scanViewSchema } from '@klarsicht/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlannedFinding, storeFinishedScan } from '../../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { buildTestApp } from '../../../test-support/test-service.js';

/**
 * One definition of each count (issue 28, item 5): the runs list, the scan, the result page's
 * overview and the reports say the same numbers of issues, occurrences, issues by impact, places
 * to review, and issues new and fixed since the previous scan.
 */

let database: TestDatabase;
let app: FastifyInstance;
const carol = { 'x-test-user': 'carol-counts' };

const HOME = 'https://counts.example/';
const ABOUT = 'https://counts.example/about';
const SHOP = 'https://counts.example/shop';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { ROLE: 'api' } });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url, headers: carol });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

const templateHeader = (pageUrl: string): PlannedFinding => ({
  pageUrl,
  ruleId: 'color-contrast',
  category: 'violations',
  impact: 'serious',
  selector: 'header a',
});

describe('the counts of a scan', () => {
  it('are the same in the runs list, the scan, the overview and the reports', async () => {
    const scan = (findings: PlannedFinding[]) =>
      storeFinishedScan(database.db, {
        organisationId: carol['x-test-user'],
        url: HOME,
        site: 'counts.example',
        findings,
      });
    await scan([
      templateHeader(HOME),
      templateHeader(ABOUT),
      { pageUrl: HOME, ruleId: 'region', category: 'violations', impact: 'moderate', selector: 'main' },
    ]);
    const current = await scan([
      // One issue on three pages: one issue, three occurrences, not new.
      templateHeader(HOME),
      templateHeader(ABOUT),
      templateHeader(SHOP),
      // Two new issues of one rule on one page (two rules × pages would say one).
      { pageUrl: SHOP, ruleId: 'image-alt', category: 'violations', impact: 'critical', selector: 'img.a' },
      { pageUrl: ABOUT, ruleId: 'image-alt', category: 'violations', impact: 'critical', selector: 'img.b' },
      { pageUrl: ABOUT, ruleId: 'label', category: 'violations', impact: 'critical', selector: '#mail' },
      // Places to review: the same element on two pages is one place; another element another.
      {
        pageUrl: HOME,
        ruleId: 'color-contrast',
        category: 'incomplete',
        impact: 'serious',
        selector: 'nav a',
      },
      {
        pageUrl: ABOUT,
        ruleId: 'color-contrast',
        category: 'incomplete',
        impact: 'serious',
        selector: 'nav a',
      },
      {
        pageUrl: SHOP,
        ruleId: 'aria-hidden-focus',
        category: 'incomplete',
        impact: 'serious',
        selector: 'dialog',
      },
    ]);

    const expected = {
      issues: 4,
      occurrences: 6,
      rules: 3,
      byImpact: { critical: 3, serious: 1, moderate: 0, minor: 0 },
      needsReview: 2,
    };

    const one = scanViewSchema.parse(await get(`/api/scans/${current}`));
    expect(one.counts).toEqual(expected);

    const list = scanListSchema.parse(await get('/api/scans'));
    const listed = list.items.find((item) => item.id === current)!;
    expect(listed.counts).toEqual(expected);
    // The region issue was fixed, three image and label issues are new; the header is unchanged.
    expect(listed.previous).toMatchObject({ added: 3, fixed: 1, issues: 2 });

    const overview = scanOverviewSchema.parse(await get(`/api/scans/${current}/overview`));
    expect(overview.violations.issues).toBe(expected.issues);
    expect(overview.violations.occurrences).toBe(expected.occurrences);
    for (const [impact, issues] of Object.entries(expected.byImpact)) {
      expect(overview.violations.byImpact[impact as keyof typeof expected.byImpact].issues).toBe(issues);
    }
    expect(overview.needsReview.issues).toBe(expected.needsReview);
    expect(overview.previous).toMatchObject({ added: listed.previous!.added, fixed: listed.previous!.fixed });

    const report = scanReportSchema.parse(await get(`/api/scans/${current}/report.json`));
    expect(report.summary).toMatchObject({
      issues: expected.issues,
      occurrences: expected.occurrences,
      violatedRules: expected.rules,
      issuesByImpact: expected.byImpact,
      needsReviewIssues: expected.needsReview,
    });
    const byPrinciple = Object.values(report.summary.issuesByPrinciple).reduce((a, b) => a + b, 0);
    expect(byPrinciple).toBe(expected.issues);
  });
});
