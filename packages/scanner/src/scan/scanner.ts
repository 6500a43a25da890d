import type { Browser } from 'playwright-core';
import { axeVersion } from '../analyse/axe-version.js';
import { launchChromium } from '../browser/chromium.js';
import type { Recording } from '../flows/recording.js';
import { type EgressProxy, startEgressProxy } from '../net/egress-proxy.js';
import type { ScanOptions, ScanReport } from '../report/types.js';
import { ENGINE_VERSION } from '../version.js';
import { runFlow } from './run-flow.js';
import { runScan, type ScanEnvironment, type ScanTarget } from './run-scan.js';
import { discardWarmTab, isUsable, prepareWarmTab, type WarmTab } from './warm-tab.js';

export interface ScannerOptions {
  /** Chromium executable; default CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own. */
  chromiumPath?: string;
}

/** Holds one browser, reused across scans; each scan gets a fresh browser context. */
export interface Scanner {
  scanPages(urls: string[], options?: ScanOptions): Promise<ScanReport>;
  scanSite(url: string, options?: ScanOptions): Promise<ScanReport>;
  /** Replays a recorded user flow and checks the states it reaches (flows/run-flow.ts). */
  runFlow(recording: Recording, options?: ScanOptions): Promise<ScanReport>;
  close(): Promise<void>;
  /** How often the browser had to be started again after it died. */
  readonly browserRestarts: number;
  /**
   * Starts the browser now and from then on keeps one context and tab ready, with axe compiled, for
   * the next scan that allows private addresses or not as given: a service's first scan and every later
   * one skip the browser start and most of axe's set-up. Resolves once the first tab is ready (true) or
   * could not be made (false: e.g. no Chromium; scans then try and fail as they would have). Absent
   * from test doubles.
   */
  keepWarm?(options: { allowPrivateAddresses: boolean }): Promise<boolean>;
}

export function createScanner(options: ScannerOptions = {}): Scanner {
  let browser: Promise<Browser> | undefined;
  let egress: Promise<EgressProxy> | undefined;
  let launches = 0;
  let closed = false;
  let warmFor: { allowPrivateAddresses: boolean } | undefined;
  let warmTab: Promise<WarmTab | undefined> | undefined;

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

  const egressProxy = () => {
    egress ??= startEgressProxy();
    return egress;
  };

  // One tab in reserve, made again once the scans that took it are done.
  const refillWarmTab = (): Promise<WarmTab | undefined> => {
    if (!warmFor || closed) return Promise.resolve(undefined);
    if (warmTab) return warmTab;
    const { allowPrivateAddresses } = warmFor;
    const preparing: Promise<WarmTab | undefined> = liveBrowser()
      .then((current) => prepareWarmTab(current, userAgentFor(current), allowPrivateAddresses, egressProxy))
      .catch(() => {
        if (warmTab === preparing) warmTab = undefined;
        return undefined;
      });
    warmTab = preparing;
    return preparing;
  };

  const takeWarmTab = async (allowPrivateAddresses: boolean): Promise<WarmTab | undefined> => {
    if (!warmTab || warmFor?.allowPrivateAddresses !== allowPrivateAddresses) return undefined;
    const pending = warmTab;
    warmTab = undefined;
    const tab = await pending;
    if (!tab) return undefined;
    if (await isUsable(tab)) return tab;
    await discardWarmTab(tab);
    return undefined;
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
      egressProxy,
      takeWarmTab,
    };
  };

  // Made only while no scan runs: under a steady queue a reserve tab would compete with the scans for the CPU.
  let activeScans = 0;
  const scan = async (
    target: ScanTarget | { kind: 'flow'; recording: Recording },
    scanOptions: ScanOptions = {},
  ) => {
    activeScans++;
    try {
      const env = await environment();
      if (target.kind === 'flow') return await runFlow(env, target.recording, scanOptions);
      return await runScan(env, target, scanOptions);
    } finally {
      activeScans--;
      if (activeScans === 0) void refillWarmTab();
    }
  };

  return {
    scanPages: (urls, scanOptions) => scan({ kind: 'pages', urls }, scanOptions),
    scanSite: (url, scanOptions) => scan({ kind: 'site', url }, scanOptions),
    runFlow: (recording, scanOptions) => scan({ kind: 'flow', recording }, scanOptions),
    get browserRestarts() {
      return Math.max(0, launches - 1);
    },
    async keepWarm(warmOptions) {
      warmFor = { ...warmOptions };
      return (await refillWarmTab()) !== undefined;
    },
    async close() {
      closed = true;
      const spare = warmTab?.then((tab) => tab && discardWarmTab(tab));
      warmTab = undefined;
      await spare;
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
