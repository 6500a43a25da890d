import { randomUUID } from 'node:crypto';
import type { ScanReport } from '@klarsicht/scanner';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { migrate } from '../../platform/db/migrate.js';
import { countHit } from '../../platform/http/rate-limit-repo.js';
import { siteStatistics } from '../stats/stats-repo.js';
import { listFindings, listPages, writeScanResult } from './results-repo.js';
import { findScan, insertScan, recordProgress, releaseAttempt, startAttempt } from './scans-repo.js';
import { toPageView, toScanView } from './views.js';

/** The typed queries against a real database: PGlite, or PostgreSQL with TEST_DATABASE_URL. */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const orm = () => database.db.orm;

async function newScan(site = 'example.com'): Promise<string> {
  const id = randomUUID();
  await insertScan(orm(), {
    id,
    organisationId: null,
    url: `https://${site}/`,
    site,
    scope: 'page',
    profile: 'bfsg',
  });
  return id;
}

function reportWith(violatedRules: string[], url = 'https://example.com/'): ScanReport {
  const finding = (id: string) => ({
    id,
    source: 'axe' as const,
    impact: 'serious' as const,
    description: `${id} description`,
    help: `${id} help`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.10/${id}`,
    tags: ['wcag2a'],
    wcag: [{ id: '1.1.1', level: 'A' as const, title: 'Non-text Content', version: '2.0' as const }],
    en301549: ['9.1.1.1'],
    nodes: [{ selector: 'img', html: '<img src="x">', failureSummary: 'Fix it' }],
    nodeCount: 1,
  });
  const counts = {
    violations: violatedRules.length,
    passes: 1,
    incomplete: 0,
    inapplicable: 0,
    bestPractices: 0,
  };
  const byImpact = { critical: 0, serious: violatedRules.length, moderate: 0, minor: 0 };
  return {
    url,
    profile: 'bfsg',
    startedAt: new Date().toISOString(),
    finishedAt: new Date().toISOString(),
    pages: [
      {
        url,
        status: 200,
        title: 'Example',
        violations: violatedRules.map(finding),
        passes: [finding('document-title')],
        incomplete: [],
        inapplicable: [],
        bestPractices: [],
        counts,
        byImpact,
        durationMs: 1234,
      },
    ],
    summary: {
      ...counts,
      pagesScanned: 1,
      pagesFailed: 0,
      byImpact,
      violatedRules: violatedRules.length,
      affectedNodes: violatedRules.length,
    },
    engine: { name: 'klarsicht', version: 'test', axeVersion: '4.x', userAgent: 'test' },
  };
}

describe('migrations', () => {
  it('are applied once; running them again (also concurrently) changes nothing', async () => {
    const again = await Promise.all([migrate(database.db), migrate(database.db)]);
    expect(again.map((result) => result.applied)).toEqual([[], []]);
    const { rows } = await database.db.executeSql('select version from schema_migrations order by version');
    expect(rows.map((row) => row.version)).toEqual([
      '0000_init',
      '0001_accounts',
      '0002_billing',
      '0003_customer_scans',
      '0004_screenshots',
      '0005_worker_leases',
      '0006_pages_as_they_finish',
      '0007_issues_across_pages',
      '0008_best_practice_counts',
      '0009_conformance',
      '0010_accessibility_statements',
      '0011_criterion_evidence',
      '0012_site_scan_settings',
      '0013_documents_and_consent',
      '0014_site_consent_settings',
      '0015_page_aliases',
      '0016_site_start_address',
      '0017_local_plan_changes',
      '0019_scan_issue_counts',
      '0020_pages_not_checked',
      '0021_organisations',
      '0022_client_groups',
      '0023_issue_decisions',
      '0024_notifications',
      '0025_scan_issues_by_status',
      '0026_webhooks',
      '0027_trackers',
      '0028_site_applicability',
      '0029_site_evaluations',
      '0030_site_flows',
    ]);
  });
});

describe('the checks a page did not finish', () => {
  it('are stored with the page and read back as the engine wrote them; a page that finished has none', async () => {
    const notChecked = [
      { check: 'keyboard' as const, reason: 'timeout' as const, detail: 'no answer within 15 s' },
      { check: 'focus' as const, reason: 'page-stalled' as const },
    ];
    const cut = await newScan();
    const whole = await newScan();
    for (const [id, report] of [
      [cut, reportWith(['label'])],
      [whole, reportWith(['label'])],
    ] as const) {
      const token = randomUUID();
      await startAttempt(orm(), id, token);
      if (id === cut) report.pages[0]!.notChecked = notChecked;
      expect(await orm().transaction((tx) => writeScanResult(tx, id, token, report))).toBe(true);
    }
    const [cutPage] = await listPages(orm(), cut);
    const [wholePage] = await listPages(orm(), whole);
    expect(toPageView(cutPage!).notChecked).toEqual(notChecked);
    expect(toPageView(wholePage!)).not.toHaveProperty('notChecked');
  });
});

describe('the attempt token', () => {
  it('lets only the attempt that owns the scan write its result', async () => {
    const id = await newScan();
    const stale = randomUUID();
    const current = randomUUID();
    expect(await startAttempt(orm(), id, stale)).toMatchObject({ status: 'running', attempts: 1 });
    // The job expired and came back: a second worker starts a new attempt.
    expect(await startAttempt(orm(), id, current)).toMatchObject({ status: 'running', attempts: 2 });

    expect(await recordProgress(orm(), id, stale, { pagesDone: 1, pagesTotal: 1 })).toBeUndefined();
    expect(await orm().transaction((tx) => writeScanResult(tx, id, stale, reportWith(['image-alt'])))).toBe(
      false,
    );
    expect(
      await orm().transaction((tx) => writeScanResult(tx, id, current, reportWith(['label', 'list']))),
    ).toBe(true);
    // The stale worker finishing later changes nothing either.
    expect(await orm().transaction((tx) => writeScanResult(tx, id, stale, reportWith(['image-alt'])))).toBe(
      false,
    );
    expect(await orm().transaction((tx) => writeScanResult(tx, id, current, reportWith(['label'])))).toBe(
      false,
    );

    expect(await findScan(orm(), id)).toMatchObject({ status: 'succeeded', violations: 2, serious: 2 });
    expect(await listPages(orm(), id)).toHaveLength(1);
    const violations = await listFindings(orm(), id, { category: 'violations' }, { limit: 10, offset: 0 });
    expect(violations.items.map((finding) => finding.ruleId)).toEqual(['label', 'list']);
    // A finished scan cannot be started again.
    expect(await startAttempt(orm(), id, randomUUID())).toBeUndefined();
  });

  it('lets concurrent writers of the same attempt complete the scan once', async () => {
    const id = await newScan();
    const token = randomUUID();
    await startAttempt(orm(), id, token);
    const results = await Promise.all(
      [1, 2, 3].map(() => orm().transaction((tx) => writeScanResult(tx, id, token, reportWith(['label'])))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await listPages(orm(), id)).toHaveLength(1);
  });

  it('puts an interrupted attempt back to queued, as interrupted, keeping its progress', async () => {
    const id = await newScan();
    const token = randomUUID();
    await startAttempt(orm(), id, token);
    await recordProgress(orm(), id, token, { pagesDone: 3, pagesTotal: 9 });
    expect(await releaseAttempt(orm(), id, randomUUID())).toBe(false);
    expect(await releaseAttempt(orm(), id, token)).toBe(true);
    const released = await findScan(orm(), id);
    expect(released).toMatchObject({ status: 'queued', attemptToken: null, pagesDone: 3, pagesTotal: 9 });
    expect(released?.interruptedAt).toBeInstanceOf(Date);
    expect(toScanView(released!).interruptedAt).toBe(released?.interruptedAt?.toISOString());

    // The next attempt starts from zero, but the count the user sees does not jump back.
    const next = randomUUID();
    expect(await startAttempt(orm(), id, next)).toMatchObject({ interruptedAt: null, pagesDone: 3 });
    expect(await recordProgress(orm(), id, next, { pagesDone: 1, pagesTotal: 9 })).toEqual({
      pagesDone: 3,
      pagesTotal: 9,
    });
    expect(await recordProgress(orm(), id, next, { pagesDone: 4, pagesTotal: 10 })).toEqual({
      pagesDone: 4,
      pagesTotal: 10,
    });
    expect(toScanView((await findScan(orm(), id))!).interruptedAt).toBeUndefined();
  });
});

describe('rate limit counters', () => {
  it('count hits in a window shared by everyone using the database', async () => {
    const key = `test:${randomUUID()}`;
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await countHit(orm(), key, 60_000));
    expect(hits.map((hit) => hit.hits)).toEqual([1, 2, 3]);
    expect(hits[2]!.msUntilReset).toBeGreaterThan(55_000);
    expect(hits[2]!.msUntilReset).toBeLessThanOrEqual(60_000);
  });

  it('start a new window when the old one has ended', async () => {
    const key = `test:${randomUUID()}`;
    await countHit(orm(), key, 60_000);
    await database.db.executeSql(
      `update rate_limits set reset_at = now() - interval '1 second' where key = $1`,
      [key],
    );
    expect((await countHit(orm(), key, 60_000)).hits).toBe(1);
  });
});

describe('site statistics', () => {
  it('count each site once, by its latest finished scan', async () => {
    const finish = async (site: string, rules: string[], finishedAt: string) => {
      const id = await newScan(site);
      const token = randomUUID();
      await startAttempt(orm(), id, token);
      await orm().transaction((tx) => writeScanResult(tx, id, token, reportWith(rules, `https://${site}/`)));
      await orm().execute(sql`update scans set finished_at = ${finishedAt}::timestamptz where id = ${id}`);
    };
    // Only the scans made here count.
    await database.db.executeSql('delete from scans', []);
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();
    await finish('stats-a.test', ['a', 'b', 'c', 'd'], daysAgo(5));
    await finish('stats-a.test', ['a'], daysAgo(1)); // the latest of stats-a: 1 issue
    await finish('stats-b.test', ['a', 'b'], daysAgo(2));
    await finish('stats-c.test', ['a', 'b', 'c'], daysAgo(40)); // outside the window

    const window = (days: number) => siteStatistics(orm(), new Date(now - days * 86_400_000));
    expect(await window(30)).toEqual({ sites: 2, avgIssues: 1.5 });
    expect(await window(1.5)).toEqual({ sites: 1, avgIssues: 1 });
    expect(await window(0.5)).toEqual({ sites: 0, avgIssues: 0 });
  });
});
