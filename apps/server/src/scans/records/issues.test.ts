import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  issuePagesSchema,
  issueRulesSchema,
  issuesPageSchema,
  type ScanOverview,
  scanOverviewSchema,
  scanReportSchema,
} from '@klarsicht/contracts';
import type { Finding, FindingNode, PageReport, ScanReport } from '@klarsicht/scanner';
import { summarise } from '@klarsicht/scanner';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test-support/billing.js';
import { parseCsv } from '../../../test-support/csv.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { buildTestApp } from '../../../test-support/test-service.js';
import { MIGRATIONS_DIR } from '../../platform/db/migrate.js';
import { createLogger } from '../../platform/observability/logger.js';
import { scans } from '../schema.js';
import { insertShareLink } from '../sharing/share-links-repo.js';
import { newShareToken } from '../sharing/share-token.js';
import { scansWithOlderIssueKeys } from './issues-repo.js';
import { rekeyOlderIssues } from './rekey-issues.js';
import { storeScanPage, writeScanResult } from './results-repo.js';
import { insertScan, startAttempt } from './scans-repo.js';

/** Issues across pages: one per rule and element, with the pages that show it, over the API. */

const SITE = 'https://laden.example';
const FOOTER_LINK: FindingNode = { selector: 'footer > a.social', html: '<a class="social" href="/x"></a>' };
const linkName = (nodes: FindingNode[]): Finding => ({
  id: 'link-name',
  source: 'axe',
  impact: 'serious',
  description: 'Ensures links have discernible text',
  help: 'Links must have discernible text',
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/link-name',
  tags: ['wcag2a'],
  wcag: [
    { id: '2.4.4', level: 'A', title: 'Link Purpose (In Context)', version: '2.0' },
    { id: '4.1.2', level: 'A', title: 'Name, Role, Value', version: '2.0' },
  ],
  en301549: ['9.2.4.4', '9.4.1.2'],
  nodes,
  nodeCount: nodes.length,
});
const imageAlt = (selector: string): Finding => ({
  id: 'image-alt',
  source: 'axe',
  impact: 'critical',
  description: 'Ensures <img> elements have alternative text',
  help: 'Images must have alternative text',
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/image-alt',
  tags: ['wcag2a'],
  wcag: [{ id: '1.1.1', level: 'A', title: 'Non-text Content', version: '2.0' }],
  en301549: ['9.1.1.1'],
  nodes: [{ selector, html: `<img src="${selector}.png">` }],
  nodeCount: 1,
});
/** A finding about the page as a whole: no element. */
const noStatement: Finding = {
  id: 'klarsicht-accessibility-statement',
  source: 'klarsicht',
  impact: 'moderate',
  description: 'No accessibility statement',
  help: 'The site must publish an accessibility statement',
  helpUrl: '',
  tags: [],
  wcag: [],
  en301549: [],
  nodes: [],
  nodeCount: 0,
};

function page(url: string, violations: Finding[]): PageReport {
  const byImpact = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const finding of violations) if (finding.impact) byImpact[finding.impact]++;
  return {
    url,
    status: 200,
    title: url,
    violations,
    passes: [],
    incomplete: [],
    inapplicable: [],
    bestPractices: [],
    counts: { violations: violations.length, passes: 0, incomplete: 0, inapplicable: 0, bestPractices: 0 },
    byImpact,
    durationMs: 10,
  };
}

/** The footer's link on every page, one image per page, the missing statement on the first two. */
function sitePages(images: string[]): PageReport[] {
  return images.map((image, index) =>
    page(`${SITE}/seite-${index + 1}`, [
      imageAlt(image),
      linkName([FOOTER_LINK, { selector: `#nav-${index}`, html: `<a id="nav-${index}"></a>` }]),
      ...(index < 2 ? [noStatement] : []),
    ]),
  );
}

let database: TestDatabase;
let app: FastifyInstance;

