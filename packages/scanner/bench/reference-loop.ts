import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium } from 'playwright-core';
import { BenchTab, type BrowserSource, measurePage, type Unmeasured } from './bench-tabs.js';

const require = createRequire(import.meta.url);

export interface LoopResult {
  wallMs: number;
  perPageMs: number[];
}

/**
 * The minimal way to check pages: Playwright + axe and nothing else. `reusePage` keeps one tab per
 * worker (like the engine); without it every URL gets a fresh tab. A page whose tab crashed twice is
 * left out of the figures and noted in `unmeasured`.
 */
export async function referenceLoop(
  browser: BrowserSource,
  urls: string[],
  options: { concurrency: number; tags: string[]; reusePage: boolean; unmeasured?: Unmeasured[] },
): Promise<LoopResult> {
  const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const phase = `reference loop (${options.reusePage ? 'tab reused' : 'new tab per page'})`;
  const tabs = new BenchTab(browser);
  await tabs.context();
  const perPageMs: number[] = [];
  let position = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      const tab = tabs.sibling();
      if (options.reusePage) await tab.page();
      for (let url = urls[position++]; url !== undefined; url = urls[position++]) {
        const pageStarted = performance.now();
        const checked = await measurePage(
          tab,
          options.reusePage ? 'reused' : 'new',
          { phase, url, unmeasured: options.unmeasured ?? [] },
          async (page) => {
            await page.goto(url);
            await page.evaluate(axeSource);
            await page.evaluate(
              (tags) =>
                (globalThis as unknown as { axe: typeof import('axe-core') }).axe.run(
                  { exclude: [] },
                  { runOnly: { type: 'tag', values: tags } },
                ),
              options.tags,
            );
            return true;
          },
        );
        if (checked) perPageMs.push(performance.now() - pageStarted);
      }
    }),
  );
  const wallMs = performance.now() - started;
  await tabs.close();
  return { wallMs, perPageMs };
}

export async function launchReferenceBrowser(executablePath: string | undefined): Promise<Browser> {
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
