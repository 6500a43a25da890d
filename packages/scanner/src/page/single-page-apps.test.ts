import { APP_BARRIERS } from '@klarsicht/fixture-site';
import { describe, expect, it } from 'vitest';
import { useFixtureScanner } from '../../test-support/fixture-scanner.js';
import type { PageReport, ScanOptions, ScanReport } from '../report/types.js';

const fixture = useFixtureScanner({ pages: 'app' });
const options: ScanOptions = { allowPrivateAddresses: true, concurrency: 2, profile: 'wcag21aa' };

/** Path and hash route, as APP_BARRIERS names pages. */
const where = (page: PageReport) => {
  const url = new URL(page.finalUrl ?? page.url);
  return `${url.pathname}${url.hash}`;
};
const byPlace = (report: ScanReport) => new Map(report.pages.map((page) => [where(page), page]));

describe('single-page apps', () => {
  it('are analysed once they have rendered what they fetch, not when their HTML arrived', async () => {
    const report = await fixture.scanner.scanPages([fixture.site.url('/app/team')], options);
    const [page] = report.pages;
    expect(page?.error).toBeUndefined();
    expect(page?.title).toBe('Team – Stadtwerke App');
    expect(page?.violations.map((finding) => finding.id)).toContain('label');
  });

  it('have their client-side routes crawled, by links and by the app’s own moves, each under its address', async () => {
    const report = await fixture.scanner.scanSite(fixture.site.url('/app/'), options);
    const pages = byPlace(report);
    for (const [place, ruleId] of Object.entries(APP_BARRIERS).filter(([place]) =>
      place.startsWith('/app/'),
    )) {
      const page = pages.get(place);
      expect(page?.error, place).toBeUndefined();
      expect(
        page?.violations.map((finding) => finding.id),
        place,
      ).toContain(ruleId);
    }
    // The start address moved to /app/start by itself: one page, not two.
    expect(report.pages.filter((page) => where(page) === '/app/start')).toHaveLength(1);
  });

  it('that route by the fragment have each route scanned', async () => {
    const report = await fixture.scanner.scanSite(fixture.site.url('/hash/'), options);
    const prices = byPlace(report).get('/hash/#/preise');
    expect(prices?.url).toBe(fixture.site.url('/hash/#/preise'));
    expect(prices?.violations.map((finding) => finding.id)).toContain('button-name');
    // The calculator's own page has no button without a name: routes are not mixed up.
    expect(
      byPlace(report)
        .get('/hash/')
        ?.violations.map((finding) => finding.id) ?? [],
    ).not.toContain('button-name');
  });
});
