import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Finding, PageReport, ScanReport } from '@klarsicht/scanner';
import { summarise } from '@klarsicht/scanner';
import { type Browser, chromium, type Page } from 'playwright-core';
import { migrate } from '../src/platform/db/migrate.js';
import { openPgliteDatabase } from '../src/platform/db/pglite.js';
import { storeScanPage, writeScanResult } from '../src/scans/records/results-repo.js';
import { insertScan, startAttempt } from '../src/scans/records/scans-repo.js';
import { insertShareLink } from '../src/scans/sharing/share-links-repo.js';
import { newShareToken } from '../src/scans/sharing/share-token.js';
import { createTestUser } from '../test-support/billing.js';
import {
  chromiumPath,
  freePort,
  requireBuild,
  startBuiltServer,
  stopServer,
  waitUntilReady,
} from './built-server.js';

/**
 * `npm run bench:results-page`: how a very large scan reads. Seeds a site scan of BENCH_PAGES pages
 * (default 2,000) with BENCH_NODES_PER_PAGE affected elements each (default 50: ten rules with five
 * elements, three of them from the site's template), stored page by page as the worker stores them,
 * into an embedded database; starts the built server on it, and opens the scan's share page in a
 * real Chromium. Measures what a reader waits for: the overview on screen, the violated rules on
 * screen, one rule opened with its issues, and one template issue's pages listed; the median of
 * BENCH_RUNS page loads (default 5), with the answer times of the API calls behind them and the
 * number of DOM elements the page holds. Run `npm run build` first (the npm script does).
 */

const env = process.env;
const PAGES = Number(env.BENCH_PAGES ?? 2000);
const NODES_PER_PAGE = Number(env.BENCH_NODES_PER_PAGE ?? 50);
const RUNS = Number(env.BENCH_RUNS ?? 5);
const RULES = [
  'image-alt',
  'link-name',
  'button-name',
  'label',
  'color-contrast',
  'list',
  'listitem',
  'heading-order',
  'region',
  'landmark-one-main',
] as const;
const TEMPLATE_NODES_PER_RULE = 3;
const NODES_PER_RULE = Math.max(TEMPLATE_NODES_PER_RULE, Math.round(NODES_PER_PAGE / RULES.length));
const SITE = 'https://grosse-website.example';

