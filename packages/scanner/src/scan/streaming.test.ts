import { describe, expect, it } from 'vitest';
import { useFixtureScanner } from '../../test-support/fixture-scanner.js';
import type { PageReport, ScanProgress } from '../report/types.js';

/**
 * Pages handed out as they finish (`onPage`), a report that keeps none of them (`keepPages: false`),
 * and a scan taken up again from the pages an earlier attempt finished (`resumeFrom`).
 */
const fixture = useFixtureScanner();
const local = { allowPrivateAddresses: true, concurrency: 2, profile: 'wcag21aa' } as const;

interface Handed {
  page: PageReport;
  links: string[];
}

async function crawl(options: Parameters<typeof fixture.scanner.scanSite>[1] = {}) {
  const handed: Handed[] = [];
  const progress: ScanProgress[] = [];
  const report = await fixture.scanner.scanSite(fixture.site.url('/'), {
    ...local,
    ...options,
    onPage: (page, discovered) => {
      handed.push({ page, links: discovered.links });
    },
    onProgress: (update) => progress.push(update),
  });
  return { report, handed, progress, urls: handed.map((entry) => entry.page.url).sort() };
}

describe('a site scan that streams its pages', () => {
  it('hands out every page once, and without keeping them reports the same totals', async () => {
    const kept = await crawl();
    const streamed = await crawl({ keepPages: false });

    // Every page handed out is in the report: as a page, or (another address of one) among its aliases.
    expect(kept.urls).toEqual(
      kept.report.pages.flatMap((page) => [page.url, ...(page.aliases ?? [])]).sort(),
    );
    expect(new Set(kept.urls).size).toBe(kept.urls.length);
    expect(streamed.urls).toEqual(kept.urls);
    expect(streamed.report.pages).toEqual([]);
    expect(streamed.report.summary).toEqual(kept.report.summary);
    expect(streamed.report.failure).toBeUndefined();
    expect(kept.urls).toContain(fixture.site.url('/products/1.html'));
  });

  it('names the same-site pages each page links to, normalised', async () => {
    const { handed } = await crawl({ keepPages: false });
    const start = handed.find((entry) => entry.page.url === fixture.site.url('/'));
    expect(start?.links).toContain(fixture.site.url('/products.html'));
    // Other sites, mail links and fragments are not pages of this scan; PDFs are (as documents).
    expect(start?.links).not.toContain('https://other.example.test/elsewhere');
    expect(start?.links.some((link) => /mailto:|#/.test(link))).toBe(false);
    expect(start?.links).toContain(fixture.site.url('/katalog.pdf'));
    expect(new Set(start?.links).size).toBe(start?.links.length);
    const failed = handed.find((entry) => entry.page.error);
    expect(failed?.links).toEqual([]);
  });

  // Two crawls of the shop: room for a busy machine.
  it('resumed, loads only the pages left and still follows the links of the pages it resumes', {
    timeout: 180_000,
  }, async () => {
    const first = await crawl({ keepPages: false });
    // The products list is the only page linking to the products: they must come from its stored links.
    const earlier = first.handed.filter((entry) =>
      [fixture.site.url('/'), fixture.site.url('/products.html')].includes(entry.page.url),
    );
    expect(earlier).toHaveLength(2);

    const requestsBefore = fixture.site.requests.length;
    const resumed = await crawl({
      keepPages: false,
      resumeFrom: earlier.map((entry) => ({ url: entry.page.url, links: entry.links })),
    });
    const requested = fixture.site.requests.slice(requestsBefore);

    expect(resumed.urls).not.toContain(fixture.site.url('/'));
    expect(resumed.urls).not.toContain(fixture.site.url('/products.html'));
    expect(requested).not.toContain('/products.html');
    expect(resumed.urls).toContain(fixture.site.url('/products/1.html'));
    expect(resumed.urls).toContain(fixture.site.url('/products/2.html'));
    expect([...resumed.urls, ...earlier.map((entry) => entry.page.url)].sort()).toEqual(first.urls);
    // Progress goes on from the pages already done.
    expect(resumed.progress[0]?.pagesDone).toBe(3);
    expect(resumed.progress.at(-1)?.pagesDone).toBe(first.urls.length);
  });

  it('counts resumed pages against the page budget', async () => {
    const first = await crawl({ keepPages: false, maxPages: 3 });
    expect(first.urls).toHaveLength(3);
    const resumed = await crawl({
      keepPages: false,
      maxPages: 5,
      resumeFrom: first.handed.map((entry) => ({ url: entry.page.url, links: entry.links })),
    });
    expect(resumed.urls).toHaveLength(2);
    expect(resumed.urls.some((url) => first.urls.includes(url))).toBe(false);
    expect(resumed.report.summary.pagesScanned + resumed.report.summary.pagesFailed).toBe(2);
    for (const update of resumed.progress) expect(update.pagesTotal).toBeLessThanOrEqual(5);
    expect(resumed.progress.map((update) => update.pagesDone)).toEqual([4, 5]);
  });

  it('resumes a list of pages without loading the ones done', async () => {
    const urls = ['/about.html', '/violations.html', '/kontakt.html'].map((path) => fixture.site.url(path));
    const handed: string[] = [];
    const report = await fixture.scanner.scanPages(urls, {
      ...local,
      resumeFrom: [{ url: urls[1]!, links: [] }],
      onPage: (page) => {
        handed.push(page.url);
      },
    });
    expect(handed.sort()).toEqual([urls[0], urls[2]].sort());
    expect(report.pages.map((page) => page.url)).toEqual([urls[0], urls[2]]);
  });

  it('waits for a slow consumer, and stops when it fails', async () => {
    let inConsumer = 0;
    let mostAtOnce = 0;
    const slow = await crawl({
      keepPages: false,
      maxPages: 4,
      onPage: async () => {
        inConsumer++;
        mostAtOnce = Math.max(mostAtOnce, inConsumer);
        await new Promise((resolve) => setTimeout(resolve, 300));
        inConsumer--;
      },
    });
    expect(slow.report.summary.pagesScanned).toBeGreaterThan(0);
    // Each tab waits for its own page to be taken: never more pages waiting than tabs.
    expect(mostAtOnce).toBeLessThanOrEqual(local.concurrency);

    let calls = 0;
    const failing = fixture.scanner.scanSite(fixture.site.url('/'), {
      ...local,
      onPage: () => {
        calls++;
        throw new Error('disk full');
      },
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(calls).toBeLessThanOrEqual(local.concurrency);
  });

  it('cancelled, hands out no page it cut short', async () => {
    const controller = new AbortController();
    const handed: PageReport[] = [];
    const scan = fixture.scanner.scanPages([fixture.site.url('/'), fixture.site.url('/slow.html')], {
      ...local,
      signal: controller.signal,
      onPage: (page) => {
        handed.push(page);
        // The quick page is in: cancel while the slow one is still loading.
        if (page.url === fixture.site.url('/')) controller.abort();
      },
    });
    await expect(scan).rejects.toMatchObject({ name: 'AbortError' });
    expect(handed.map((page) => page.url)).toEqual([fixture.site.url('/')]);
  });
});
