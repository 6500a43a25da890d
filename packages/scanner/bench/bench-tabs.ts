import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A browser, or where to get a connected one (relaunched after it died). */
export type BrowserSource = Browser | (() => Promise<Browser>);

/** A page a phase of the bench could not measure, and why. */
export interface Unmeasured {
  phase: string;
  url: string;
  reason: string;
}

/** The tab, its context or its browser went away under the step (a renderer crash, a killed browser). */
export function isTabLost(error: unknown): boolean {
  return /crash|Target (page, context or browser )?(has been )?closed|Browser (has been )?closed/i.test(
    String(error),
  );
}

/**
 * The tab (and context) a measuring phase works in, opened again after a crash: in a new context if
 * the old one went with it, in a relaunched browser if the browser did. One lost renderer then costs
 * the phase one page, not the bench its figures.
 */
export class BenchTab {
  #page: Page | undefined;

  /** `openContext`: how the phase's context is made (default: a plain one, as the reference loop uses). */
  constructor(
    browser: BrowserSource,
    private readonly shared: {
      browser: () => Promise<Browser>;
      context?: Promise<BrowserContext>;
      openContext?: (browser: Browser) => Promise<BrowserContext>;
    } = {
      browser: typeof browser === 'function' ? browser : async () => browser,
    },
  ) {}

  /** A tab in a context made as a scan makes its own (the engine's init scripts in every document). */
  static likeAScan(
    browser: BrowserSource,
    openContext: (browser: Browser) => Promise<BrowserContext>,
  ): BenchTab {
    return new BenchTab(browser, {
      browser: typeof browser === 'function' ? browser : async () => browser,
      openContext,
    });
  }

  /** Another tab of the same context, as a second worker of a phase uses. */
  sibling(): BenchTab {
    return new BenchTab(this.shared.browser, this.shared);
  }

  async context(): Promise<BrowserContext> {
    const pending = this.shared.context;
    if (pending) {
      const current = await pending.catch(() => undefined);
      if (current && current.browser()?.isConnected() !== false) return current;
      // Replaced once, by whichever sibling notices first.
      if (this.shared.context !== pending) return this.context();
    }
    const { openContext = (browser: Browser) => browser.newContext() } = this.shared;
    const opening = this.shared.browser().then(openContext);
    this.shared.context = opening;
    opening.then(
      (context) =>
        context.on('close', () => {
          if (this.shared.context === opening) this.shared.context = undefined;
        }),
      () => undefined,
    );
    return opening;
  }

  /** The phase's reused tab. */
  async page(): Promise<Page> {
    if (!this.#page || this.#page.isClosed()) this.#page = await this.#open();
    return this.#page;
  }

  /** A new tab in the phase's context, for phases that measure a fresh tab per page. */
  async newPage(): Promise<Page> {
    try {
      return await (await this.context()).newPage();
    } catch (error) {
      if (!isTabLost(error)) throw error;
      // The context went with the tab (its 'close' dropped it, or its browser is gone): a new one.
      return (await this.context()).newPage();
    }
  }

  /** Drops a tab that crashed, so that the next `page()` opens another. */
  discard(page: Page): void {
    if (this.#page === page) this.#page = undefined;
    page.close().catch(() => undefined);
  }

  /** Closes the context, for every sibling. */
  async close(): Promise<void> {
    const context = this.shared.context;
    this.shared.context = undefined;
    this.#page = undefined;
    await (await context?.catch(() => undefined))?.close().catch(() => undefined);
  }

  async #open(): Promise<Page> {
    const page = await this.newPage();
    // A crashed tab answers nothing again; it is replaced on its next use.
    page.on('crash', () => this.discard(page));
    return page;
  }
}

/**
 * Runs one page's step in a tab from `tab` (`take`: the reused tab or a new one). If the tab is lost
 * under it, the step is tried once more in a fresh tab; lost again, the page is noted in `unmeasured`
 * and skipped (undefined). Any other error is the bench's own and ends it.
 */
export async function measurePage<T>(
  tab: BenchTab,
  take: 'reused' | 'new',
  where: { phase: string; url: string; unmeasured: Unmeasured[] },
  step: (page: Page) => Promise<T>,
): Promise<T | undefined> {
  for (let attempt = 1; ; attempt++) {
    const page = take === 'reused' ? await tab.page() : await tab.newPage();
    try {
      return await step(page);
    } catch (error) {
      if (!isTabLost(error)) throw error;
      tab.discard(page);
      if (attempt === 2) {
        where.unmeasured.push({ phase: where.phase, url: where.url, reason: firstLine(error) });
        return undefined;
      }
    } finally {
      if (take === 'new') await page.close().catch(() => undefined);
    }
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
