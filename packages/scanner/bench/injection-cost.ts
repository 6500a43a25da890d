import type { Page } from 'playwright-core';
import { BenchTab, type BrowserSource, measurePage, type Unmeasured } from './bench-tabs.js';
import { built } from './built-engine.js';

const { injectAxe } = await built<typeof import('../src/analyse/axe-script.js')>('analyse/axe-script.js');

export interface InjectionCost {
  freshTabMs: number;
  reusedTabMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * What putting axe's ~650 KB into a document costs: in a new tab for every page, and in one tab that
 * navigates from page to page (where Chromium's compilation cache already holds the parsed script).
 * A page whose tab crashed twice is left out and noted in `unmeasured`.
 */
export async function measureInjectionCost(
  browser: BrowserSource,
  urls: string[],
  unmeasured: Unmeasured[] = [],
): Promise<InjectionCost> {
  const tab = new BenchTab(browser);
  const timeInjection = async (page: Page, url: string) => {
    await page.goto(url);
    const started = performance.now();
    await injectAxe(page.mainFrame());
    return performance.now() - started;
  };
  const fresh: number[] = [];
  for (const url of urls) {
    const where = { phase: 'injection cost (new tab)', url, unmeasured };
    const ms = await measurePage(tab, 'new', where, (page) => timeInjection(page, url));
    if (ms !== undefined) fresh.push(ms);
  }
  const reused: number[] = [];
  for (const url of urls) {
    const where = { phase: 'injection cost (reused tab)', url, unmeasured };
    const ms = await measurePage(tab, 'reused', where, (page) => timeInjection(page, url));
    if (ms !== undefined) reused.push(ms);
  }
  await tab.close();
  return { freshTabMs: median(fresh), reusedTabMs: median(reused) };
}
