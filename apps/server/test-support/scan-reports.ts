import { randomUUID } from 'node:crypto';
import { findCriterion, toCriterionRef } from '@klarsicht/report';
import type {
  Category,
  Finding,
  Impact,
  PageFeature,
  PageReport,
  ProfileId,
  Scanner,
  ScanReport,
} from '@klarsicht/scanner';
import type { Database } from '../src/platform/db/database.js';
import { writeScanResult } from '../src/scans/records/results-repo.js';
import { insertScan, startAttempt } from '../src/scans/records/scans-repo.js';
import { testUserId } from './test-identity.js';

/** Scan reports made to order, stored the way the worker stores them, or handed out by a fake engine. */

export interface PlannedFinding {
  pageUrl: string;
  ruleId: string;
  category: Category;
  impact?: Impact | null;
  /** The WCAG criteria the finding's rule tests (ids, e.g. "1.1.1"); none by default. */
  wcag?: string[];
  /** The failing element's selector (its HTML follows from it); `body` by default. */
  selector?: string;
}

export function reportOf(
  url: string,
  planned: readonly PlannedFinding[],
  features: Readonly<Record<string, PageFeature[]>> = {},
): ScanReport {
  const pageUrls = [...new Set([url, ...planned.map((finding) => finding.pageUrl)])];
  const pages: PageReport[] = pageUrls.map((pageUrl) => {
    const page: PageReport = {
      url: pageUrl,
      status: 200,
      title: pageUrl,
      ...(features[pageUrl] ? { features: features[pageUrl] } : {}),
      violations: [],
      passes: [],
      incomplete: [],
      inapplicable: [],
      bestPractices: [],
      counts: { violations: 0, passes: 0, incomplete: 0, inapplicable: 0, bestPractices: 0 },
      byImpact: { critical: 0, serious: 0, moderate: 0, minor: 0 },
      durationMs: 5,
    };
    for (const finding of planned.filter((entry) => entry.pageUrl === pageUrl)) {
      page[finding.category].push(findingOf(finding));
      page.counts[finding.category]++;
      if (finding.category === 'violations' && finding.impact) page.byImpact[finding.impact]++;
    }
    return page;
  });
  const sum = (pick: (page: PageReport) => number) => pages.reduce((total, page) => total + pick(page), 0);
  const now = new Date().toISOString();
  return {
    url,
    profile: 'bfsg',
    startedAt: now,
    finishedAt: now,
    pages,
    summary: {
      pagesScanned: pages.length,
      pagesFailed: 0,
      violations: sum((page) => page.counts.violations),
      passes: sum((page) => page.counts.passes),
      incomplete: sum((page) => page.counts.incomplete),
      inapplicable: sum((page) => page.counts.inapplicable),
      bestPractices: sum((page) => page.counts.bestPractices),
      byImpact: {
        critical: sum((page) => page.byImpact.critical),
        serious: sum((page) => page.byImpact.serious),
        moderate: sum((page) => page.byImpact.moderate),
        minor: sum((page) => page.byImpact.minor),
      },
      violatedRules: new Set(planned.filter((f) => f.category === 'violations').map((f) => f.ruleId)).size,
      affectedNodes: sum((page) => page.violations.length),
    },
    engine: { name: 'klarsicht', version: 'test', axeVersion: 'test', userAgent: 'test' },
  };
}

function findingOf(planned: PlannedFinding): Finding {
  return {
    id: planned.ruleId,
    source: 'axe',
    impact: planned.impact ?? null,
    description: `Description of ${planned.ruleId}`,
    help: `Help for ${planned.ruleId}`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.10/${planned.ruleId}`,
    tags: ['wcag2a'],
    wcag: (planned.wcag ?? []).map((id) => toCriterionRef(findCriterion(id)!)),
    en301549: [],
    nodes: [{ selector: planned.selector ?? 'body', html: `<${planned.selector ?? 'body'}>` }],
    nodeCount: 1,
  };
}

/** A finished scan with exactly these findings, stored through the repositories. Returns its id. */
export async function storeFinishedScan(
  db: Database,
  scan: {
    organisationId: string | null;
    url: string;
    site: string;
    scope?: 'page' | 'site';
    profile?: ProfileId;
    findings: PlannedFinding[];
    /** What the pages contain, by page URL. */
    features?: Record<string, PageFeature[]>;
    /** The pages that are PDF documents, by page URL, with their title (null: the document has none). */
    documents?: Readonly<Record<string, string | null>>;
  },
): Promise<string> {
  const id = randomUUID();
  await insertScan(db.orm, {
    id,
    // A test person's name ('carol') stands for their personal organisation.
    organisationId: scan.organisationId === null ? null : await testUserId(db, scan.organisationId),
    url: scan.url,
    site: scan.site,
    scope: scan.scope ?? 'site',
    profile: scan.profile ?? 'bfsg',
    pageBudget: null,
  });
  const token = randomUUID();
  await startAttempt(db.orm, id, token);
  const report = reportOf(scan.url, scan.findings, scan.features);
  for (const page of report.pages) {
    const documentTitle = scan.documents?.[page.url];
    if (documentTitle === undefined) continue;
    page.kind = 'document';
    if (documentTitle === null) delete page.title;
    else page.title = documentTitle;
  }
  const written = await db.orm.transaction((tx) => writeScanResult(tx, id, token, report));
  if (!written) throw new Error('storeFinishedScan: the result was not written');
  return id;
}

/** An engine that answers every scan with the report `next()` gives, without a browser. */
export function scriptedScanner(next: (url: string) => ScanReport): Scanner & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async scanPages(urls) {
      calls.push(urls[0]!);
      return next(urls[0]!);
    },
    async scanSite(url) {
      calls.push(url);
      return next(url);
    },
    async runFlow(recording) {
      calls.push(recording.title);
      return next(recording.title);
    },
    async close() {},
    browserRestarts: 0,
  };
}
