import type { Browser } from 'playwright-core';
import { axeVersion } from '../analyse/axe-script.js';
import { launchChromium } from '../browser/chromium.js';
import { type EgressProxy, startEgressProxy } from '../net/egress-proxy.js';
import type { ScanOptions, ScanReport } from '../report/types.js';
import { ENGINE_VERSION } from '../version.js';
import { runScan, type ScanEnvironment, type ScanTarget } from './run-scan.js';

export interface ScannerOptions {
  /** Chromium executable; default CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own. */
  chromiumPath?: string;
}

/** Holds one browser, reused across scans; each scan gets a fresh browser context. */
export interface Scanner {
  scanPages(urls: string[], options?: ScanOptions): Promise<ScanReport>;
  scanSite(url: string, options?: ScanOptions): Promise<ScanReport>;
  close(): Promise<void>;
  /** How often the browser had to be started again after it died. */
  readonly browserRestarts: number;
}

export function createScanner(options: ScannerOptions = {}): Scanner {
  let browser: Promise<Browser> | undefined;
  let egress: Promise<EgressProxy> | undefined;
  let launches = 0;
  let closed = false;

  // Launched on first use, and again after a crash: a dead browser must not take the worker down with it.
  const liveBrowser = async (): Promise<Browser> => {
    if (browser) {
      const current = await browser.catch(() => undefined);
      if (current?.isConnected()) return current;
    }
    launches++;
    const launching = launchChromium(options.chromiumPath);
    browser = launching;
    launching
      .then((launched) =>
        launched.on('disconnected', () => {
          if (browser === launching) browser = undefined;
        }),
      )
      .catch(() => {
        if (browser === launching) browser = undefined;
      });
    return launching;
  };

  const environment = async (): Promise<ScanEnvironment> => {
    if (closed) throw new Error('This scanner is closed.');
    const current = await liveBrowser();
    return {
      browser: liveBrowser,
      userAgent: userAgentFor(current),
      engine: {
        name: 'klarsicht',
        version: ENGINE_VERSION,
        axeVersion: axeVersion(),
        userAgent: userAgentFor(current),
      },
      egressProxy: () => {
        egress ??= startEgressProxy();
        return egress;
      },
    };
  };

  const scan = async (target: ScanTarget, scanOptions: ScanOptions = {}) =>
    runScan(await environment(), target, scanOptions);

  return {
    scanPages: (urls, scanOptions) => scan({ kind: 'pages', urls }, scanOptions),
    scanSite: (url, scanOptions) => scan({ kind: 'site', url }, scanOptions),
    get browserRestarts() {
      return Math.max(0, launches - 1);
    },
    async close() {
      closed = true;
      const closing = [browser?.then((current) => current.close()), egress?.then((proxy) => proxy.close())];
      browser = undefined;
      egress = undefined;
      await Promise.all(closing.map((step) => step?.catch(() => undefined)));
    },
  };
}

/** Chromium's own user agent without "Headless", with our name, so site owners can tell who visited. */
function userAgentFor(browser: Browser): string {
  const version = browser.version();
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Safari/537.36 Klarsicht/${ENGINE_VERSION}`;
}

/** Scans exactly the given URLs. Launches and closes a browser unless `options.scanner` is given. */
export function scanPages(
  urls: string[],
  options: ScanOptions & { scanner?: Scanner } = {},
): Promise<ScanReport> {
  return withScanner(options, (scanner) => scanner.scanPages(urls, options));
}

/** Discovers pages from the start URL (robots.txt, sitemaps, links) within the page budget and scans them. */
export function scanSite(
  url: string,
  options: ScanOptions & { scanner?: Scanner } = {},
): Promise<ScanReport> {
  return withScanner(options, (scanner) => scanner.scanSite(url, options));
}

async function withScanner<T>(
  options: { scanner?: Scanner },
  use: (scanner: Scanner) => Promise<T>,
): Promise<T> {
  const scanner = options.scanner ?? createScanner();
  try {
    return await use(scanner);
  } finally {
    if (!options.scanner) await scanner.close();
  }
}
