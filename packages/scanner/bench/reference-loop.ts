import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium } from 'playwright-core';

const require = createRequire(import.meta.url);

export interface LoopResult {
  wallMs: number;
  perPageMs: number[];
}

/**
 * The minimal way to check pages: Playwright + axe and nothing else. `reusePage` keeps one tab per
 * worker (like the engine); without it every URL gets a fresh tab.
 */
export async function referenceLoop(
  browser: Browser,
  urls: string[],
  options: { concurrency: number; tags: string[]; reusePage: boolean },
): Promise<LoopResult> {
  const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const context = await browser.newContext();
  const perPageMs: number[] = [];
  let position = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      const page = options.reusePage ? await context.newPage() : undefined;
      for (let url = urls[position++]; url !== undefined; url = urls[position++]) {
        const pageStarted = performance.now();
        const tab = page ?? (await context.newPage());
        await tab.goto(url);
        await tab.evaluate(axeSource);
        await tab.evaluate(
          (tags) =>
            (globalThis as unknown as { axe: typeof import('axe-core') }).axe.run(
              { exclude: [] },
              { runOnly: { type: 'tag', values: tags } },
            ),
          options.tags,
        );
        if (!page) await tab.close();
        perPageMs.push(performance.now() - pageStarted);
      }
      await page?.close();
    }),
  );
  const wallMs = performance.now() - started;
  await context.close();
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
