import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FixtureSite, startFixtureSite } from '@klarsicht/fixture-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding, PageReport, ScanReport } from '../report/types.js';
import { createScanner, type Scanner } from './scanner.js';

let site: FixtureSite;
let scanner: Scanner;
const local = { allowPrivateAddresses: true, concurrency: 2 } as const;

beforeAll(async () => {
  site = await startFixtureSite({ slowDelayMs: 20_000 });
  scanner = createScanner();
});
afterAll(async () => {
  await scanner?.close();
  await site?.close();
});

const ruleIds = (findings: Finding[]) => findings.map((finding) => finding.id).sort();
const onlyPage = (report: ScanReport): PageReport => {
  expect(report.pages).toHaveLength(1);
  return report.pages[0]!;
};

describe('scanning single pages', () => {
  it('reports broken best practice in its own category, never as a WCAG violation', async () => {
    const report = await scanner.scanPages([site.url('/best-practice.html')], { ...local, profile: 'bfsg' });
    const page = onlyPage(report);
    expect(ruleIds(page.violations).filter((id) => !id.startsWith('klarsicht-'))).toEqual([]);
    expect(ruleIds(page.bestPractices)).toEqual(['empty-heading', 'heading-order', 'region']);
    expect(page.bestPractices.every((finding) => finding.wcag.length === 0)).toBe(true);
    expect(page.counts.bestPractices).toBe(3);
    expect(report.summary.bestPractices).toBe(3);
    // The impact counts are the violations' only.
    const ownImpacts = page.violations.filter((finding) => finding.impact === 'moderate').length;
    expect(page.byImpact.moderate).toBe(ownImpacts);
  });

  it('reports the known violations of a page with their standards references', async () => {
    const report = await scanner.scanPages([site.url('/violations.html')], { ...local, profile: 'wcag21aa' });
    const page = onlyPage(report);
    expect(page.error).toBeUndefined();
    expect(ruleIds(page.violations)).toEqual(['button-name', 'color-contrast', 'image-alt', 'label']);

    const imageAlt = page.violations.find((finding) => finding.id === 'image-alt')!;
    expect(imageAlt).toMatchObject({ source: 'axe', impact: 'critical', en301549: ['9.1.1.1'] });
    expect(imageAlt.wcag).toEqual([expect.objectContaining({ id: '1.1.1', level: 'A' })]);
    expect(imageAlt.helpUrl).toContain('dequeuniversity.com');
    expect(imageAlt.nodes[0]).toMatchObject({ selector: 'img', html: '<img src="/logo.png">' });
    expect(imageAlt.nodes[0]!.failureSummary).toMatch(/alt/);

    const contrast = page.violations.find((finding) => finding.id === 'color-contrast')!;
    expect(contrast.wcag.map((criterion) => `${criterion.id} ${criterion.level}`)).toEqual(['1.4.3 AA']);
    expect(page.passes.length).toBeGreaterThan(0);
    expect(page.inapplicable.length).toBeGreaterThan(0);
    expect(page.counts.violations).toBe(4);
    expect(page.byImpact.critical).toBeGreaterThanOrEqual(3);
    expect(report.summary).toMatchObject({
      pagesScanned: 1,
      pagesFailed: 0,
      violations: 4,
      violatedRules: 4,
    });
    expect(report.failure).toBeUndefined();
  });

  it('finds violations inside iframes and shadow DOM', async () => {
    const report = await scanner.scanPages([site.url('/iframe.html'), site.url('/shadow.html')], local);
    const [iframePage, shadowPage] = report.pages;
    const framed = iframePage!.violations.find((finding) => finding.id === 'image-alt');
    expect(framed?.nodes[0]?.selector).toBe('iframe >>> img');
    expect(ruleIds(shadowPage!.violations)).toContain('button-name');
  });

  it('follows a page that navigates away and analyses where it lands', async () => {
    const page = onlyPage(await scanner.scanPages([site.url('/navigates-away.html')], local));
    expect(page.error).toBeUndefined();
    expect(page.finalUrl).toBe(site.url('/violations.html'));
    expect(ruleIds(page.violations)).toContain('image-alt');
  });

  it('analyses a page whose content security policy forbids every script', async () => {
    const page = onlyPage(await scanner.scanPages([site.url('/strict-csp.html')], local));
    expect(ruleIds(page.violations)).toContain('image-alt');
  });

  it('follows redirects', async () => {
    const page = onlyPage(await scanner.scanPages([site.url('/redirect')], local));
    expect(page).toMatchObject({ finalUrl: site.url('/about.html'), status: 200 });
  });

  it('runs our own BFSG checks: accessibility statement and feedback mechanism', async () => {
    const report = await scanner.scanPages([site.url('/'), site.url('/english.html')], {
      ...local,
      profile: 'bfsg',
    });
    const [home, english] = report.pages;
    expect(ruleIds(home!.passes)).toEqual(
      expect.arrayContaining(['klarsicht-accessibility-statement', 'klarsicht-feedback-mechanism']),
    );
    expect(ruleIds(english!.violations)).toEqual(
      expect.arrayContaining(['klarsicht-accessibility-statement', 'klarsicht-feedback-mechanism']),
    );
  });
});

