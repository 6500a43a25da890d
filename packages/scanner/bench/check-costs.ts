import type { Browser } from 'playwright-core';
import { runAxe } from '../src/analyse/run-axe.js';
import { runBrowserChecks } from '../src/browser-checks/browser-checks.js';
import { axeRunOptions } from '../src/profiles/profiles.js';
import type { ProfileId } from '../src/report/types.js';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * What each part of a page's analysis costs, page by page in one reused tab: axe's run, then each
 * family of our browser checks (their own timings), QualWeb's included. Medians in ms.
 */
export async function measureCheckCosts(
  browser: Browser,
  urls: string[],
  profile: ProfileId,
): Promise<Record<string, number>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const costs: Record<string, number[]> = { axe: [] };
  for (const url of urls) {
    await page.goto(url);
    const started = performance.now();
    await runAxe(page, axeRunOptions(profile));
    costs.axe!.push(performance.now() - started);
    const { timings } = await runBrowserChecks(page, profile, { maxNodesPerFinding: 50, secondEngine: true });
    for (const [family, ms] of Object.entries(timings)) costs[family] = [...(costs[family] ?? []), ms];
  }
  await context.close();
  return Object.fromEntries(
    Object.entries(costs).map(([name, values]) => [name, Math.round(median(values))]),
  );
}
