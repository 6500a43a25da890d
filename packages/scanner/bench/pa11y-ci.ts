import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { resolveChromiumPath } from '../src/browser/chromium.js';
import { startCorpus } from './corpus.js';

/**
 * `npm run bench:pa11y`: the klarsicht CLI against pa11y-ci on the same generated pages, as a user
 * runs each (a command over a list of addresses, output read from a pipe). pa11y-ci runs with its
 * axe runner at concurrency 1, as its documentation sets it up; the CLI with its defaults and
 * every check of `wcag21aa`. pa11y-ci is not a dependency of ours: it is installed once into
 * bench-results/pa11y-ci (from the npm registry, without Puppeteer's browser download; it drives
 * the same Chromium as the engine).
 */
const PAGE_COUNT = Number(process.env.BENCH_PA11Y_PAGES ?? 100);
const ROUNDS = Number(process.env.BENCH_PA11Y_ROUNDS ?? 2);
const TARGET_RATIO = 6;
const PA11Y_CI_VERSION = '3.1.0';
const root = resolve(import.meta.dirname, '../../..');
const toolDir = join(root, 'bench-results', 'pa11y-ci');
const run = promisify(execFile);

async function installPa11y(): Promise<string> {
  const bin = join(toolDir, 'node_modules', '.bin', 'pa11y-ci');
  if (existsSync(bin)) return bin;
  mkdirSync(toolDir, { recursive: true });
  writeFileSync(join(toolDir, 'package.json'), '{"private":true}\n');
  console.log(`installing pa11y-ci ${PA11Y_CI_VERSION} into ${toolDir} …`);
  await run('npm', ['install', '--no-audit', '--no-fund', `pa11y-ci@${PA11Y_CI_VERSION}`], {
    cwd: toolDir,
    env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' },
  });
  return bin;
}

/** Runs a command, its standard output collected, and how long it took. */
function timed(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ ms: number; out: string }> {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', () =>
      resolvePromise({ ms: performance.now() - started, out: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

interface CliReport {
  pages: Array<{ error?: unknown; violations: Array<{ source: string; nodeCount: number }> }>;
}

async function main() {
  const chromium = resolveChromiumPath();
  const pa11y = await installPa11y();
  const corpus = await startCorpus(PAGE_COUNT);
  const config = join(toolDir, 'config.json');
  writeFileSync(
    config,
    JSON.stringify({
      defaults: {
        runners: ['axe'],
        standard: 'WCAG2AA',
        concurrency: 1,
        timeout: 60_000,
        chromeLaunchConfig: {
          ...(chromium ? { executablePath: chromium } : {}),
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
        },
      },
      urls: corpus.urls,
    }),
  );
  const cli = join(root, 'node_modules', '.bin', 'klarsicht');
  const env = { ...process.env, KLARSICHT_ALLOW_PRIVATE_TARGETS: '1' };
  const rows: Array<{ round: number; cli: number; pa11y: number; cliAxeNodes: number; pa11yIssues: number }> =
    [];
  for (let round = 1; round <= ROUNDS; round++) {
    const ours = await timed(
      cli,
      ['scan', ...corpus.urls, '--profile', 'wcag21aa', '--format', 'json', '--lang', 'en'],
      env,
    );
    const report = JSON.parse(ours.out) as CliReport;
    const failed = report.pages.filter((page) => page.error).length;
    if (failed > 0) console.log(`  klarsicht: ${failed} pages not checked`);
    const cliAxeNodes = report.pages
      .flatMap((page) => page.violations)
      .filter((finding) => finding.source === 'axe')
      .reduce((sum, finding) => sum + finding.nodeCount, 0);
    const theirs = await timed(pa11y, ['--config', config, '--json'], env);
    const results = JSON.parse(theirs.out) as { errors: number; results: Record<string, unknown[]> };
    const pa11yIssues = Object.values(results.results).reduce((sum, issues) => sum + issues.length, 0);
    rows.push({ round, cli: ours.ms, pa11y: theirs.ms, cliAxeNodes, pa11yIssues });
    console.log(
      `  round ${round}: klarsicht ${((PAGE_COUNT / ours.ms) * 1000).toFixed(2)} pages/s, ` +
        `pa11y-ci ${((PAGE_COUNT / theirs.ms) * 1000).toFixed(2)} pages/s; axe findings (elements): ` +
        `klarsicht ${cliAxeNodes}, pa11y-ci ${pa11yIssues}`,
    );
  }
  await corpus.close();
  const best = (key: 'cli' | 'pa11y') => Math.min(...rows.map((row) => row[key]));
  const ratio = best('pa11y') / best('cli');
  console.log(
    `\n  best of ${ROUNDS}: klarsicht ${((PAGE_COUNT / best('cli')) * 1000).toFixed(2)} pages/s, ` +
      `pa11y-ci ${((PAGE_COUNT / best('pa11y')) * 1000).toFixed(2)} pages/s: ${ratio.toFixed(2)}× ` +
      `(target ≥ ${TARGET_RATIO}×) ${ratio >= TARGET_RATIO ? 'OK' : 'BELOW TARGET'}`,
  );
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', 'pa11y-ci.json'),
    `${JSON.stringify({ pages: PAGE_COUNT, rows, ratio }, null, 2)}\n`,
  );
  if (ratio < TARGET_RATIO) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