describe('profiles', () => {
  const allRules = (page: PageReport) =>
    new Set([...page.violations, ...page.passes, ...page.incomplete, ...page.inapplicable].map((f) => f.id));

  // One profile after the other, each page with time to spare: what is tested is which rules a
  // profile runs, and a page cut short by a busy machine would say nothing about that.
  it('runs target-size and AAA rules only when the profile names their tags', async () => {
    const url = site.url('/violations.html');
    const checked = async (profile: 'wcag21aa' | 'wcag22aa' | 'wcag22aaa') => {
      const page = onlyPage(await scanner.scanPages([url], { ...local, profile, pageTimeoutMs: 150_000 }));
      expect(page.error, `${profile}: ${page.error?.message}`).toBeUndefined();
      return page;
    };
    const aa21 = await checked('wcag21aa');
    const aa22 = await checked('wcag22aa');
    const aaa22 = await checked('wcag22aaa');
    expect(allRules(aa21).has('target-size')).toBe(false);
    expect(allRules(aa22).has('target-size')).toBe(true);
    expect(allRules(aa22).has('color-contrast-enhanced')).toBe(false);
    expect(allRules(aaa22).has('color-contrast-enhanced')).toBe(true);
    expect(ruleIds(aaa22.violations)).toContain('color-contrast-enhanced');
  }, 480_000);
});

describe('failures are outcomes with a reason code', () => {
  it.each([
    ['/missing.html', 'http_error', 404],
    ['/server-error', 'http_error', 500],
    ['/challenge', 'blocked_bot_protection', 403],
  ])('%s → %s', async (path, code, status) => {
    const report = await scanner.scanPages([site.url(path)], local);
    expect(onlyPage(report).error).toMatchObject({ code, status });
    expect(report.failure).toMatchObject({ code });
  });

  it('times out a slow page and still reports the others', async () => {
    // The slow page answers after 20 s; the other one has room to spare on a busy machine.
    const report = await scanner.scanPages([site.url('/slow.html'), site.url('/about.html')], {
      ...local,
      pageTimeoutMs: 8_000,
    });
    expect(report.pages.map((page) => page.error?.code ?? 'ok')).toEqual(['timeout', 'ok']);
    expect(report.failure).toBeUndefined();
    expect(report.summary).toMatchObject({ pagesScanned: 1, pagesFailed: 1 });
  });

  it('reports an unreachable host and an invalid URL', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const report = await scanner.scanPages(
      [`http://127.0.0.1:${closedPort}/`, 'not a url at all', 'javascript:alert(1)'],
      local,
    );
    expect(report.pages.map((page) => page.error?.code)).toEqual([
      'unreachable',
      'invalid_url',
      'invalid_url',
    ]);
    expect(report.failure).toBeDefined();
  });

  it('honours robots.txt for single pages', async () => {
    const page = onlyPage(await scanner.scanPages([site.url('/private/secret.html')], local));
    expect(page.error?.code).toBe('blocked_robots');
    expect(site.requests).not.toContain('/private/secret.html');
  });
});