/** A finished site scan of `owner`, its pages stored one at a time, then the result. */
async function storeScan(
  owner: string | null,
  images: string[],
  pages: PageReport[] = sitePages(images),
  site = 'laden.example',
): Promise<string> {
  const id = randomUUID();
  await insertScan(database.db.orm, {
    id,
    organisationId: owner,
    url: pages[0]!.url,
    site,
    scope: 'site',
    profile: 'bfsg',
  });
  const token = randomUUID();
  await startAttempt(database.db.orm, id, token);
  for (const stored of pages) await storeScanPage(database.db.orm, id, token, stored);
  const now = new Date().toISOString();
  // The pages are stored already, as the worker stores them; the result only finishes the scan.
  const report: ScanReport = {
    url: pages[0]!.url,
    profile: 'bfsg',
    startedAt: now,
    finishedAt: now,
    pages: [],
    summary: summarise(pages),
    engine: { name: 'klarsicht', version: 'test', axeVersion: 'test', userAgent: 'test' },
  };
  await database.db.orm.transaction((tx) => writeScanResult(tx, id, token, report));
  return id;
}

let ALICE: string;
const alice = () => ({ 'x-test-user': ALICE });

async function getJson(url: string, headers: Record<string, string> = alice()) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

let earlier: string;
let later: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  // A real account: share links name their maker.
  ALICE = (await createTestUser(database.db, 'alice')).id;
  earlier = await storeScan(ALICE, ['logo', 'karte', 'team']);
  // Later: the team picture got its text; a new picture without one appeared.
  later = await storeScan(ALICE, ['logo', 'karte', 'neu']);
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('GET /api/scans/:id/issues', () => {
  it('counts the same element failing the same rule on many pages as one issue', async () => {
    const { status, body } = await getJson(`/api/scans/${later}/issues`);
    expect(status).toBe(200);
    const issues = issuesPageSchema.parse(body);
    // 3 pictures + 1 footer link + 3 navigation links + 1 missing statement.
    expect(issues.total).toBe(8);
    expect(issues.occurrences).toBe(3 + 3 + 3 + 2);
    const footer = issues.items.find((issue) => issue.element?.selector === FOOTER_LINK.selector);
    expect(footer).toMatchObject({ ruleId: 'link-name', pageCount: 3, firstPageUrl: `${SITE}/seite-1` });
    const statement = issues.items.find((issue) => issue.ruleId === 'klarsicht-accessibility-statement');
    expect(statement?.element).toBeUndefined();
    expect(statement?.pageCount).toBe(2);
    // Most severe first; within a rule, the issue on most pages first.
    expect(issues.items.map((issue) => issue.ruleId).slice(0, 3)).toEqual([
      'image-alt',
      'image-alt',
      'image-alt',
    ]);
    expect(issues.items.find((issue) => issue.ruleId === 'link-name')).toBe(footer);
  });

  it('renders the rule texts in the reader’s language', async () => {
    const german = issuesPageSchema.parse((await getJson(`/api/scans/${later}/issues?rule=link-name`)).body);
    const english = issuesPageSchema.parse(
      (await getJson(`/api/scans/${later}/issues?rule=link-name&lang=en`)).body,
    );
    expect(german.items).toHaveLength(4);
    expect(german.items[0]!.help).not.toBe(english.items[0]!.help);
    expect(english.items[0]!.help).toBe('Links must have discernible text');
  });

  it('filters by impact and by the page that shows an issue', async () => {
    const critical = issuesPageSchema.parse(
      (await getJson(`/api/scans/${later}/issues?impact=critical`)).body,
    );
    expect(critical.items.every((issue) => issue.ruleId === 'image-alt')).toBe(true);
    expect(critical.total).toBe(3);
    const onThird = issuesPageSchema.parse(
      (await getJson(`/api/scans/${later}/issues?page=${encodeURIComponent(`${SITE}/seite-3`)}`)).body,
    );
    expect(onThird.items.map((issue) => issue.element?.selector ?? '(page)').sort()).toEqual(
      ['#nav-2', FOOTER_LINK.selector, 'neu'].sort(),
    );
    // The footer still says on how many pages it appears in all.
    expect(onThird.items.find((issue) => issue.element?.selector === FOOTER_LINK.selector)?.pageCount).toBe(
      3,
    );
  });

  it('lists the pages of one issue in report order, and 404s for an issue of another scan', async () => {
    const issues = issuesPageSchema.parse((await getJson(`/api/scans/${later}/issues?rule=link-name`)).body);
    const footer = issues.items.find((issue) => issue.element?.selector === FOOTER_LINK.selector)!;
    const pages = await getJson(`/api/scans/${later}/issues/${footer.id}/pages?limit=2`);
    expect(pages.status).toBe(200);
    expect(issuePagesSchema.parse(pages.body)).toMatchObject({
      total: 3,
      items: [{ url: `${SITE}/seite-1` }, { url: `${SITE}/seite-2` }],
    });
    const statement = issuesPageSchema.parse(
      (await getJson(`/api/scans/${later}/issues?rule=klarsicht-accessibility-statement`)).body,
    ).items[0]!;
    const statementPages = issuePagesSchema.parse(
      (await getJson(`/api/scans/${later}/issues/${statement.id}/pages`)).body,
    );
    expect(statementPages.items.map((item) => item.url)).toEqual([`${SITE}/seite-1`, `${SITE}/seite-2`]);

    const elsewhere = await getJson(`/api/scans/${earlier}/issues/${footer.id}/pages`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.headers['content-type']).toContain('application/problem+json');
    expect((await getJson(`/api/scans/${later}/issues/abc/pages`)).status).toBe(404);
    expect((await getJson(`/api/scans/${later}/issues?category=passes`)).status).toBe(400);
  });

  it('is not shown to another account', async () => {
    expect((await getJson(`/api/scans/${later}/issues`, { 'x-test-user': 'bob' })).status).toBe(404);
    expect((await getJson(`/api/scans/${later}/overview`, { 'x-test-user': 'bob' })).status).toBe(404);
  });
});

