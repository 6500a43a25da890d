import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { OWN_RULES } from '@klarsicht/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/chromium.js';
import { BROWSER_CHECK_RULES } from '../browser-checks/browser-checks.js';
import { checkOpenPage } from '../scan/check-open-page.js';
import {
  BROWSER_CHECK_FAMILY_BY_ARTIFACT,
  browserChecksNotRun,
  checkTab,
  type TabDocument,
} from './check-tab.js';

/** A shop's page as a person left it: the basket dialog open, its product picture without a text. */
const PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Warenkorb</title></head>
<body><main><h1>Ihr Warenkorb</h1>
<div role="dialog" aria-modal="true" aria-labelledby="t"><h2 id="t">Im Warenkorb</h2>
<img id="product" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">
<button type="button">Weiter einkaufen</button></div></main></body></html>`;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The tab as an extension reaches it: only through the document's scripts. */
function tabOf(page: Page): TabDocument & { evaluations: number } {
  const tab = {
    evaluations: 0,
    evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
      tab.evaluations++;
      return page.evaluate(fn as (arg: unknown) => R, arg as unknown);
    },
    async injectAxe() {
      await page.evaluate(axeSource);
    },
    async url() {
      return page.url();
    },
  };
  return tab;
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setContent(PAGE);
});

afterAll(async () => {
  await browser?.close();
});

describe('checking a tab through its page scripts', () => {
  it('finds what a scan of the same state finds with axe and the page-facts checks, in German', async () => {
    const report = await checkTab(tabOf(page), { profile: 'bfsg', lang: 'de' });
    const imageAlt = report.violations.find((finding) => finding.id === 'image-alt');
    expect(imageAlt?.nodes.map((node) => node.selector)).toEqual(['#product']);
    expect(imageAlt?.help).not.toBe(
      (await checkOpenPage(page, { profile: 'bfsg', lang: 'en' })).violations.find(
        (finding) => finding.id === 'image-alt',
      )?.help,
    );
    const scanned = await checkOpenPage(page, { profile: 'bfsg', lang: 'de' });
    const ownRuleIds: ReadonlySet<string> = new Set(
      OWN_RULES.filter((rule) => rule.artifact === 'page-facts').map((rule) => rule.id),
    );
    const ownIn = (report: typeof scanned) =>
      [...report.violations, ...report.incomplete]
        .map((finding) => finding.id)
        .filter((id) => ownRuleIds.has(id))
        .sort();
    expect(ownIn(report).length).toBeGreaterThan(0);
    expect(ownIn(report)).toEqual(ownIn(scanned));
    expect(report.counts.violations).toBe(report.violations.length);
    expect(report.url).toBe(page.url());
  });

  it('names the browser checks it could not run instead of passing them off', async () => {
    const report = await checkTab(tabOf(page), { profile: 'bfsg' });
    const notRun = report.notChecked ?? [];
    expect(notRun.map((entry) => entry.check)).toEqual(expect.arrayContaining(['keyboard', 'focus', 'zoom']));
    expect(new Set(notRun.map((entry) => entry.reason))).toEqual(new Set(['not-available']));
    const browserRuleIds = new Set<string>(BROWSER_CHECK_RULES.map((rule) => rule.id));
    for (const finding of [...report.violations, ...report.passes, ...report.incomplete])
      expect(browserRuleIds.has(finding.id), finding.id).toBe(false);
  });

  it('runs no page-facts checks where the profile has none', async () => {
    const tab = tabOf(page);
    await checkTab(tab, { profile: 'wcag21aa' });
    // axe only: one run, no reading of the page's facts.
    expect(tab.evaluations).toBe(1);
  });
});

describe('the browser check families', () => {
  it('has a name for what every browser check reads', () => {
    for (const rule of BROWSER_CHECK_RULES)
      expect(BROWSER_CHECK_FAMILY_BY_ARTIFACT[rule.artifact], rule.id).toBeDefined();
    expect(browserChecksNotRun('bfsg').length).toBeGreaterThan(0);
  });
});
