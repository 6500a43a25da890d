import { describe, expect, it } from 'vitest';
import { useFixtureScanner } from '../../test-support/fixture-scanner.js';

/**
 * Crawl scopes in a real browser, on the fixture site's shop in `/scope/shop/`: its layout links to the
 * whole site and its sitemap lists pages outside the shop, so a crawl that left the scope would show.
 */
const fixture = useFixtureScanner();
const local = { allowPrivateAddresses: true, concurrency: 2, profile: 'wcag21aa' } as const;

const pathOf = (url: string) => new URL(url).pathname;

describe('a scoped site scan', () => {
  it('keeps to the folder of its start URL, skips what is excluded and scans query variants once', async () => {
    const { site, scanner } = fixture;
    const requestsBefore = site.requests.length;
    const links = new Map<string, string[]>();
    const report = await scanner.scanSite(site.url('/scope/shop/'), {
      ...local,
      scope: { exclude: ['/scope/shop/archiv/**'] },
      onPage: (page, discovered) => {
        links.set(pathOf(page.url), discovered.links);
      },
    });
    const requested = site.requests.slice(requestsBefore);

    expect(report.failure).toBeUndefined();
    expect(report.pages.map((page) => pathOf(page.url)).sort()).toEqual([
      '/scope/shop/',
      '/scope/shop/liste.html',
      '/scope/shop/tisch.html',
    ]);
    expect(report.pages.every((page) => page.error === undefined)).toBe(true);
    // Sorted, as a grid, with a session id, with a tracking parameter and plain: one page, loaded once.
    expect(requested.filter((path) => path === '/scope/shop/liste.html')).toHaveLength(1);
    expect(requested.some((path) => path.includes('jsessionid'))).toBe(false);
    for (const outside of [
      '/scope/shop/archiv/alt.html',
      '/scope/shopping.html',
      '/',
      '/about.html',
      '/only-in-sitemap.html',
    ]) {
      expect(requested, outside).not.toContain(outside);
    }
    // What a page hands on for a later attempt is what the scope lets the crawl follow.
    expect(links.get('/scope/shop/')).toEqual([
      site.url('/scope/shop/tisch.html'),
      site.url('/scope/shop/liste.html?sort=preis'),
    ]);
  });

  it('follows the links of resumed pages only as far as the scope goes', async () => {
    const { site, scanner } = fixture;
    const requestsBefore = site.requests.length;
    const report = await scanner.scanSite(site.url('/scope/shop/'), {
      ...local,
      scope: { area: 'path' },
      resumeFrom: [
        {
          url: site.url('/scope/shop/'),
          links: [
            site.url('/about.html'),
            site.url('/scope/shop/tisch.html'),
            site.url('/scope/shopping.html'),
          ],
        },
      ],
    });
    const requested = site.requests.slice(requestsBefore);

    expect(report.pages.map((page) => pathOf(page.url))).toEqual(['/scope/shop/tisch.html']);
    expect(requested).not.toContain('/about.html');
    expect(requested).not.toContain('/scope/shopping.html');
  });

  it('refuses an invalid pattern before loading anything', async () => {
    const { site, scanner } = fixture;
    const requestsBefore = site.requests.length;
    await expect(
      scanner.scanSite(site.url('/scope/shop/'), { ...local, scope: { include: ['scope/*'] } }),
    ).rejects.toThrow(RangeError);
    expect(site.requests.length).toBe(requestsBefore);
  });
});
