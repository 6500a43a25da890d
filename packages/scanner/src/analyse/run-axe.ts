import type { AxeResults, ElementContext, PartialResult, RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { injectAxe } from './axe-script.js';

// These functions run inside the page, so each names the page's axe itself rather than through a helper.
type AxeWindow = { axe: typeof import('axe-core') };

/**
 * Runs axe on a loaded page. Pages without iframes take the direct path (one `axe.run`); pages with
 * iframes use axe's partial runs, frame by frame, because `axe.run`'s own frame messaging stops at
 * cross-origin iframes.
 */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  const mainFrame = page.mainFrame();
  await injectAxe(mainFrame);
  if (page.frames().length === 1) {
    return mainFrame.evaluate(
      ({ runOptions }) => (globalThis as unknown as AxeWindow).axe.run({ exclude: [] }, runOptions),
      { runOptions: options },
    );
  }
  const partials = await runPartialRecursive(mainFrame, { exclude: [] }, options);
  return mainFrame.evaluate(
    ({ partialResults, runOptions }) =>
      (globalThis as unknown as AxeWindow).axe.finishRun(partialResults, runOptions),
    { partialResults: partials, runOptions: options },
  );
}

/** What axe says about a child frame; kept loose because Playwright's deep argument types choke on axe's. */
interface FrameContextData {
  frameSelector: string | string[];
  frameContext: unknown;
}
interface PartialRunArgs {
  frameContext: unknown;
  runOptions: RunOptions;
}

async function runPartialRecursive(
  frame: Frame,
  context: unknown,
  options: RunOptions,
): Promise<(PartialResult | null)[]> {
  const args: PartialRunArgs = { frameContext: context, runOptions: options };
  const frameContexts = await frame.evaluate<FrameContextData[], PartialRunArgs>(
    ({ frameContext, runOptions }) =>
      (globalThis as unknown as AxeWindow).axe.utils.getFrameContexts(
        frameContext as ElementContext,
        runOptions,
      ),
    args,
  );
  const own = await frame.evaluate<PartialResult, PartialRunArgs>(
    ({ frameContext, runOptions }) =>
      (globalThis as unknown as AxeWindow).axe.runPartial(frameContext as ElementContext, runOptions),
    args,
  );
  const results: (PartialResult | null)[] = [own];
  for (const { frameSelector, frameContext } of frameContexts) {
    // axe expects one entry per frame it asked about, in order; null marks a frame we could not reach.
    let childResults: (PartialResult | null)[] = [null];
    try {
      const selector = Array.isArray(frameSelector) ? frameSelector.join(' >> ') : String(frameSelector);
      const handle = await frame.locator(selector).elementHandle({ timeout: 2_000 });
      const childFrame = await handle?.contentFrame();
      if (childFrame) {
        await injectAxe(childFrame);
        childResults = await runPartialRecursive(childFrame, frameContext, options);
      }
    } catch {
      // A frame that is gone, sandboxed without scripts, or still loading is reported by axe as not tested.
    }
    results.push(...childResults);
  }
  return results;
}