describe('GET /api/scans/:id/issue-rules', () => {
  it('lists the rules with their issues and occurrences, most severe first, under the filters', async () => {
    const all = issueRulesSchema.parse((await getJson(`/api/scans/${later}/issue-rules`)).body);
    expect(all.items.map((rule) => [rule.ruleId, rule.issues, rule.occurrences])).toEqual([
      ['image-alt', 3, 3],
      ['link-name', 4, 6],
      ['klarsicht-accessibility-statement', 1, 2],
    ]);
    expect(all).toMatchObject({ issues: 8, occurrences: 11 });
    const onThird = issueRulesSchema.parse(
      (await getJson(`/api/scans/${later}/issue-rules?page=${encodeURIComponent(`${SITE}/seite-3`)}`)).body,
    );
    expect(onThird.items.map((rule) => [rule.ruleId, rule.issues])).toEqual([
      ['image-alt', 1],
      ['link-name', 2],
    ]);
  });
});

describe('GET /api/scans/:id/overview', () => {
  it('sums issues by impact and principle, names the worst rules and pages, and compares with the previous scan', async () => {
    const { status, body } = await getJson(`/api/scans/${later}/overview`);
    expect(status).toBe(200);
    const overview: ScanOverview = scanOverviewSchema.parse(body);
    expect(overview.pagesScanned).toBe(3);
    expect(overview.violations).toMatchObject({
      issues: 8,
      occurrences: 11,
      byImpact: {
        critical: { issues: 3, occurrences: 3 },
        serious: { issues: 4, occurrences: 6 },
        moderate: { issues: 1, occurrences: 2 },
        minor: { issues: 0, occurrences: 0 },
      },
      byPrinciple: { perceivable: 3, operable: 4, understandable: 0, robust: 0, other: 1 },
    });
    expect(overview.topRules.map((rule) => [rule.ruleId, rule.occurrences])).toEqual([
      ['link-name', 6],
      ['image-alt', 3],
      ['klarsicht-accessibility-statement', 2],
    ]);
    expect(overview.topPages.map((top) => top.url)).toEqual([
      `${SITE}/seite-1`,
      `${SITE}/seite-2`,
      `${SITE}/seite-3`,
    ]);
    expect(overview.previous).toMatchObject({ scanId: earlier, added: 1, fixed: 1 });
  });

  it('has no previous scan for the first one, nor through a share link', async () => {
    const first = scanOverviewSchema.parse((await getJson(`/api/scans/${earlier}/overview`)).body);
    expect(first.previous).toBeNull();
    const token = newShareToken();
    await insertShareLink(database.db.orm, { id: randomUUID(), token, scanId: later, createdBy: ALICE });
    const shared = await getJson(`/api/shared/${token}/overview`, {});
    expect(shared.status).toBe(200);
    expect(scanOverviewSchema.parse(shared.body).previous).toBeNull();
    const sharedIssues = issuesPageSchema.parse((await getJson(`/api/shared/${token}/issues`, {})).body);
    expect(sharedIssues.total).toBe(8);
  });
});

