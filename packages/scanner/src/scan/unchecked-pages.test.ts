import { type FixtureSite, LIBRARY_BROKEN_LINKS, startFixtureSite } from '@klarsicht/fixture-site';
import { failureReason } from '@klarsicht/texts/failures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteServer, startRouteServer, text } from '../../test-support/route-server.js';
import type { PageReport } from '../report/types.js';
import { createScanner, type Scanner } from './scanner.js';

let library: FixtureSite;
let failing: RouteServer;
let scanner: Scanner;
// One tab: the order pages are met in (and so which twin is the alias) is the crawl's order.
const local = { allowPrivateAddresses: true, concurrency: 1, profile: 'wcag21aa' } as const;
const serverError = text('<!doctype html><title>Fehler</title><h1>Interner Fehler</h1>', 'text/html', 500);

beforeAll(async () => {
  library = await startFixtureSite({ pages: 'library' });
  // A site whose server fails everything, its robots.txt included.
  failing = await startRouteServer({
    '/robots.txt': serverError,
    '/': serverError,
    '/about.html': serverError,
  });
  scanner = createScanner();
});
afterAll(async () => {
  await scanner?.close();
  await library?.close();
  await failing?.close();
});

const path = (url: string) => new URL(url).pathname;

describe('a robots.txt the server cannot deliver', () => {
  it('fails a site scan as robots_unavailable naming the status, not as a prohibition', async () => {
    const report = await scanner.scanSite(`${failing.origin}/`, local);
    expect(report.failure).toMatchObject({ code: 'robots_unavailable', status: 500 });
    expect(report.failure?.message).toMatch(/HTTP 500.*Try again later/);
    expect(failureReason(report.failure!, 'en')).toContain('HTTP status 500');
    expect(failureReason(report.failure!, 'en')).not.toMatch(/does not allow/);
    // Assumed disallowed for now (RFC 9309 §2.3.1.4): no page is fetched.
    expect(failing.hits).not.toContain('GET /');
  });

  it('fails the pages of a page list the same way', async () => {
    const report = await scanner.scanPages([`${failing.origin}/about.html`], local);
    expect(report.pages[0]?.error).toMatchObject({ code: 'robots_unavailable', status: 500 });
    expect(report.failure?.code).toBe('robots_unavailable');
    expect(failing.hits).not.toContain('GET /about.html');
  });
});

describe('pages that cannot be checked and pages met twice', () => {
  let report: Awaited<ReturnType<Scanner['scanSite']>>;
  const streamed: PageReport[] = [];
  beforeAll(async () => {
    report = await scanner.scanSite(library.url('/'), {
      ...local,
      onPage: (page) => {
        streamed.push(page);
      },
    });
  });
  const page = (pathname: string) => report.pages.find((item) => path(item.url) === pathname);

  it('reports each unreachable page with its status, without findings, and counts it apart', () => {
    for (const [pathname, { status }] of Object.entries(LIBRARY_BROKEN_LINKS)) {
      expect(page(pathname)?.error).toMatchObject({ code: 'http_error', status });
      expect(page(pathname)?.violations).toEqual([]);
    }
    expect(page('/intern.html')?.error).toMatchObject({ code: 'http_error', status: 403 });
    expect(report.summary).toMatchObject({ pagesScanned: 3, pagesFailed: 3 });
    expect(report.failure).toBeUndefined();
  });

  it('checks one document once and lists its other addresses with it', () => {
    expect(report.pages.map((item) => path(item.url)).sort()).toEqual(
      ['/', '/archiv/2019.html', '/de', '/intern.html', '/katalog.html', '/veranstaltungen.html'].sort(),
    );
    // The same HTML, a redirect to it; a print view naming the catalogue as canonical.
    expect(page('/')?.aliases?.map(path)).toEqual(['/index.html', '/start']);
    expect(page('/katalog.html')?.aliases?.map(path)).toEqual(['/katalog-druck.html']);
    // Checked once: the analysis of the twins was never run, so they hold no findings anywhere.
    const aliases = streamed.filter((item) => item.aliasOf !== undefined);
    expect(aliases.map((item) => [path(item.url), path(item.aliasOf!)])).toEqual([
      ['/index.html', '/'],
      ['/katalog-druck.html', '/katalog.html'],
      ['/start', '/'],
    ]);
    expect(aliases.every((item) => item.passes.length === 0 && item.error === undefined)).toBe(true);
  });

  it('does not spend the page budget on aliases', async () => {
    // Home, /index.html, the catalogue and its print view fill a budget of four when they are queued;
    // each twin gives its place back to the next page the budget had turned away.
    const small = await scanner.scanSite(library.url('/'), { ...local, maxPages: 4 });
    const checked = small.pages.map((item) => path(item.url));
    expect(checked).toEqual(['/', '/katalog.html', '/de', '/veranstaltungen.html']);
    expect(small.summary.pagesScanned + small.summary.pagesFailed).toBe(4);
  });
});

describe('a list of pages', () => {
  it('checks every address it names, even twins of one document (each was asked for)', async () => {
    const urls = ['/', '/index.html', '/katalog.html', '/katalog-druck.html'].map((pathname) =>
      library.url(pathname),
    );
    const report = await scanner.scanPages(urls, local);
    expect(report.pages.map((item) => path(item.url))).toEqual([
      '/',
      '/index.html',
      '/katalog.html',
      '/katalog-druck.html',
    ]);
    expect(report.pages.every((item) => item.aliases === undefined && item.aliasOf === undefined)).toBe(true);
    expect(report.pages.every((item) => item.passes.length > 0)).toBe(true);
  });
});
