import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PageView, ScanReportDocument, ScanView } from '@klarsicht/contracts';
import { type FixtureSite, LIBRARY_BROKEN_LINKS, startFixtureSite } from '@klarsicht/fixture-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../test-support/billing.js';
import { getJson, postJson, waitForScan } from '../../test-support/http.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { headerAuthenticator, startTestService, type TestService } from '../../test-support/test-service.js';
import { renderReportHtml } from '../reports/report-html.js';

/**
 * A site scan of the library fixture through the service: pages that answered 404, 410 or 403 are
 * stored as not checked with their status and counted apart, the broken ones with the pages that
 * link to them; `/index.html` and a redirect to `/` are aliases of `/`, not pages of their own.
 */

let database: TestDatabase;
let site: FixtureSite;
let service: TestService;
let owner: Record<string, string>;
let scanId: string;
let pages: PageView[];
const METRICS_TOKEN = 'metrics-token-for-unchecked-pages-0123';

const path = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  [database, site] = await Promise.all([createTestDatabase(), startFixtureSite({ pages: 'library' })]);
  service = await startTestService({
    db: database.db,
    authenticate: headerAuthenticator(database.db),
    env: { METRICS_TOKEN },
  });
  const user = await createTestUser(database.db, 'library-owner');
  await grantPlan(database.db, user.id, 'basic', [site.url('/')]);
  owner = { 'x-test-user': user.id };
  const created = await postJson(
    `${service.baseUrl}/api/scans`,
    { url: site.url('/'), scope: 'site', profile: 'wcag21aa' },
    owner,
  );
  expect(created.status).toBe(202);
  scanId = created.json.id;
  const scan = await waitForScan(service.baseUrl, scanId, { headers: owner, timeoutMs: 120_000 });
  expect(scan.status).toBe('succeeded');
  pages = (await getJson(`${service.baseUrl}/api/scans/${scanId}/pages`, owner)).json.items;
}, 180_000);

afterAll(async () => {
  await service?.close();
  await site?.close();
  await database?.destroy();
});

const page = (pathname: string) => pages.find((item) => path(item.url) === pathname);

describe('pages that could not be checked', () => {
  it('are listed with their reason and without findings', () => {
    for (const [pathname, { status }] of Object.entries(LIBRARY_BROKEN_LINKS)) {
      expect(page(pathname)).toMatchObject({ error: { code: 'http_error', status } });
      expect(page(pathname)?.counts.violations).toBe(0);
    }
    expect(page('/intern.html')?.error).toMatchObject({ code: 'http_error', status: 403 });
  });

  it('name the pages that link to an address that leads nowhere', () => {
    for (const [pathname, { linkedFrom }] of Object.entries(LIBRARY_BROKEN_LINKS)) {
      expect(page(pathname)?.linkedFrom?.map(path), pathname).toEqual(linkedFrom);
    }
    // A page that refused the check is not a broken link: the link itself may be fine.
    expect(page('/intern.html')?.linkedFrom).toBeUndefined();
    expect(page('/katalog.html')?.linkedFrom).toBeUndefined();
  });

  it('are counted apart from the pages checked', async () => {
    const scan: ScanView = (await getJson(`${service.baseUrl}/api/scans/${scanId}`, owner)).json;
    expect(scan.progress).toMatchObject({ pagesDone: 3, pagesTotal: 6 });
    const overview = (await getJson(`${service.baseUrl}/api/scans/${scanId}/overview`, owner)).json;
    expect(overview).toMatchObject({ pagesScanned: 3, pagesFailed: 3 });
  });

  it('are in the JSON report with their reason and linking pages', async () => {
    const response = await fetch(`${service.baseUrl}/api/scans/${scanId}/report.json?lang=de`, {
      headers: owner,
    });
    const report = (await response.json()) as ScanReportDocument;
    expect(report.summary).toMatchObject({ pagesScanned: 3, pagesFailed: 3 });
    const broken = report.pages.find((item) => path(item.url) === '/veranstaltungen.html');
    expect(broken?.linkedFrom?.map(path)).toEqual(['/', '/katalog.html']);
    // The PDF is printed from this HTML: a broken link and a page's other addresses are named there.
    const html = renderReportHtml(report, 'de');
    expect(html).toContain(
      `Defekter Link (kein WCAG-Verstoß), verlinkt von: ${site.url('/')}, ${site.url('/katalog.html')}`,
    );
    expect(html).toContain(`Dieselbe Seite, einmal geprüft, auch unter: ${site.url('/index.html')}`);
    // A page's HTTP error is named by its status.
    expect(renderReportHtml(report, 'en')).toContain(
      'Not checked: The website answered with HTTP status 404 instead of a web page.',
    );
  });
});

describe('one page per document', () => {
  it('lists the other addresses of a page with it instead of as pages of their own', () => {
    expect(pages.map((item) => path(item.url)).sort()).toEqual(
      ['/', '/archiv/2019.html', '/de', '/intern.html', '/katalog.html', '/veranstaltungen.html'].sort(),
    );
    expect(page('/')?.aliases?.map(path).sort()).toEqual(['/index.html', '/start']);
    expect(page('/katalog.html')?.aliases?.map(path)).toEqual(['/katalog-druck.html']);
  });

  it('counts an alias in no page metric: it was loaded, not analysed', async () => {
    const response = await fetch(`${service.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const metrics = await response.text();
    expect(metrics).toContain('klarsicht_page_duration_seconds_count{outcome="succeeded"} 3');
    expect(metrics).toContain('klarsicht_page_duration_seconds_count{outcome="failed"} 3');
  });

  it('gives the shared view the same pages', async () => {
    const share = await postJson(`${service.baseUrl}/api/scans/${scanId}/share`, {}, owner);
    expect(share.status).toBe(201);
    const shared = (await getJson(`${service.baseUrl}/api/shared/${share.json.token}/pages`)).json.items;
    expect(shared).toEqual(pages);
  });
});

describe('a site whose server answers every request with an error, robots.txt included', () => {
  let failing: Server;
  beforeAll(async () => {
    failing = createServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => failing.close(() => resolve())));

  it('fails the scan as robots_unavailable with the status, not as a prohibition by robots.txt', async () => {
    const { port } = failing.address() as AddressInfo;
    const created = await postJson(`${service.baseUrl}/api/scans`, { url: `http://127.0.0.1:${port}/` });
    expect(created.status).toBe(202);
    const scan = await waitForScan(service.baseUrl, created.json.id);
    expect(scan.status).toBe('failed');
    expect(scan.failure).toMatchObject({ code: 'robots_unavailable', status: 500 });
  });
});
