import {
  CONSENT_BANNER_CLASS,
  CONSENT_BANNER_RULE,
  CONSENT_PAGE_BARRIERS,
  OWN_BANNER_ACCEPT,
  OWN_BANNER_CLASS,
  OWN_BANNER_RULE,
} from '@klarsicht/fixture-site';
import { describe, expect, it } from 'vitest';
import { useFixtureScanner } from '../../test-support/fixture-scanner.js';
import type { PageReport, ScanOptions, ScanReport } from '../report/types.js';

/** Site scans of the fixture's pages behind consent banners (test-support/fixture-site/consent-pages.ts). */

const fixture = useFixtureScanner();
const base: ScanOptions = { allowPrivateAddresses: true, concurrency: 2, profile: 'wcag21aa' };

const pageAt = (report: ScanReport, path: string): PageReport => {
  const page = report.pages.find((candidate) => new URL(candidate.url).pathname === path);
  if (!page) throw new Error(`${path} was not scanned`);
  expect(page.error, path).toBeUndefined();
  return page;
};
const violated = (page: PageReport, ruleId: string) =>
  page.violations.some((finding) => finding.id === ruleId);
/** The nodes of a page's findings that are elements of the banner (their class starts with its class). */
const bannerNodes = (page: PageReport, bannerClass: string) => {
  const ownTag = new RegExp(`^<[^>]*class="${bannerClass}`);
  return [...page.violations, ...page.incomplete, ...page.bestPractices, ...page.passes]
    .flatMap((finding) => finding.nodes)
    .filter((node) => ownTag.test(node.html));
};
const ownBarrier = (page: PageReport) =>
  violated(page, CONSENT_PAGE_BARRIERS[new URL(page.url).pathname] ?? '');

describe('a scan of a site with a consent banner', () => {
  it('reports the banner once, on the first page, accepts it, and scans later pages without it', async () => {
    const report = await fixture.scanner.scanSite(fixture.site.url('/consent/'), base);
    expect(report.failure).toBeUndefined();
    expect(report.pages.map((page) => new URL(page.url).pathname).sort()).toEqual([
      '/consent/',
      '/consent/kontakt.html',
      '/consent/produkte.html',
    ]);
    const first = pageAt(report, '/consent/');
    expect(first.consent).toEqual({ banner: 'generic', accepted: true });
    expect(violated(first, CONSENT_BANNER_RULE)).toBe(true);
    expect(bannerNodes(first, CONSENT_BANNER_CLASS).length).toBeGreaterThan(0);
    for (const path of ['/consent/produkte.html', '/consent/kontakt.html']) {
      const later = pageAt(report, path);
      expect(later.consent, path).toBeUndefined();
      expect(violated(later, CONSENT_BANNER_RULE), path).toBe(false);
      expect(bannerNodes(later, CONSENT_BANNER_CLASS), path).toEqual([]);
    }
    for (const page of report.pages) expect(ownBarrier(page), page.url).toBe(true);
  });

  it('leaves the banner on every page when told not to handle it', async () => {
    const report = await fixture.scanner.scanPages(
      [fixture.site.url('/consent/vergesslich/'), fixture.site.url('/consent/vergesslich/seite.html')],
      { ...base, consent: { handle: false } },
    );
    expect(report.pages).toHaveLength(2);
    for (const page of report.pages) {
      expect(page.consent, page.url).toBeUndefined();
      expect(violated(page, CONSENT_BANNER_RULE), page.url).toBe(true);
      expect(ownBarrier(page), page.url).toBe(true);
    }
  });

  it('reports a banner that comes back on a later page only once', async () => {
    const report = await fixture.scanner.scanPages(
      [fixture.site.url('/consent/vergesslich/'), fixture.site.url('/consent/vergesslich/seite.html')],
      base,
    );
    const [first, later] = [
      pageAt(report, '/consent/vergesslich/'),
      pageAt(report, '/consent/vergesslich/seite.html'),
    ];
    expect(first.consent).toEqual({ banner: 'generic', accepted: true });
    expect(violated(first, CONSENT_BANNER_RULE)).toBe(true);
    expect(later.consent).toEqual({ banner: 'generic', accepted: true, repeated: true });
    expect(violated(later, CONSENT_BANNER_RULE)).toBe(false);
    expect(bannerNodes(later, CONSENT_BANNER_CLASS)).toEqual([]);
    expect(ownBarrier(first) && ownBarrier(later)).toBe(true);
  });

  it('accepts a notice by the owner’s selector, and the other tab waits until it is accepted', async () => {
    const report = await fixture.scanner.scanPages(
      [fixture.site.url('/consent/eigen/'), fixture.site.url('/consent/eigen/seite.html')],
      { ...base, consent: { acceptSelector: OWN_BANNER_ACCEPT } },
    );
    const [first, later] = [pageAt(report, '/consent/eigen/'), pageAt(report, '/consent/eigen/seite.html')];
    expect(first.consent).toEqual({ banner: 'selector', accepted: true });
    expect(violated(first, OWN_BANNER_RULE)).toBe(true);
    expect(bannerNodes(first, OWN_BANNER_CLASS).length).toBeGreaterThan(0);
    // Loaded only after the first page's consent step: the notice was gone for good.
    expect(later.consent).toBeUndefined();
    expect(violated(later, OWN_BANNER_RULE)).toBe(false);
    expect(ownBarrier(first) && ownBarrier(later)).toBe(true);
  });
});
