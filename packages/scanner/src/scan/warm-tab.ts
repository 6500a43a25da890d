import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { axeInitScript, injectAxe } from '../analyse/axe-script.js';
import { recordListeners } from '../browser-checks/keyboard/click-handlers.js';
import type { EgressProxy } from '../net/egress-proxy.js';
import { instrumentApp } from '../page/app-settle.js';
import { openTab } from '../page/open-tab.js';

/** The egress guard's session of one scan: the proxy address its context uses, and what it refused. */
export interface GuardSession {
  server: string;
  blocked(): unknown[];
  close(): void;
}

/**
 * A scan's browser context and first tab, made ready before the scan is asked for. Axe has already
 * run once in the tab, so the tab's renderer holds axe compiled: the first page the scan loads there
 * (the renderer is reused, its site not yet fixed) injects and runs axe in a fraction of the time.
 */
export interface WarmTab {
  /** Made for scans that may (true) or may not (false) reach private addresses. */
  allowPrivateAddresses: boolean;
  guard: GuardSession | undefined;
  context: BrowserContext;
  page: Page;
}

/** The options every scan's context is made with; `guard` routes it through the egress proxy. */
export function scanContextOptions(
  userAgent: string,
  guard: GuardSession | undefined,
): BrowserContextOptions {
  return {
    userAgent,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    ...(guard ? { proxy: { server: guard.server } } : {}),
  };
}

/**
 * Opens a scan's context: its pages tell when an app has rendered (page/app-settle.ts) and which
 * elements got click and key listeners (browser-checks/keyboard/click-handlers.ts), and bring axe
 * along (analyse/axe-script.ts).
 */
export async function newScanContext(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  try {
    await context.addInitScript(instrumentApp);
    await context.addInitScript(recordListeners);
    await context.addInitScript(axeInitScript());
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
  return context;
}

/** Opens the guard session a scan needs: none when private addresses are allowed. */
export async function openGuard(
  allowPrivateAddresses: boolean,
  egressProxy: () => Promise<EgressProxy>,
): Promise<GuardSession | undefined> {
  // A proxy session on a port of its own: proxy credentials would make Playwright intercept every request
  // and switch the context's HTTP cache off. Playwright sends loopback through a context proxy as well.
  return allowPrivateAddresses ? undefined : (await egressProxy()).openSessionWithOwnPort();
}

const LIFE_CHECK_TIMEOUT_MS = 2_000;

// Enough of a page for axe to run all its rules' code once.
const WARM_UP_PAGE =
  '<!doctype html><html lang="en"><head><title>warm-up</title></head><body><main><h1>warm-up</h1>' +
  '<img src="data:,"><label>name <input></label><button></button><a href="#x">link</a>' +
  '<table><tr><th>a</th></tr><tr><td>1</td></tr></table></main></body></html>';

export async function prepareWarmTab(
  browser: Browser,
  userAgent: string,
  allowPrivateAddresses: boolean,
  egressProxy: () => Promise<EgressProxy>,
): Promise<WarmTab> {
  const guard = await openGuard(allowPrivateAddresses, egressProxy);
  let context: BrowserContext | undefined;
  try {
    context = await newScanContext(browser, scanContextOptions(userAgent, guard));
    const page = await openTab(context);
    // Written into the tab's initial blank document: no navigation, so no site is bound to its renderer yet.
    await page.setContent(WARM_UP_PAGE);
    await injectAxe(page.mainFrame());
    await page.evaluate(() => (globalThis as unknown as { axe: typeof import('axe-core') }).axe.run());
    return { allowPrivateAddresses, guard, context, page };
  } catch (error) {
    await context?.close().catch(() => undefined);
    guard?.close();
    throw error;
  }
}

/**
 * True while the tab can still serve a scan. Asks the tab itself: a browser that died a moment ago
 * may not have been noticed as disconnected yet.
 */
export async function isUsable(tab: WarmTab): Promise<boolean> {
  if (tab.page.isClosed() || tab.context.browser()?.isConnected() !== true) return false;
  let timer: NodeJS.Timeout | undefined;
  const answered = tab.page.evaluate('1').then(
    () => true,
    () => false,
  );
  // A tab that does not answer at once is not worth waiting for: a new one is quicker.
  const silent = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), LIFE_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([answered, silent]);
  } finally {
    clearTimeout(timer);
  }
}

export async function discardWarmTab(tab: WarmTab): Promise<void> {
  await tab.context.close().catch(() => undefined);
  tab.guard?.close();
}