describe('the reports', () => {
  it('carry the issues: JSON lists each with its pages, the CSV names it on every row', async () => {
    const json = await getJson(`/api/scans/${later}/report.json`);
    expect(json.status).toBe(200);
    const report = scanReportSchema.parse(json.body);
    expect(report.summary).toMatchObject({ issues: 8, occurrences: 11, needsReviewIssues: 0 });
    const linkName = report.violations.find((rule) => rule.ruleId === 'link-name')!;
    expect(linkName.issues).toHaveLength(4);
    expect(linkName.issues[0]).toMatchObject({
      element: FOOTER_LINK,
      pageCount: 3,
      pages: [`${SITE}/seite-1`, `${SITE}/seite-2`, `${SITE}/seite-3`],
    });
    const statement = report.violations.find((rule) => rule.ruleId === 'klarsicht-accessibility-statement')!;
    expect(statement.issues).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{12}$/),
        pageCount: 2,
        pages: [`${SITE}/seite-1`, `${SITE}/seite-2`],
      },
    ]);

    const csv = await app.inject({
      method: 'GET',
      url: `/api/scans/${later}/report.csv?lang=en`,
      headers: alice(),
    });
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const footerRows = rows.filter((row) => row.includes(FOOTER_LINK.selector));
    expect(footerRows).toHaveLength(3);
    const ids = new Set(footerRows.map((row) => row[header!.indexOf('Issue ID')]));
    expect(ids).toEqual(new Set([linkName.issues[0]!.id]));
    expect(footerRows.every((row) => row[header!.indexOf('Pages with this issue')] === '3')).toBe(true);
  });
});

