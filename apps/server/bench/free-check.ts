import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import {
  chromiumPath,
  freePort,
  requireBuild,
  startBuiltServer,
  stopServer,
  waitUntilReady,
} from './built-server.js';

/**
 * `npm run bench:free-check`: how long a visitor waits for the free check. Starts the built server
 * as `npm start` does (one process, embedded database in a throwaway data directory), serves a small
 * page on 127.0.0.1, and drives a real Chromium through the home page: type the address, submit,
 * wait until the first findings are on screen. Reports the first check after the server started
 * and the median of BENCH_CHECKS later ones (default 7), each split into its stages from the
 * scan's own timestamps. Run `npm run build` first (the npm script does).
 */

const env = process.env;
const laterChecks = Number(env.BENCH_CHECKS ?? 7);
const CHECK_TIMEOUT_MS = 60_000;

/** A small shop page with a few well-known violations, so that findings appear. */
const SMALL_PAGE = `<!doctype html>
<html lang="de">
  <head><meta charset="utf-8"><title>Kleiner Laden</title></head>
  <body>
    <main>
      <h1>Kleiner Laden</h1>
      <img src="/logo.png" width="40" height="40">
      <form action="/suche"><input type="text" name="q"><button type="submit"></button></form>
      <p style="color:#c8c8c8;background:#ffffff">Schwer lesbarer Text.</p>
      <p>Öffnungszeiten: Montag bis Freitag, 9 bis 18 Uhr.</p>
    </main>
  </body>
</html>`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface CheckTiming {
  /** Submit click → first finding visible in the page. */
  totalMs: number;
  /** Click → scan row created (the POST). */
  acceptMs: number;
  /** Scan created → a worker started it. */
  pickUpMs: number;
  /** Worker started → result written (the engine plus storing). */
  scanMs: number;
  /** Result written → finding visible (event, findings request, rendering). */
  showMs: number;
}

async function main(): Promise<void> {
  requireBuild();
  const site = await serveSmallPage();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'klarsicht-bench-'));
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const started = Date.now();
    server = startBuiltServer(port, dataDir);
    await waitUntilReady(baseUrl, server);
    console.log(`server ready after ${Date.now() - started} ms`);

    browser = await chromium.launch({
      headless: true,
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    });
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();

    const first = await timeCheck(page, baseUrl, siteUrl);
    print('first check after start', first);
    const later: CheckTiming[] = [];
    for (let i = 0; i < laterChecks; i++) {
      const timing = await timeCheck(page, baseUrl, siteUrl);
      print(`later check ${i + 1}`, timing);
      later.push(timing);
    }
    const median = medianTiming(later);
    console.log('\nresult');
    print('first check after start', first);
    print(`median of ${later.length} later checks`, median);
  } finally {
    await browser?.close().catch(() => undefined);
    if (server) await stopServer(server);
    await new Promise((resolve) => site.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One check as a visitor makes it, from a freshly loaded home page. */
async function timeCheck(page: Page, baseUrl: string, siteUrl: string): Promise<CheckTiming> {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Kostenloser Schnelltest', exact: true });
  await form.getByRole('textbox', { name: 'Adresse Ihrer Website' }).fill(siteUrl);
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/scans'),
  );
  const clickedAt = Date.now();
  await form.getByRole('button', { name: 'Kostenlos prüfen' }).click();
  const { id } = (await (await created).json()) as { id: string };
  await page
    .getByTestId('free-check-results')
    .getByTestId('violation')
    .first()
    .waitFor({ state: 'visible', timeout: CHECK_TIMEOUT_MS });
  const visibleAt = Date.now();
  const scan = (await (await fetch(`${baseUrl}/api/scans/${id}`)).json()) as {
    createdAt: string;
    startedAt?: string;
    finishedAt?: string;
  };
  const createdAt = Date.parse(scan.createdAt);
  const startedAt = Date.parse(scan.startedAt ?? scan.createdAt);
  const finishedAt = Date.parse(scan.finishedAt ?? scan.createdAt);
  return {
    totalMs: visibleAt - clickedAt,
    acceptMs: createdAt - clickedAt,
    pickUpMs: startedAt - createdAt,
    scanMs: finishedAt - startedAt,
    showMs: visibleAt - finishedAt,
  };
}

function print(label: string, timing: CheckTiming): void {
  const stages = `accept ${timing.acceptMs} · pick-up ${timing.pickUpMs} · scan ${timing.scanMs} · show ${timing.showMs}`;
  console.log(`${label.padEnd(28)} ${String(timing.totalMs).padStart(5)} ms  (${stages} ms)`);
}

function medianTiming(timings: CheckTiming[]): CheckTiming {
  const median = (pick: (timing: CheckTiming) => number) => {
    const sorted = timings.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
  };
  return {
    totalMs: median((t) => t.totalMs),
    acceptMs: median((t) => t.acceptMs),
    pickUpMs: median((t) => t.pickUpMs),
    scanMs: median((t) => t.scanMs),
    showMs: median((t) => t.showMs),
  };
}

async function serveSmallPage(): Promise<Server> {
  const site = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname === '/')
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SMALL_PAGE);
    else if (pathname === '/logo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else if (pathname === '/robots.txt')
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return site;
}

await main();
