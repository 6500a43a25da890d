import type { PageReport, ScanReport } from '../src/report/types.js';
import { type CpuBurners, startCpuBurners } from '../test-support/cpu-burners.js';
import { built } from './built-engine.js';
import { startCorpus } from './corpus.js';
import { startStabilitySite } from './stability-site.js';

/**
 * `npm run bench:stability`: the same site scanned three times on a quiet machine and three times
 * with every core busy must give the same findings. Scans the fixture site of stability-site.ts as a
 * whole-site scan with every check on (wcag22aaa), prints each finding (page, rule, element, outcome)
 * that not every run has, and exits with 1 if there is any. Then measures what the settle wait costs
 * a static page (bench corpus), quiet and busy.
 */
const RUNS = Number(process.env.STABILITY_RUNS ?? 3);
/** CPU burner processes for the busy runs: one per core of the machines we run on (2). */
const BURNERS = Number(process.env.STABILITY_BURNERS ?? 2);
const STATIC_PAGES = Number(process.env.STABILITY_STATIC_PAGES ?? 30);
const PROFILE = 'wcag22aaa' as const;

const { createScanner } = await built<typeof import('../src/scan/scanner.js')>('scan/scanner.js');
const { launchChromium } = await built<typeof import('../src/browser/chromium.js')>('browser/chromium.js');
const { waitForAppToRender } = await built<typeof import('../src/page/app-settle.js')>('page/app-settle.js');
const { newScanContext, scanContextOptions } =
  await built<typeof import('../src/scan/warm-tab.js')>('scan/warm-tab.js');

let burners: CpuBurners | undefined;
const stopBurners = () => {
  burners?.stop();
  burners = undefined;
};

