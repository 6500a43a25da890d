import type { Browser } from 'playwright-core';
import { injectAxe } from '../src/analyse/axe-script.js';

export interface InjectionCost {
  freshTabMs: number;
  reusedTabMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * What putting axe's ~650 KB into a document costs: in a new tab for every page, and in one tab that
 * navigates from page to page (where Chromium's compilation cache already holds the parsed script).
 */
export async function measureInjectionCost(browser: Browser, urls: string[]): Promise<InjectionCost> {
  const context = await browser.newContext();
  const fresh: number[] = [];
  for (const url of urls) {
    const page = await context.newPage();
    await page.goto(url);
    const started = performance.now();
    await injectAxe(page.mainFrame());
    fresh.push(performance.now() - started);
    await page.close();
  }
  const reused: number[] = [];
  const page = await context.newPage();
  for (const url of urls) {
    await page.goto(url);
    const started = performance.now();
    await injectAxe(page.mainFrame());
    reused.push(performance.now() - started);
  }
  await context.close();
  return { freshTabMs: median(fresh), reusedTabMs: median(reused) };
}
