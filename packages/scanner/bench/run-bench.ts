import { mkdirSync, writeFileSync } from 'node:fs';
import type { ScanOptions } from '../src/report/types.js';
import type { Unmeasured } from './bench-tabs.js';
import { built } from './built-engine.js';
import { measureCheckCosts } from './check-costs.js';
import { startCorpus } from './corpus.js';
import { measureInjectionCost } from './injection-cost.js';
import { LINK_COUNTS, measureLinkScaling, totalMs } from './link-scaling.js';
import { consecutiveScans, MEMORY_WARM_UP_SCANS } from './memory.js';
import { launchReferenceBrowser, referenceLoop } from './reference-loop.js';

const { resolveChromiumPath } =
  await built<typeof import('../src/browser/chromium.js')>('browser/chromium.js');
const { PROFILES } = await import('@klarsicht/rules');
const { createScanner } = await built<typeof import('../src/scan/scanner.js')>('scan/scanner.js');

/**
 * `npm run bench`: the engine against a minimal Playwright + axe loop on the same generated corpus,
 * in the same run, interleaved so that machine noise hits both alike.
 */
const PAGE_COUNT = Number(process.env.BENCH_PAGES ?? 120);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PROFILE = 'wcag21aa' as const;
const MEMORY_SCANS = Number(process.env.BENCH_MEMORY_SCANS ?? 200);
/** As the service's worker takes them (SCAN_SCREENSHOTS); the engine's own default is none. */
const SCREENSHOTS = { maxPerRule: 3, maxPerPage: 20 };
/**
 * The engine's throughput against the reference loop's, with everything on: the engine does more per
 * page than axe alone (our browser checks press keys and read the page); issue 17 set the bar at
 * 0.7×, issue 29 at 0.9×.
 */
const TARGET_RATIO = 0.9;
/**
 * The share of measured pages that may go unchecked (a crashed tab, twice) before the bench fails:
 * a rare crash costs a page and is reported; more than this would bend the figures.
 */