process.once('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    stopBurners();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** What a run says about the site, one line per fact: a page's address, title, error and every finding node. */
function facts(report: ScanReport, origin: string): Set<string> {
  const lines = new Set<string>();
  if (report.failure) lines.add(`(scan)\tfailure\t${report.failure.code}`);
  const place = (address: string) => {
    const url = new URL(address, origin);
    return `${url.pathname}${url.hash}`;
  };
  for (const page of report.pages) {
    const at = place(page.url);
    lines.add(`${at}\t(page)\taddress ${place(page.finalUrl ?? page.url)}`);
    if (page.title !== undefined) lines.add(`${at}\t(page)\ttitle "${page.title}"`);
    if (page.error) lines.add(`${at}\t(page)\terror ${page.error.code}`);
    if (page.aliasOf) lines.add(`${at}\t(page)\talias of ${place(page.aliasOf)}`);
    // A route analysed before it rendered looks like the app's shell: another address of a page scanned.
    for (const alias of page.aliases ?? []) lines.add(`${place(alias)}\t(page)\talias of ${at}`);
    if (page.consent) lines.add(`${at}\t(page)\tconsent ${JSON.stringify(page.consent)}`);
    const outcomes: [string, PageReport['violations']][] = [
      ['violation', page.violations],
      ['needs review', page.incomplete],
      ['best practice', page.bestPractices],
      ['passed', page.passes],
    ];
    for (const [outcome, findings] of outcomes) {
      for (const finding of findings) {
        if (finding.nodes.length === 0) lines.add(`${at}\t${finding.id}\t(page)\t${outcome}`);
        for (const node of finding.nodes) lines.add(`${at}\t${finding.id}\t${node.selector}\t${outcome}`);
      }
    }
    for (const finding of page.inapplicable) lines.add(`${at}\t${finding.id}\t(page)\tinapplicable`);
  }
  return lines;
}

interface Run {
  name: string;
  facts: Set<string>;
  violations: number;
  pages: number;
  seconds: number;
}

async function scanRuns(siteUrl: string, condition: string): Promise<Run[]> {
  const runs: Run[] = [];
  for (let index = 1; index <= RUNS; index++) {
    // A scanner (browser) per run, as every scan of the service starts in a fresh context.
    const scanner = createScanner();
    try {
      const started = performance.now();
      const report = await scanner.scanSite(siteUrl, {
        allowPrivateAddresses: true,
        profile: PROFILE,
        respectRobotsTxt: false,
      });
      const run: Run = {
        name: `${condition} ${index}`,
        facts: facts(report, siteUrl),
        violations: report.pages.reduce(
          (sum, page) => sum + page.violations.reduce((nodes, finding) => nodes + finding.nodes.length, 0),
          0,
        ),
        pages: report.pages.length,
        seconds: (performance.now() - started) / 1000,
      };
      runs.push(run);
      console.log(
        `  ${run.name.padEnd(8)} ${String(run.pages).padStart(2)} pages, ${String(run.facts.size).padStart(5)} findings (${run.violations} violation nodes), ${run.seconds.toFixed(1)} s`,
      );
    } finally {
      await scanner.close();
    }
  }
  return runs;
}

/** The facts not every run has, with the runs that have each. */
function differences(runs: Run[]): { fact: string; in: string[] }[] {
  const all = new Set(runs.flatMap((run) => [...run.facts]));
  return [...all]
    .filter((fact) => runs.some((run) => !run.facts.has(fact)))
    .sort()
    .map((fact) => ({ fact, in: runs.filter((run) => run.facts.has(fact)).map((run) => run.name) }));
}

/** What the settle wait costs static pages: the bench corpus, loaded as a scan loads them. */
async function staticSettleCost(): Promise<{ medianMs: number; maxMs: number }> {
  const corpus = await startCorpus(STATIC_PAGES);
  const browser = await launchChromium();
  try {
    const context = await newScanContext(browser, scanContextOptions('klarsicht-stability-bench', undefined));
    const page = await context.newPage();
    const waits: number[] = [];
    for (const url of corpus.urls) {
      await page.goto(url, { waitUntil: 'load' });
      const started = performance.now();
      await waitForAppToRender(page, 3_000);
      waits.push(performance.now() - started);
    }
    waits.sort((a, b) => a - b);
    return { medianMs: waits[Math.floor(waits.length / 2)] ?? 0, maxMs: waits.at(-1) ?? 0 };
  } finally {
    await browser.close();
    await corpus.close();
  }
}

async function main(): Promise<number> {
  const site = await startStabilitySite();
  try {
    console.log(`\nStability: whole-site scans of ${site.url}, profile ${PROFILE}\n`);
    const quiet = await scanRuns(site.url, 'quiet');
    const quietCost = await staticSettleCost();
    burners = startCpuBurners(BURNERS);
    let busy: Run[];
    let busyCost: { medianMs: number; maxMs: number };
    try {
      busy = await scanRuns(site.url, 'busy');
      busyCost = await staticSettleCost();
    } finally {
      stopBurners();
    }

    const report = (label: string, runs: Run[]) => {
      const found = differences(runs);
      console.log(`\n${label}: ${found.length} difference${found.length === 1 ? '' : 's'}`);
      for (const { fact, in: runsWith } of found) {
        console.log(`  ${fact.replaceAll('\t', '  ')}   [only in: ${runsWith.join(', ') || '-'}]`);
      }
      return found.length;
    };
    const quietDiffs = report('quiet runs', quiet);
    const busyDiffs = report(`busy runs (${BURNERS} CPU burners)`, busy);
    const allDiffs = report('all runs, quiet against busy', [...quiet, ...busy]);
    console.log(
      `\nSettle wait on ${STATIC_PAGES} static corpus pages: quiet median ${quietCost.medianMs.toFixed(1)} ms (max ${quietCost.maxMs.toFixed(0)}), ` +
        `busy median ${busyCost.medianMs.toFixed(1)} ms (max ${busyCost.maxMs.toFixed(0)})`,
    );
    const total = quietDiffs + busyDiffs + allDiffs;
    console.log(
      total === 0 ? '\nStable: 0 differences quiet and busy.' : '\nNOT STABLE: see the differences above.',
    );
    return total === 0 ? 0 : 1;
  } finally {
    await site.close();
  }
}

main().then(
  (code) => {
    stopBurners();
    process.exit(code);
  },
  (error: unknown) => {
    stopBurners();
    console.error(error);
    process.exit(2);
  },
);
