import { afterEach, describe, expect, it } from 'vitest';
import { useFixtureScanner } from '../../test-support/fixture-scanner.js';
import type { PageReport } from '../report/types.js';
import { createScanner, type Scanner } from './scanner.js';

/**
 * A scan whose total time runs out: the pages it did not get to are reported as not checked, never
 * left out. A server stores what `onPage` hands out and counts only that, so a page left out made a
 * scan of one page "succeed" with no page at all (a fresh worker whose browser start ate the time).
 */
const fixture = useFixtureScanner();
const local = { allowPrivateAddresses: true, profile: 'wcag21aa' } as const;

let fresh: Scanner | undefined;
afterEach(async () => {
  await fresh?.close();
  fresh = undefined;
});

describe('a scan that runs out of its total time', () => {
  it('reports every page of a list it did not get to as not checked', async () => {
    // One tab: the slow page (5 s) outlasts the scan's 1.5 s, the two after it are never loaded.
    const urls = ['/slow.html', '/about.html', '/violations.html'].map((path) => fixture.site.url(path));
    const handed: PageReport[] = [];
    const report = await fixture.scanner.scanPages(urls, {
      ...local,
      concurrency: 1,
      totalTimeoutMs: 1_500,
      onPage: (page) => {
        handed.push(page);
      },
    });
    expect(handed.map((page) => page.url)).toEqual(urls);
    for (const page of handed) expect(page.error?.code, page.url).toBe('timeout');
    expect(report.pages.map((page) => page.url)).toEqual(urls);
    expect(report.summary.pagesFailed).toBe(3);
    expect(report.failure?.code).toBe('timeout');
  });

  it('reports the first page of a crawl whose time ran out before it was handed out', async () => {
    // The scan takes the warm tab still being made (a new context, axe loaded): that alone outlasts 1 ms.
    fresh = createScanner();
    void fresh.keepWarm?.({ allowPrivateAddresses: true });
    const handed: PageReport[] = [];
    const report = await fresh.scanSite(fixture.site.url('/'), {
      ...local,
      totalTimeoutMs: 1,
      keepPages: false,
      onPage: (page) => {
        handed.push(page);
      },
    });
    expect(handed.map((page) => [page.url, page.error?.code])).toEqual([[fixture.site.url('/'), 'timeout']]);
    expect(report.failure?.code).toBe('timeout');
  });
});
