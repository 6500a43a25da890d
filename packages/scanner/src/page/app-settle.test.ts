import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCpuBurners } from '../../test-support/cpu-burners.js';
import {
  type RouteHandler,
  type RouteServer,
  startRouteServer,
  text,
} from '../../test-support/route-server.js';
import { launchChromium } from '../browser/chromium.js';
import { newScanContext, scanContextOptions } from '../scan/warm-tab.js';
import { type LoadedPage, loadPage } from './load-page.js';

/**
 * The settle rule as a scan meets it: pages loaded through loadPage in a scan's context (whose init
 * script counts requests and the short timers, frames and idle callbacks of the page's loading).
 */

/** The settle wait's upper bound after the load event (load-page.ts), with room for a busy machine. */
const SETTLE_BOUND_MS = 3_000;
const BUSY_MACHINE_SLACK_MS = 4_000;

const page = (title: string, script: string) =>
  text(
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head>` +
      `<body><main id="app"><p>Lädt …</p></main><script>${script}</script></body></html>`,
    'text/html; charset=utf-8',
  );

/** Answers late, as a real back end does. */
const lateJson =
  (body: unknown, delayMs: number): RouteHandler =>
  (_request, response) => {
    setTimeout(
      () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      delayMs,
    );
  };

const RENDER = `function show(data) { document.title = data.title; document.getElementById('app').innerHTML = data.html; }
function load() { return fetch('/daten').then(function (answer) { return answer.json(); }).then(show); }`;

let server: RouteServer;
let browser: Browser;
let context: BrowserContext;
let tab: Page;

beforeAll(async () => {
  server = await startRouteServer({
    '/daten': lateJson({ title: 'Zählerstand', html: '<h1>Zählerstand</h1><img src="/zaehler.svg">' }, 150),
    '/timer': page('Portal', `${RENDER} setTimeout(load, 200);`),
    '/idle': page('Portal', `${RENDER} requestIdleCallback(load);`),
    '/kette': page(
      'Portal',
      `${RENDER} setTimeout(function () { setTimeout(function () { requestAnimationFrame(load); }, 100); }, 0);`,
    ),
    '/nach-load': page(
      'Portal',
      `${RENDER} addEventListener('load', function () { setTimeout(load, 150); });`,
    ),
    '/schleifen': page(
      'Animation',
      `var frames = 0; (function tick() { frames++; requestAnimationFrame(tick); })();
       setInterval(function () { window.polled = (window.polled || 0) + 1; }, 100);
       document.getElementById('app').innerHTML = '<h1>Animation</h1>';`,
    ),
    '/uhr': page(
      'Uhr',
      `(function tick() { document.getElementById('app').textContent = new Date().toISOString(); setTimeout(tick, 1000); })();`,
    ),
    '/uhr-langsam': page(
      'Uhr',
      `setTimeout(function () { var end = performance.now() + 150; while (performance.now() < end) {} }, 10);
       setTimeout(function () {}, 50);
       (function tick() { document.getElementById('app').textContent = new Date().toISOString(); setTimeout(tick, 1000); })();`,
    ),
    '/ticker': page(
      'Börse',
      `var count = 0; setInterval(function () { document.getElementById('app').textContent = 'Kurs ' + count++; }, 100);`,
    ),
    '/langsam': page(
      'Langsam',
      `setTimeout(function () { var end = performance.now() + 150; while (performance.now() < end) {} }, 10);
       setTimeout(function () { document.getElementById('app').innerHTML = '<h1>Fertig</h1>'; }, 50);`,
    ),
    '/statisch': text(
      '<!doctype html><html lang="de"><head><title>Impressum</title></head><body><main><h1>Impressum</h1><p>Stadtwerke</p></main></body></html>',
      'text/html',
    ),
  });
  browser = await launchChromium();
  context = await newScanContext(browser, scanContextOptions('klarsicht-test', undefined));
  tab = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const load = (path: string): Promise<LoadedPage> =>
  loadPage(tab, `${server.origin}${path}`, { timeoutMs: 30_000 });
const rendered = () =>
  tab.evaluate(() => (globalThis as unknown as { document: { title: string } }).document.title);

describe('the settle rule', () => {
  it('waits for a route that renders after a short timer and a request', async () => {
    const loaded = await load('/timer');
    expect(loaded.settle.settled).toBe(true);
    expect(loaded.title).toBe('Zählerstand');
    expect(await tab.locator('img[src="/zaehler.svg"]').count()).toBe(1);
  });

  it('waits for it with every core busy too', async () => {
    const burners = startCpuBurners(2);
    try {
      for (const path of ['/timer', '/idle', '/kette', '/nach-load']) {
        const loaded = await load(path);
        expect(loaded.settle.settled, path).toBe(true);
        expect(loaded.title, path).toBe('Zählerstand');
      }
    } finally {
      burners.stop();
    }
  });

  it('waits for idle callbacks, chains of timers and frames, and timers the load event queues', async () => {
    for (const path of ['/idle', '/kette', '/nach-load']) {
      const loaded = await load(path);
      expect(loaded.settle.settled, path).toBe(true);
      expect(loaded.title, path).toBe('Zählerstand');
      expect(await rendered(), path).toBe('Zählerstand');
    }
  });

  it('is not held up by an endless frame loop or a repeating interval that change nothing', async () => {
    const loaded = await load('/schleifen');
    expect(loaded.settle.settled).toBe(true);
    expect(loaded.settle.waitedMs).toBeLessThan(SETTLE_BOUND_MS);
  });

  it('waits for a clock that ticks every second one tick at most', async () => {
    const loaded = await load('/uhr');
    expect(loaded.settle.settled).toBe(true);
    expect(loaded.settle.waitedMs).toBeLessThan(SETTLE_BOUND_MS);
  });

  it('waits for the clock one tick at most when the page runs late, as on a busy machine', async () => {
    // A long task first: the page's timers run late, the quiet window stretches past the clock's
    // second. The clock's later ticks, past the chain's limits, must not keep it from closing.
    const loaded = await load('/uhr-langsam');
    expect(loaded.settle.settled).toBe(true);
    expect(loaded.settle.waitedMs).toBeLessThan(SETTLE_BOUND_MS);
  });

  it('gives up at its bound on a page that never stops changing, and says so', async () => {
    const started = Date.now();
    const loaded = await load('/ticker');
    expect(loaded.settle.settled).toBe(false);
    expect(loaded.settle.waitedMs).toBeGreaterThanOrEqual(SETTLE_BOUND_MS - 100);
    expect(Date.now() - started).toBeLessThan(SETTLE_BOUND_MS + BUSY_MACHINE_SLACK_MS);
  });

  it('stretches its quiet window when the page’s own thread runs late', async () => {
    // A 150 ms task holds up the page's next timer by about 100 ms: the 300 ms window grows to 1.2 s.
    const loaded = await load('/langsam');
    expect(loaded.settle.settled).toBe(true);
    expect(loaded.settle.waitedMs).toBeGreaterThanOrEqual(1_000);
  });

  it('costs a static page next to nothing', async () => {
    const loaded = await load('/statisch');
    expect(loaded.settle.settled).toBe(true);
    // Generous for a busy machine, yet far below the quiet window a page with work must wait.
    expect(loaded.settle.waitedMs).toBeLessThan(250);
  });
});