describe('a page a site flow brought into a state', () => {
  const SHOP = 'https://teeladen.example';
  const PRODUCT = `${SHOP}/produkt`;
  const CART_STATE = {
    step: 3,
    trigger: 'check' as const,
    action: 'check "Warenkorb geöffnet"',
    name: 'Warenkorb geöffnet',
    flow: 'flow-cart',
  };
  const GERMAN = 'Warenkorb-Ablauf – Schritt 3: „Warenkorb geöffnet“';
  const ENGLISH = 'Warenkorb-Ablauf – Step 3: "Warenkorb geöffnet"';
  let shop: string;

  beforeAll(async () => {
    // The product page as crawled shows the logo; the flow's cart dialog on it also an image of its own.
    shop = await storeScan(
      ALICE,
      [],
      [
        page(PRODUCT, [imageAlt('logo')]),
        {
          ...page(PRODUCT, [
            { ...imageAlt('logo'), nodes: [...imageAlt('logo').nodes, ...imageAlt('warenkorb-bild').nodes] },
          ]),
          state: CART_STATE,
        },
      ],
      'teeladen.example',
    );
    await database.db.orm
      .update(scans)
      .set({ flowRuns: [{ flow: 'flow-cart', name: 'Warenkorb-Ablauf', title: 'Warenkorb', steps: 5 }] })
      .where(eq(scans.id, shop));
  });

  const imageIssues = async (query = '') =>
    issuesPageSchema.parse((await getJson(`/api/scans/${shop}/issues?rule=image-alt${query}`)).body).items;

  it('names the flow and the state of an issue’s first page, in the reader’s language', async () => {
    const german = await imageIssues();
    const cart = german.find((issue) => issue.element?.selector === 'warenkorb-bild')!;
    expect(cart).toMatchObject({ pageCount: 1, firstPageUrl: PRODUCT });
    expect(cart.firstPageState).toEqual({ ...CART_STATE, flowName: 'Warenkorb-Ablauf', text: GERMAN });
    // The logo is first on the page as loaded: no state.
    const logo = german.find((issue) => issue.element?.selector === 'logo')!;
    expect(logo).toMatchObject({ pageCount: 2, firstPageUrl: PRODUCT });
    expect(logo.firstPageState).toBeUndefined();
    const english = await imageIssues('&lang=en');
    expect(english.find((issue) => issue.element?.selector === 'warenkorb-bild')?.firstPageState?.text).toBe(
      ENGLISH,
    );
  });

  it('tells an issue’s pages at the same address apart by the state, in the reader’s language', async () => {
    const logo = (await imageIssues()).find((issue) => issue.element?.selector === 'logo')!;
    const german = await getJson(`/api/scans/${shop}/issues/${logo.id}/pages`);
    expect(german.headers['content-language']).toBe('de');
    expect(issuePagesSchema.parse(german.body).items).toEqual([
      { url: PRODUCT, title: PRODUCT },
      {
        url: PRODUCT,
        title: PRODUCT,
        state: { ...CART_STATE, flowName: 'Warenkorb-Ablauf', text: GERMAN },
      },
    ]);
    const byQuery = await getJson(`/api/scans/${shop}/issues/${logo.id}/pages?lang=en&limit=1&offset=1`);
    const byHeader = await getJson(`/api/scans/${shop}/issues/${logo.id}/pages?offset=1`, {
      ...alice(),
      'accept-language': 'en-GB',
    });
    for (const { status, body, headers } of [byQuery, byHeader]) {
      expect(status).toBe(200);
      expect(headers['content-language']).toBe('en');
      const pages = issuePagesSchema.parse(body);
      expect(pages.items[0]?.state?.text).toBe(ENGLISH);
      // The language is no field of the answer.
      expect(Object.keys(body as object).sort()).toEqual(['items', 'limit', 'offset', 'total']);
    }
  });

  it('is named by its flow and state in the JSON and CSV reports, German and English', async () => {
    const report = scanReportSchema.parse((await getJson(`/api/scans/${shop}/report.json?lang=en`)).body);
    const named = { ...CART_STATE, flowName: 'Warenkorb-Ablauf', text: ENGLISH };
    expect(report.pages.map((item) => item.state)).toEqual([undefined, named]);
    const imageRule = report.violations.find((rule) => rule.ruleId === 'image-alt')!;
    expect(imageRule.pages.map((item) => [item.url, item.state])).toEqual([
      [PRODUCT, undefined],
      [PRODUCT, named],
    ]);
    const issueOf = (selector: string) =>
      imageRule.issues.find((issue) => issue.element?.selector === selector);
    // The same address twice: the page as loaded and the flow's state are two pages of the issue.
    expect(issueOf('logo')).toMatchObject({
      pageCount: 2,
      pages: [PRODUCT, PRODUCT],
      pageStates: [null, named],
    });
    expect(issueOf('warenkorb-bild')).toMatchObject({ pages: [PRODUCT], pageStates: [named] });

    for (const [language, column, text, separator] of [
      ['de', 'Ablauf und Schritt', GERMAN, ';'],
      ['en', 'Flow and step', ENGLISH, ','],
    ] as const) {
      const csv = await app.inject({
        method: 'GET',
        url: `/api/scans/${shop}/report.csv?lang=${language}`,
        headers: alice(),
      });
      const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''), separator);
      // Added last: the columns before it keep their places.
      expect(header!.at(-1)).toBe(column);
      expect(header!.at(-2)).toBe(language === 'de' ? 'Hilfe-URL' : 'Help URL');
      const states = rows.map((row) => [
        row[header!.indexOf(language === 'de' ? 'Selektor' : 'Selector')],
        row.at(-1),
      ]);
      expect(states).toEqual([
        ['logo', ''],
        ['logo', text],
        ['warenkorb-bild', text],
      ]);
    }
  });

  it('keeps a flow’s name as text in the CSV, whatever it starts with', async () => {
    await database.db.orm
      .update(scans)
      .set({ flowRuns: [{ flow: 'flow-cart', name: '=HYPERLINK("x")', title: 'Warenkorb', steps: 5 }] })
      .where(eq(scans.id, shop));
    const csv = await app.inject({
      method: 'GET',
      url: `/api/scans/${shop}/report.csv?lang=en`,
      headers: alice(),
    });
    const [, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(rows.at(-1)!.at(-1)).toBe(`'=HYPERLINK("x") – Step 3: "Warenkorb geöffnet"`);
    await database.db.orm
      .update(scans)
      .set({ flowRuns: [{ flow: 'flow-cart', name: 'Warenkorb-Ablauf', title: 'Warenkorb', steps: 5 }] })
      .where(eq(scans.id, shop));
  });
});

