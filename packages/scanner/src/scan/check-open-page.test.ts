import { ruleTexts } from '@klarsicht/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/chromium.js';
import { IMPACTS } from '../report/types.js';
import { checkOpenPage } from './check-open-page.js';

/** A page a test brings into a state by itself: the image without a text alternative comes later. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Account</title></head>
<body><main><h1>Your account</h1><label for="name">Name</label> <input id="name">
<button type="button" id="more">Show the map</button></main>
<footer><a href="/accessibility">Accessibility statement</a> <a href="/contact">Contact</a></footer>
<script>
document.getElementById('more').addEventListener('click', function () {
  var image = document.createElement('img');
  image.id = 'map';
  image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
  image.width = 40;
  image.height = 40;
  document.querySelector('main').append(image);
});
</script></body></html>`;

let browser: Browser;
let page: Page;
let navigations: number;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  await page?.close();
  page = await browser.newPage();
  await page.setContent(PAGE);
  navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });
});

describe('checking a page as a test left it', () => {
  it('finds what the page got after it loaded, and neither loads nor reloads it', async () => {
    await page.evaluate(() => {
      (globalThis as unknown as { stateOfTheTest: string }).stateOfTheTest = 'kept';
    });
    const before = await checkOpenPage(page);
    expect(before.violations.map((finding) => finding.id)).not.toContain('image-alt');

    await page.click('#more');
    const after = await checkOpenPage(page);
    const imageAlt = after.violations.find((finding) => finding.id === 'image-alt');
    expect(imageAlt?.nodes.map((node) => node.selector)).toEqual(['#map']);
    expect(navigations).toBe(0);
    expect(
      await page.evaluate(() => (globalThis as unknown as { stateOfTheTest?: string }).stateOfTheTest),
    ).toBe('kept');
  });

  it('reports in the shape of a scan’s pages, with counts that agree with the findings', async () => {
    await page.click('#more');
    const report = await checkOpenPage(page, { profile: 'wcag21aa' });
    expect(report.url).toBe(page.url());
    expect(report.finalUrl).toBe(page.url());
    expect(report.title).toBe('Account');
    expect(report.status).toBeUndefined();
    expect(report.counts).toEqual({
      violations: report.violations.length,
      passes: report.passes.length,
      incomplete: report.incomplete.length,
      inapplicable: report.inapplicable.length,
      bestPractices: report.bestPractices.length,
    });
    expect(report.passes.length).toBeGreaterThan(0);
    const byImpact = Object.fromEntries(IMPACTS.map((impact) => [impact, 0]));
    for (const finding of report.violations) if (finding.impact) byImpact[finding.impact]!++;
    expect(report.byImpact).toEqual(byImpact);
    expect(report.byImpact.critical).toBeGreaterThan(0);
  });

  it('writes the findings in the language asked for, English by default', async () => {
    await page.click('#more');
    const english = await checkOpenPage(page);
    const german = await checkOpenPage(page, { lang: 'de' });
    const help = (report: typeof english) => report.violations.find((f) => f.id === 'image-alt')?.help;
    expect(help(english)).toBe(ruleTexts('image-alt', 'en')?.help);
    expect(help(german)).toBe(ruleTexts('image-alt', 'de')?.help);
    expect(help(german)).not.toBe(help(english));
  });

  it('leaves out the rules it is told to ignore, from the findings and the counts', async () => {
    await page.click('#more');
    const all = await checkOpenPage(page);
    const ignoring = await checkOpenPage(page, { ignoreRules: ['image-alt'] });
    expect(all.violations.map((finding) => finding.id)).toContain('image-alt');
    const ids = (['violations', 'passes', 'incomplete', 'inapplicable', 'bestPractices'] as const).flatMap(
      (category) => ignoring[category].map((finding) => finding.id),
    );
    expect(ids).not.toContain('image-alt');
    expect(ignoring.counts.violations).toBe(all.counts.violations - 1);
  });

  it('gives focus back to the element that had it, though the keyboard checks moved it', async () => {
    await page.focus('#name');
    const report = await checkOpenPage(page);
    // The keyboard walk ran (it would have been reported as not checked otherwise).
    expect(report.notChecked?.map((entry) => entry.check) ?? []).not.toContain('keyboard');
    expect(report.passes.map((finding) => finding.id)).toContain('klarsicht-keyboard-trap');
    const focused = await page.evaluate(() => {
      const doc = (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document;
      return doc.activeElement?.id;
    });
    expect(focused).toBe('name');
  });
});
