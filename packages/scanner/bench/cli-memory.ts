import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCorpus } from './corpus.js';

/**
 * `npm run bench:cli-memory`: the built `klarsicht` CLI crawls a generated local site (the bench
 * corpus, each page linking to the next 30) and reports the CLI process's peak RSS per output
 * format. Chromium's processes are not counted: they do not grow with the report.
 * BENCH_CLI_BIN points at another build's bin (e.g. one built from an older commit) to compare.
 */
const PAGE_COUNT = Number(process.env.BENCH_CLI_PAGES ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const FORMATS = (process.env.BENCH_CLI_FORMATS ?? 'json,ndjson').split(',');
const BIN =
  process.env.BENCH_CLI_BIN ?? fileURLToPath(new URL('../../cli/bin/klarsicht.js', import.meta.url));
const PRELOAD = fileURLToPath(new URL('./peak-rss.mjs', import.meta.url));

interface Run {
  format: string;
  exitCode: number | null;
  peakRssMb: number;
  outputMb: number;
  seconds: number;
  summaryLine: string;
}

function crawlOnce(startUrl: string, format: string): Promise<Run> {
  const peakFile = join(tmpdir(), `klarsicht-peak-${process.pid}-${format}`);
  rmSync(peakFile, { force: true });
  const args = [
    '--import',
    PRELOAD,
    BIN,
    'scan',
    startUrl,
    '--crawl',
    '--max-pages',
    String(PAGE_COUNT),
    '--concurrency',
    String(CONCURRENCY),
    '--profile',
    'wcag21aa',
    '--format',
    format,
  ];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, KLARSICHT_PEAK_RSS_FILE: peakFile, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Read as a consumer would, without keeping it: the bench measures the CLI, not itself.
    let outputBytes = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (exitCode) => {
      const peakKb = Number(readFileSync(peakFile, 'utf8'));
      rmSync(peakFile, { force: true });
      resolve({
        format,
        exitCode,
        peakRssMb: Math.round(peakKb / 1024),
        outputMb: Math.round((outputBytes / 1024 / 1024) * 10) / 10,
        seconds: Math.round((performance.now() - started) / 1000),
        summaryLine: stderr.trim().split('\n').at(-1) ?? '',
      });
    });
  });
}

async function main() {
  const corpus = await startCorpus(PAGE_COUNT);
  const runs: Run[] = [];
  try {
    for (const format of FORMATS) {
      const run = await crawlOnce(corpus.urls[0] ?? '', format);
      runs.push(run);
      console.log(
        `${format}: peak RSS ${run.peakRssMb} MB, ${run.outputMb} MB written, ${run.seconds} s, exit ${run.exitCode} — ${run.summaryLine}`,
      );
    }
  } finally {
    await corpus.close();
  }
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/cli-memory.json',
    `${JSON.stringify({ pages: PAGE_COUNT, concurrency: CONCURRENCY, bin: BIN, runs }, null, 2)}\n`,
  );
}

await main();