describe('the identity of an issue across scans (decision 029)', () => {
  const OTHER = 'https://werkstatt.example';
  const menu = (position: number, classes: string): FindingNode => ({
    selector: `nav > ul > li:nth-child(${position}) > a`,
    html: `<a class="${classes}" href="/kontakt"></a>`,
  });
  const teaser = (text: string): FindingNode => ({
    selector: 'main > .teaser > p',
    html: `<p class="teaser-text">${text}</p>`,
  });
  const pagesWith = (nodes: FindingNode[]) => [
    page(`${OTHER}/start`, [linkName(nodes)]),
    page(`${OTHER}/angebote`, [linkName(nodes)]),
  ];
  const overviewOf = async (scanId: string) =>
    scanOverviewSchema.parse((await getJson(`/api/scans/${scanId}/overview`)).body);

  it('keeps through a class reorder and a new sibling: a rescan shows nothing new and nothing fixed', async () => {
    await storeScan(
      ALICE,
      [],
      pagesWith([menu(3, 'nav-link active'), teaser('Heute 3 Angebote')]),
      'werkstatt.example',
    );
    const rescan = await storeScan(
      ALICE,
      [],
      pagesWith([menu(4, 'active nav-link'), teaser('Heute 12 Angebote')]),
      'werkstatt.example',
    );
    expect((await overviewOf(rescan)).previous).toMatchObject({ added: 0, fixed: 0 });
  });

  it('breaks for a different element, and the same element in two places of a page is one issue on both pages', async () => {
    const changed = await storeScan(
      ALICE,
      [],
      pagesWith([
        menu(4, 'active nav-link'),
        menu(6, 'nav-link active'),
        { selector: 'nav > ul > li:nth-child(5) > a', html: '<a class="nav-link" href="/impressum"></a>' },
        teaser('Heute 12 Angebote'),
      ]),
      'werkstatt.example',
    );
    expect((await overviewOf(changed)).previous).toMatchObject({ added: 1, fixed: 0 });
    const issues = issuesPageSchema.parse(
      (await getJson(`/api/scans/${changed}/issues?rule=link-name`)).body,
    );
    expect(issues.total).toBe(3);
    const contact = issues.items.find((issue) => issue.element?.html.includes('/kontakt'))!;
    expect(contact.pageCount).toBe(2);
    const pages = issuePagesSchema.parse(
      (await getJson(`/api/scans/${changed}/issues/${contact.id}/pages`)).body,
    );
    expect(pages.items.map((item) => item.url)).toEqual([`${OTHER}/start`, `${OTHER}/angebote`]);
    // The key is the server's: a reader sees the issue's id, not the key its nodes were matched by.
    expect(JSON.stringify(issues)).not.toContain('issueKey');
  });
});

describe('issues of scans stored before their keys were fingerprints', () => {
  it('are re-keyed once at start: same issues, and a rescan compares with them as before', async () => {
    const snapshot = async () =>
      (
        await database.db.executeSql(
          'SELECT scan_id, category, rule_id, issue_key, impact_rank, selector, html, node, page_count FROM scan_issues ORDER BY scan_id, category, issue_key',
        )
      ).rows;
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(0);
    // As an older version left them: nodes without keys, issues keyed by the MD5 of the first migration.
    const migration = await readFile(path.join(MIGRATIONS_DIR, '0007_issues_across_pages.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await database.db.orm.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE findings SET nodes = (SELECT coalesce(jsonb_agg(n - 'issueKey'), '[]'::jsonb) FROM jsonb_array_elements(nodes) n)`,
      );
      await tx.execute(sql`DELETE FROM scan_issues`);
      await tx.execute(sql.raw(backfill));
    });
    expect((await scansWithOlderIssueKeys(database.db.orm, 100)).length).toBeGreaterThan(0);

    const rekeyed = await rekeyOlderIssues(
      database.db,
      createLogger({ level: 'silent' }),
      new AbortController().signal,
    );
    expect(rekeyed).toBeGreaterThan(0);
    expect(await scansWithOlderIssueKeys(database.db.orm, 100)).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // A second start finds nothing to do.
    expect(
      await rekeyOlderIssues(database.db, createLogger({ level: 'silent' }), new AbortController().signal),
    ).toBe(0);
  });
});