const MAX_UNMEASURED_SHARE = 0.02;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function main() {
  const corpus = await startCorpus(PAGE_COUNT);
  const scanner = createScanner();
  const chromiumPath = resolveChromiumPath();
  let referenceLaunch = launchReferenceBrowser(chromiumPath);
  // Launched again if it died, so that a browser crash costs the phase that saw it a page, not the bench.
  const referenceBrowser = async () => {
    const current = await referenceLaunch.catch(() => undefined);
    if (current?.isConnected()) return current;
    referenceLaunch = launchReferenceBrowser(chromiumPath);
    return referenceLaunch;
  };
  await referenceBrowser();
  /** Pages a measuring phase could not check, and the number of pages the phases tried. */
  const unmeasured: Unmeasured[] = [];
  let attempted = 0;
  const tags = PROFILES[PROFILE].axeTags;
  const rows: { name: string; pagesPerSecond: number; medianMs: number }[] = [];
  const best = new Map<string, { pagesPerSecond: number; medianMs: number }>();
  const record = (name: string, wallMs: number, perPageMs: number[]) => {
    const result = { pagesPerSecond: (perPageMs.length / wallMs) * 1000, medianMs: median(perPageMs) };
    rows.push({ name, ...result });
    const previous = best.get(name);
    if (!previous || result.pagesPerSecond > previous.pagesPerSecond) best.set(name, result);
  };

  // Warm both browsers up so that neither pays Chromium's start-up inside the measurement.
  await scanner.scanPages(corpus.urls.slice(0, 4), {
    allowPrivateAddresses: true,
    concurrency: CONCURRENCY,
    profile: PROFILE,
  });
  await referenceLoop(referenceBrowser, corpus.urls.slice(0, 4), {
    concurrency: CONCURRENCY,
    tags,
    reusePage: true,
    unmeasured: [],
  });
  const rssBefore = process.memoryUsage().rss;
  let screenshotBytes: number[] = [];

  for (let round = 1; round <= ROUNDS; round++) {
    const reference = await referenceLoop(referenceBrowser, corpus.urls, {
      concurrency: CONCURRENCY,
      tags,
      reusePage: true,
      unmeasured,
    });
    attempted += corpus.urls.length;
    record('reference loop (tab reused)', reference.wallMs, reference.perPageMs);

    /** One engine run over the corpus, recorded under `name`; pages not checked are noted and left out. */
    const engineRun = async (name: string, options: ScanOptions, urls = corpus.urls) => {
      const started = performance.now();
      const report = await scanner.scanPages(urls, {
        allowPrivateAddresses: true,
        concurrency: CONCURRENCY,
        profile: PROFILE,
        ...options,
      });
      const wallMs = performance.now() - started;
      attempted += urls.length;
      for (const { url, error } of report.pages) {
        if (error) unmeasured.push({ phase: name, url, reason: `${error.code}: ${error.message}` });
      }
      record(
        name,
        wallMs,
        report.pages.filter((page) => !page.error).map((page) => page.durationMs),
      );
      return report;
    };
    await engineRun('klarsicht engine', {});
    await engineRun('klarsicht engine, pages with a script', {}, corpus.scriptedUrls);
    await engineRun('klarsicht engine + QualWeb', { secondEngine: true });
    const withShots = await engineRun('klarsicht engine + screenshots', { screenshots: SCREENSHOTS });
    screenshotBytes = withShots.pages
      .flatMap((page) => page.violations.flatMap((finding) => finding.nodes))
      .flatMap((node) => (node.screenshot ? [node.screenshot.data.length] : []));

    const fresh = await referenceLoop(referenceBrowser, corpus.urls, {
      concurrency: CONCURRENCY,
      tags,
      reusePage: false,
      unmeasured,
    });
    attempted += corpus.urls.length;
    record('reference loop (new tab per page)', fresh.wallMs, fresh.perPageMs);
  }
  const rssAfter = process.memoryUsage().rss;
  const sample = corpus.urls.slice(0, 20);
  const injection = await measureInjectionCost(referenceBrowser, sample, unmeasured);
  const checkCosts = await measureCheckCosts(referenceBrowser, sample, PROFILE, unmeasured);
  const linkScaling = await measureLinkScaling(referenceBrowser, PROFILE, unmeasured);
  const memory = await consecutiveScans(scanner, corpus.urls, MEMORY_SCANS, unmeasured);
  attempted += sample.length * 3 + LINK_COUNTS.length * 3 + MEMORY_WARM_UP_SCANS + MEMORY_SCANS;

  console.log(
    `\nKlarsicht benchmark: ${PAGE_COUNT} pages, concurrency ${CONCURRENCY}, profile ${PROFILE}, ${ROUNDS} rounds\n`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(36)} ${row.pagesPerSecond.toFixed(2).padStart(6)} pages/s   median ${row.medianMs.toFixed(0).padStart(5)} ms/page`,
    );
  }
  const engine = best.get('klarsicht engine')!;
  const reference = best.get('reference loop (tab reused)')!;
  const freshTab = best.get('reference loop (new tab per page)')!;
  const ratio = engine.pagesPerSecond / reference.pagesPerSecond;
  console.log(
    `\n  best of ${ROUNDS}: engine ${engine.pagesPerSecond.toFixed(2)} pages/s, reference ${reference.pagesPerSecond.toFixed(2)} pages/s`,
  );
  console.log(
    `  engine / reference throughput: ${ratio.toFixed(2)}× (target ≥ ${TARGET_RATIO}×) ${ratio >= TARGET_RATIO ? 'OK' : 'BELOW TARGET'}`,
  );
  const scripted = best.get('klarsicht engine, pages with a script')!;
  console.log(
    `  the same pages, each with a script that listens for a key (walked with the keyboard): ${(scripted.pagesPerSecond / reference.pagesPerSecond).toFixed(2)}× the reference, ` +
      `${(scripted.medianMs - engine.medianMs).toFixed(0)} ms/page more (median)`,
  );
  console.log(
    `  reusing a tab vs a new tab per page: ${(reference.pagesPerSecond / freshTab.pagesPerSecond).toFixed(2)}× throughput`,
  );
  const second = best.get('klarsicht engine + QualWeb')!;
  const secondRatio = second.pagesPerSecond / reference.pagesPerSecond;
  console.log(
    `  with the second engine (QualWeb, on in wcag22aaa): ${secondRatio.toFixed(2)}× the reference, ` +
      `${(second.medianMs - engine.medianMs).toFixed(0)} ms/page more (median)`,
  );
  const withScreenshots = best.get('klarsicht engine + screenshots')!;
  const totalKb = screenshotBytes.reduce((sum, bytes) => sum + bytes, 0) / 1024;
  console.log(
    `  screenshots (${SCREENSHOTS.maxPerRule} per rule, ${SCREENSHOTS.maxPerPage} per page): ` +
      `${(withScreenshots.medianMs - engine.medianMs).toFixed(0)} ms/page more (median), ` +
      `${((1 - withScreenshots.pagesPerSecond / engine.pagesPerSecond) * 100).toFixed(0)} % less throughput, ` +
      `${(screenshotBytes.length / PAGE_COUNT).toFixed(1)} pictures of ${(totalKb / Math.max(1, screenshotBytes.length)).toFixed(0)} KB a page`,
  );
  console.log(
    `  injecting axe (median of 20): ${injection.freshTabMs.toFixed(0)} ms in a new tab, ${injection.reusedTabMs.toFixed(0)} ms in a reused tab`,
  );
  const pageTotal = totalMs(checkCosts);
  console.log(
    `  per page (median of 20, one tab): ${Object.entries(checkCosts)
      .map(
        ([name, ms]) =>
          `${name === 'axe' ? 'axe' : `${name} checks`} ${ms} ms (${Math.round((ms / Math.max(1, pageTotal)) * 100)} %)`,
      )
      .join(', ')}`,
  );
  // What a page's analysis costs as its links grow: at most linear, with a small constant (issue 29).
  for (const links of LINK_COUNTS) {
    const costs = linkScaling[links]!;
    const busiest = Object.entries(costs)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms}`)
      .join(', ');
    console.log(`  a page with ${String(links).padStart(3)} links: ${totalMs(costs)} ms (${busiest})`);
  }
  const first = LINK_COUNTS[0];
  const last = LINK_COUNTS[LINK_COUNTS.length - 1]!;
  console.log(
    `  each link more costs ${((totalMs(linkScaling[last]!) - totalMs(linkScaling[first]!)) / (last - first)).toFixed(2)} ms (${first} → ${last} links)`,
  );
  console.log(
    `  bench process RSS: ${mb(rssBefore)} MB before, ${mb(rssAfter)} MB after the measured rounds`,
  );
  console.log(
    `  ${MEMORY_SCANS} consecutive scans: Node RSS ${memory.before.nodeRssMb} → ${memory.after.nodeRssMb} MB, ` +
      `Chromium RSS ${memory.before.browserRssMb} → ${memory.after.browserRssMb} MB`,
  );
  const unmeasuredShare = unmeasured.length / Math.max(1, attempted);
  console.log(
    `  pages not checked: ${unmeasured.length} of ${attempted} (${(unmeasuredShare * 100).toFixed(1)} %, ` +
      `at most ${MAX_UNMEASURED_SHARE * 100} %) ${unmeasuredShare > MAX_UNMEASURED_SHARE ? 'TOO MANY' : 'OK'}`,
  );
  for (const { phase, url, reason } of unmeasured) console.log(`    ${phase}: ${url}: ${reason}`);
  console.log(`  engine browser restarts (its Chromium died): ${scanner.browserRestarts}`);

  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/scanner.json',
    `${JSON.stringify({ pages: PAGE_COUNT, concurrency: CONCURRENCY, rows, ratio, secondRatio, injection, checkCosts, linkScaling, memory, rssBefore, rssAfter, unmeasured, attempted }, null, 2)}\n`,
  );
  await (await referenceLaunch.catch(() => undefined))?.close();
  await scanner.close();
  await corpus.close();
  if (ratio < TARGET_RATIO || unmeasuredShare > MAX_UNMEASURED_SHARE) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