describe('address guard', () => {
  it.each([
    ['loopback', (port: string) => `http://127.0.0.1:${port}/`],
    ['a host name that resolves to loopback', (port: string) => `http://localhost:${port}/`],
    ['IPv6 loopback', (port: string) => `http://[::1]:${port}/`],
    ['a private network address', () => 'http://10.0.0.1/'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses %s', async (_, target) => {
    const before = site.requests.length;
    const report = await scanner.scanPages([target(new URL(site.origin).port)], { concurrency: 1 });
    expect(onlyPage(report).error?.code).toBe('private_address');
    expect(report.failure?.code).toBe('private_address');
    expect(site.requests.length).toBe(before);
  });

  it('refuses a site scan of an internal address before fetching anything', async () => {
    const before = site.requests.length;
    const report = await scanner.scanSite(site.origin, { maxPages: 5 });
    expect(report.failure?.code).toBe('private_address');
    expect(report.pages).toEqual([]);
    expect(site.requests.length).toBe(before);
  });
});

describe('site scans', () => {
  it('discovers pages from the sitemap and links, stays on the site and honours robots.txt', async () => {
    const progress: number[] = [];
    const report = await scanner.scanSite(site.url('/'), {
      ...local,
      maxPages: 50,
      onProgress: (update) => progress.push(update.pagesDone),
    });
    const paths = report.pages.map((page) => new URL(page.url).pathname);
    expect(paths[0]).toBe('/');
    expect(paths).toEqual(
      expect.arrayContaining([
        '/about.html',
        '/products.html',
        '/products/1.html',
        '/products/2.html',
        '/only-in-sitemap.html',
        '/kontakt.html',
        '/violations.html',
        '/iframe.html',
        '/shadow.html',
      ]),
    );
    expect(paths).not.toContain('/private/secret.html');
    expect(paths.filter((path) => path === '/about.html')).toHaveLength(1);
    // Linked PDFs are checked as documents (the fixture's catalogue is a broken one), never loaded as pages.
    const documents = report.pages.filter((page) => page.url.endsWith('.pdf'));
    expect(documents.map((page) => new URL(page.url).pathname)).toEqual(['/katalog.pdf']);
    expect(documents[0]).toMatchObject({ kind: 'document', violations: [] });
    expect(report.pages.every((page) => page.url.startsWith(site.origin))).toBe(true);
    expect(site.requests).not.toContain('/private/secret.html');
    // A redirect to a page the scan has is that page's alias: listed with it, loaded but not checked again.
    const about = report.pages.find((page) => new URL(page.url).pathname === '/about.html');
    expect(about?.aliases?.map((url) => new URL(url).pathname)).toEqual(['/redirect']);
    expect(paths).not.toContain('/redirect');
    const aliases = report.pages.flatMap((page) => page.aliases ?? []);
    expect(progress).toEqual([...report.pages, ...aliases].map((_, index) => index + 1));
    expect(report.summary.pagesScanned + report.summary.pagesFailed).toBe(report.pages.length);
  });

  it('stays within the page budget', async () => {
    const report = await scanner.scanSite(site.url('/'), { ...local, maxPages: 3 });
    expect(report.pages).toHaveLength(3);
  });

  it('fails with blocked_robots when robots.txt disallows the start page', async () => {
    const report = await scanner.scanSite(site.url('/no-bots/page.html'), local);
    expect(report.failure?.code).toBe('blocked_robots');
    expect(report.pages).toEqual([]);
  });
});