function finding(ruleId: string, index: number, pageNumber: number): Finding {
  const nodes = Array.from({ length: NODES_PER_RULE }, (_, node) =>
    node < TEMPLATE_NODES_PER_RULE
      ? { selector: `header .${ruleId}-${node}`, html: `<span class="${ruleId}-${node}">Vorlage</span>` }
      : {
          selector: `main .${ruleId}-${node}-p${pageNumber}`,
          html: `<span class="${ruleId}-${node}">Seite ${pageNumber}</span>`,
        },
  );
  return {
    id: ruleId,
    source: 'axe',
    impact: (['critical', 'serious', 'moderate', 'minor'] as const)[index % 4]!,
    description: `Description of ${ruleId}`,
    help: `Help for ${ruleId}`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.10/${ruleId}`,
    tags: ['wcag2a'],
    wcag: [{ id: '1.1.1', level: 'A', title: 'Non-text Content', version: '2.0' }],
    en301549: ['9.1.1.1'],
    nodes,
    nodeCount: nodes.length,
  };
}

function page(pageNumber: number): PageReport {
  const violations = RULES.map((ruleId, index) => finding(ruleId, index, pageNumber));
  const byImpact = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const item of violations) if (item.impact) byImpact[item.impact]++;
  return {
    url: `${SITE}/seite-${pageNumber}`,
    status: 200,
    title: `Seite ${pageNumber}`,
    violations,
    passes: [],
    incomplete: [],
    inapplicable: [],
    bestPractices: [],
    counts: { violations: violations.length, passes: 0, incomplete: 0, inapplicable: 0, bestPractices: 0 },
    byImpact,
    durationMs: 100,
  };
}

/** A finished scan of PAGES pages behind a share link, in the data directory's embedded database. */
async function seed(dataDir: string): Promise<{ token: string; seconds: number }> {
  const started = Date.now();
  const db = await openPgliteDatabase(path.join(dataDir, 'pglite'));
  try {
    await migrate(db);
    const owner = await createTestUser(db, 'bench');
    const id = randomUUID();
    await insertScan(db.orm, {
      id,
      organisationId: owner.id,
      url: `${SITE}/`,
      site: 'grosse-website.example',
      scope: 'site',
      profile: 'bfsg',
    });
    const attempt = randomUUID();
    await startAttempt(db.orm, id, attempt);
    const pages: PageReport[] = [];
    for (let number = 1; number <= PAGES; number++) {
      const stored = page(number);
      await storeScanPage(db.orm, id, attempt, stored);
      pages.push({ ...stored, violations: [] });
      if (number % 250 === 0) console.log(`seeded ${number} of ${PAGES} pages`);
    }
    const now = new Date().toISOString();
    const report: ScanReport = {
      url: `${SITE}/`,
      profile: 'bfsg',
      startedAt: now,
      finishedAt: now,
      pages: [],
      summary: summarise(pages),
      engine: { name: 'klarsicht', version: 'bench', axeVersion: 'bench', userAgent: 'bench' },
    };
    await db.orm.transaction((tx) => writeScanResult(tx, id, attempt, report));
    const token = newShareToken();
    await insertShareLink(db.orm, { id: randomUUID(), token, scanId: id, createdBy: owner.id });
    return { token, seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    await db.close();
  }
}

interface Timing {
  overviewMs: number;
  rulesMs: number;
  ruleOpenMs: number;
  issuePagesMs: number;
  domElements: number;
}

/** One reader: load the share page, wait for what matters, open the largest rule and a template issue's pages. */
async function readOnce(browserPage: Page, url: string): Promise<Timing> {
  const started = Date.now();
  await browserPage.goto(url);
  await browserPage.getByTestId('overview-lead').waitFor();
  const overviewMs = Date.now() - started;
  const rule = browserPage.getByTestId('rule-issues').first();
  await rule.waitFor();
  const rulesMs = Date.now() - started;
  const openedAt = Date.now();
  await rule.getByRole('heading', { level: 3 }).getByRole('button').click();
  await rule.getByTestId('issue').first().waitFor();
  const ruleOpenMs = Date.now() - openedAt;
  const pagesAt = Date.now();
  await rule
    .getByTestId('issue')
    .first()
    .getByRole('button', { name: /^Alle .* Seiten zeigen$/ })
    .click();
  await rule.getByTestId('issue-pages').first().getByRole('listitem').first().waitFor();
  const issuePagesMs = Date.now() - pagesAt;
  const domElements = await browserPage.evaluate(() => document.getElementsByTagName('*').length);
  return { overviewMs, rulesMs, ruleOpenMs, issuePagesMs, domElements };
}

async function apiTimes(baseUrl: string, token: string): Promise<Record<string, number>> {
  const shared = `${baseUrl}/api/shared/${token}`;
  const rules = (await (await fetch(`${shared}/issue-rules?lang=de`)).json()) as {
    items: Array<{ ruleId: string }>;
  };
  const first = rules.items[0]!.ruleId;
  const issues = (await (await fetch(`${shared}/issues?rule=${first}&limit=20&lang=de`)).json()) as {
    items: Array<{ id: string }>;
  };
  const calls: Record<string, string> = {
    overview: `${shared}/overview?lang=de`,
    'issue-rules': `${shared}/issue-rules?lang=de`,
    'issues of a rule (20)': `${shared}/issues?rule=${first}&limit=20&lang=de`,
    'issues on one page': `${shared}/issues?page=${encodeURIComponent(`${SITE}/seite-${Math.ceil(PAGES / 2)}`)}&lang=de`,
    'pages of a template issue (50)': `${shared}/issues/${issues.items[0]!.id}/pages?limit=50`,
  };
  const times: Record<string, number> = {};
  for (const [name, url] of Object.entries(calls)) {
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      samples.push(performance.now() - started);
    }
    times[name] = Math.round(median(samples));
  }
  return times;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  requireBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'klarsicht-bench-results-'));
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    const { token, seconds } = await seed(dataDir);
    console.log(`seeded ${PAGES} pages × ${RULES.length * NODES_PER_RULE} affected elements in ${seconds} s`);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = startBuiltServer(port, dataDir);
    await waitUntilReady(baseUrl, server);

    browser = await chromium.launch({
      headless: true,
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    });
    const context = await browser.newContext({ locale: 'de-DE' });
    const browserPage = await context.newPage();
    const url = `${baseUrl}/share/${token}`;
    const timings: Timing[] = [];
    for (let run = 0; run < RUNS; run++) {
      const timing = await readOnce(browserPage, url);
      console.log(`run ${run + 1}: ${JSON.stringify(timing)}`);
      timings.push(timing);
    }
    const api = await apiTimes(baseUrl, token);

    const pick = (key: keyof Timing) => Math.round(median(timings.map((timing) => timing[key])));
    console.log(
      `\nresult: ${PAGES} pages × ${RULES.length * NODES_PER_RULE} affected elements, median of ${RUNS}`,
    );
    console.log(`  overview on screen            ${String(pick('overviewMs')).padStart(6)} ms`);
    console.log(`  violated rules on screen      ${String(pick('rulesMs')).padStart(6)} ms`);
    console.log(`  largest rule opened           ${String(pick('ruleOpenMs')).padStart(6)} ms`);
    console.log(`  template issue's pages shown  ${String(pick('issuePagesMs')).padStart(6)} ms`);
    console.log(`  DOM elements with all that    ${String(pick('domElements')).padStart(6)}`);
    console.log('  API answer times (median):');
    for (const [name, ms] of Object.entries(api))
      console.log(`    ${name.padEnd(32)} ${String(ms).padStart(6)} ms`);
  } finally {
    await browser?.close().catch(() => undefined);
    if (server) await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
