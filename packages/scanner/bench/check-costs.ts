import type { ProfileId } from '../src/report/types.js';
import { BenchTab, type BrowserSource, measurePage, type Unmeasured } from './bench-tabs.js';
import { built } from './built-engine.js';

const { runAxe } = await built<typeof import('../src/analyse/run-axe.js')>('analyse/run-axe.js');
const { runBrowserChecks } = await built<typeof import('../src/browser-checks/browser-checks.js')>(
  'browser-checks/browser-checks.js',
);
const { axeRunOptions } = await import('@klarsicht/rules');
const { newScanContext, scanContextOptions } =
  await built<typeof import('../src/scan/warm-tab.js')>('scan/warm-tab.js');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * What each part of a page's analysis costs, page by page in one reused tab of a context made as a
 * scan's: axe's run, then each family of our browser checks (their own timings), QualWeb's included.
 * Medians in ms. A page whose tab crashed twice is left out and noted in `unmeasured`.
 */
export async function measureCheckCosts(
  browser: BrowserSource,
  urls: string[],
  profile: ProfileId,
  unmeasured: Unmeasured[] = [],
): Promise<Record<string, number>> {
  // A scan's context: the keyboard walk waits on what the app instrumentation counts, axe comes along.
  const tab = BenchTab.likeAScan(browser, (opened) =>
    newScanContext(opened, scanContextOptions('klarsicht-bench', undefined)),
  );
  const costs: Record<string, number[]> = { axe: [] };
  for (const url of urls) {
    const where = { phase: 'check costs', url, unmeasured };
    const measured = await measurePage(tab, 'reused', where, async (page) => {
      await page.goto(url);
      const started = performance.now();
      await runAxe(page, axeRunOptions(profile));
      const axeMs = performance.now() - started;
      const { timings } = await runBrowserChecks(page, profile, {
        maxNodesPerFinding: 50,
        secondEngine: true,
      });
      return { axeMs, timings };
    });
    if (!measured) continue;
    costs.axe!.push(measured.axeMs);
    for (const [family, ms] of Object.entries(measured.timings))
      costs[family] = [...(costs[family] ?? []), ms];
  }
  await tab.close();
  return Object.fromEntries(
    Object.entries(costs).map(([name, values]) => [name, Math.round(median(values))]),
  );
}
