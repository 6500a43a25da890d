import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPages, type RouteServer, startRouteServer } from '../../../test-support/route-server.js';
import { launchChromium } from '../../browser/chromium.js';
import { openTab } from '../../page/open-tab.js';
import { newScanContext, scanContextOptions } from '../../scan/warm-tab.js';
import { runBrowserChecks } from '../browser-checks.js';

function page(body: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Testseite</title>
<style>@media (max-width: 700px) { .wide { display: none } }</style></head>
<body><main><h1>Testseite</h1>${body}</main></body></html>`;
}

const PAGES = {
  '/first.html': page(
    '<p style="height: 24px; overflow: hidden; line-height: 20px">Öffnungszeiten der Bibliothek in der Altstadt, von Montag bis Freitag jeweils von neun Uhr morgens bis achtzehn Uhr abends, samstags bis vierzehn Uhr.</p><p class="wide">Breit</p>',
  ),
  '/second.html': page('<p>Zweite Seite</p>'),
};

/** What a page's scripts and styles see of the window it is shown in, once a resize has reached it. */
async function windowAsSeen(tab: Page) {
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return tab.evaluate(() => ({
    inner: [innerWidth, innerHeight],
    screen: [screen.width, screen.height, screen.availWidth, screen.availHeight],
    ratio: devicePixelRatio,
    orientation: screen.orientation.type,
    wideShown: getComputedStyle(document.querySelector('.wide') ?? document.body).display !== 'none',
    landscape: matchMedia('(orientation: landscape)').matches,
  }));
}

describe('the zoom and reflow layouts', () => {
  let server: RouteServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startRouteServer(htmlPages(PAGES));
    browser = await launchChromium();
    context = await newScanContext(browser, scanContextOptions('klarsicht-test', undefined));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('leave the tab as a tab of the scan that never ran them, for this page and the next', async () => {
    const untouched = await openTab(context);
    await untouched.goto(`${server.origin}/first.html`);
    const expected = await windowAsSeen(untouched);
    expect(expected.inner).toEqual([1280, 800]);

    const tab = await openTab(context);
    await tab.goto(`${server.origin}/first.html`);
    const results = await runBrowserChecks(tab, 'wcag21aa', { maxNodesPerFinding: 10, secondEngine: false });
    // The layouts did change: the box cut its text off at 200 %.
    expect(results.violations.map((finding) => finding.id)).toContain('klarsicht-text-zoom-clipping');
    expect(await windowAsSeen(tab)).toEqual(expected);

    // Twice on one tab, as a site scan reuses it, and the next page loads in the tab's own viewport.
    await tab.goto(`${server.origin}/first.html`);
    await runBrowserChecks(tab, 'wcag21aa', { maxNodesPerFinding: 10, secondEngine: false });
    await tab.goto(`${server.origin}/second.html`);
    await untouched.goto(`${server.origin}/second.html`);
    expect(await windowAsSeen(tab)).toEqual(await windowAsSeen(untouched));
  });
});
