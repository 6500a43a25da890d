import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import {
  chromiumPath,
  freePort,
  repoRoot,
  requireBuild,
  serverEntry,
  startBuiltServer,
  stopServer,
  waitUntilReady,
} from './built-server.js';

/**
 * `npm run bench:lighthouse`: how the first page does on a phone. Starts the built server as
 * `npm start` does (embedded database in a throwaway data directory) and runs Lighthouse's
 * performance category with its defaults — a mid-range phone, simulated throttling — on `/` and
 * `/bfsg`, BENCH_RUNS times each (default 3) in a fresh Chromium. Prints the median run of each
 * page (by performance score) with TBT, LCP, FCP and CLS, and for `/` where the main thread's time
 * went and its long tasks. Exits 1 when `/` scores below BENCH_MIN_SCORE (default 95).
 *
 * Simulated throttling scales what it observed: the main thread's real time on this machine goes
 * into the figures, so run it on a quiet machine (`flock /tmp/klarsicht-heavy.lock`).
 * BENCH_LHR_FILE=<path> keeps the median report of `/` as JSON (Lighthouse's viewer reads it).
 */

const env = process.env;
const RUNS = Number(env.BENCH_RUNS ?? 3);
const MIN_SCORE = Number(env.BENCH_MIN_SCORE ?? 95);
/** BENCH_PATHS=/ narrows the run while working on one page. */
const PAGES = (env.BENCH_PATHS ?? '/,/bfsg').split(',');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
];

interface RunFigures {
  score: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  lhr: Result;
}

async function main(): Promise<void> {
  // WEB_DIST_DIR (read by the server too) measures a web build kept elsewhere, e.g. one being compared.
  if (env.WEB_DIST_DIR) {
    for (const required of [serverEntry, path.join(env.WEB_DIST_DIR, 'index.html')])
      if (!existsSync(required)) throw new Error(`${path.relative(repoRoot, required)} is missing.`);
  } else requireBuild();
  const chromePath = env.CHROME_PATH ?? chromiumPath;
  if (!chromePath) throw new Error('No Chromium: set CHROME_PATH (e.g. /usr/bin/chromium).');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'klarsicht-bench-'));
  let server: ChildProcess | undefined;
  let failed = false;
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = startBuiltServer(port, dataDir);
    await waitUntilReady(baseUrl, server);

    // One unmeasured load, so that no measured run pays for the server's first answers.
    await audit(chromePath, `${baseUrl}/`);

    const medians = new Map<string, RunFigures>();
    for (const pagePath of PAGES) {
      const runs: RunFigures[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const figures = await audit(chromePath, `${baseUrl}${pagePath}`);
        console.log(`${pagePath.padEnd(6)} run ${run}: ${line(figures)}`);
        runs.push(figures);
      }
      medians.set(pagePath, median(runs));
    }

    console.log(
      `\nresult (median of ${RUNS} runs, Lighthouse ${lighthouseVersion(medians)}, mobile, simulated)`,
    );
    for (const [pagePath, figures] of medians) console.log(`${pagePath.padEnd(6)} ${line(figures)}`);
    const home = medians.get('/');
    if (home) {
      printBreakdown(home.lhr);
      if (env.BENCH_LHR_FILE) await writeFile(env.BENCH_LHR_FILE, JSON.stringify(home.lhr));
      if (home.score < MIN_SCORE) {
        console.error(`\n/ scores ${home.score}, below ${MIN_SCORE}.`);
        failed = true;
      }
    }
  } finally {
    if (server) await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine); such a
 * run measured nothing, so it is repeated, up to twice.
 */
async function audit(chromePath: string, url: string): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(chromePath, url);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.log(`${url}: ${error.message}; again`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

/** One Lighthouse run in its own browser, as Lighthouse's own CLI does it. */
async function auditOnce(chromePath: string, url: string): Promise<RunFigures> {
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error(`no performance score for ${url}`);
    return {
      score: Math.round(score * 100),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      lhr,
    };
  } finally {
    await chrome?.kill();
  }
}

function numeric(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${auditId}`);
  return value;
}

/** The run in the middle by score (ties broken by blocking time), so that its figures belong together. */
function median(runs: RunFigures[]): RunFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.tbtMs - a.tbtMs);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}

function line({ score, tbtMs, lcpMs, fcpMs, cls }: RunFigures): string {
  return [
    `performance ${String(score).padStart(3)}`,
    `TBT ${ms(tbtMs)}`,
    `LCP ${ms(lcpMs)}`,
    `FCP ${ms(fcpMs)}`,
    `CLS ${cls.toFixed(3)}`,
  ].join('  ');
}

const ms = (value: number) => `${Math.round(value).toString().padStart(5)} ms`;

function lighthouseVersion(medians: Map<string, RunFigures>): string {
  return [...medians.values()][0]?.lhr.lighthouseVersion ?? '?';
}

interface TableItem {
  [key: string]: unknown;
}

function tableItems(lhr: Result, auditId: string): TableItem[] {
  const details = lhr.audits[auditId]?.details as { items?: TableItem[] } | undefined;
  return details?.items ?? [];
}

/** Where `/`'s main thread went (as Lighthouse observed it on this machine, unthrottled) and its long tasks. */
function printBreakdown(lhr: Result): void {
  console.log('\n/ main-thread work (observed):');
  for (const item of tableItems(lhr, 'mainthread-work-breakdown'))
    console.log(`  ${ms(Number(item.duration))}  ${String(item.groupLabel ?? item.group)}`);

  console.log('\n/ script cost (observed; evaluation, parse and compile):');
  for (const item of tableItems(lhr, 'bootup-time'))
    console.log(
      `  ${ms(Number(item.total))}  eval ${ms(Number(item.scripting))}  parse ${ms(Number(item.scriptParseCompile))}  ${shortUrl(item.url)}`,
    );

  // Long tasks as Lighthouse simulates them on the phone: these add up to the blocking time.
  const longTasks = tableItems(lhr, 'long-tasks');
  console.log(`\n/ long tasks (simulated): ${longTasks.length}`);
  for (const item of longTasks)
    console.log(`  ${ms(Number(item.duration))}  at ${ms(Number(item.startTime))}  ${shortUrl(item.url)}`);
}

function shortUrl(url: unknown): string {
  if (typeof url !== 'string') return String(url);
  try {
    const parsed = new URL(url);
    return parsed.protocol.startsWith('http') ? parsed.pathname : url;
  } catch {
    return url;
  }
}

await main();
