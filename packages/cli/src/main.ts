import { appendFile, open, readFile } from 'node:fs/promises';
import { impactWord } from '@klarsicht/report';
import { profileRules, translatePage } from '@klarsicht/rules';
import type { PageReport, Recording, Scanner, ScanOptions, ScanReport } from '@klarsicht/scanner';
import { toScanFailure } from '@klarsicht/scanner/options';
import { ENGINE_VERSION, foldAliases } from '@klarsicht/scanner/results';
import { failureReason } from '@klarsicht/texts/failures';
import {
  type BaselineCommand,
  parseArgs,
  type RulesCommand,
  type ScanCommand,
  UsageError,
  usageLanguage,
} from './args.js';
import {
  type Baseline,
  type BaselineComparison,
  baselineJson,
  compareWithBaseline,
  createBaseline,
  gateFails,
  readBaseline,
} from './baseline/baseline.js';
import { IssueCollector } from './baseline/issues.js';
import {
  EXIT_FAILED,
  EXIT_INTERRUPTED,
  EXIT_TERMINATED,
  exitCodeFor,
  failsOn,
  scanFailed,
} from './exit-code.js';
import { MAX_FLOW_PROBLEMS_SHOWN, readFlow } from './flow-file.js';
import { flowStoppedLine } from './formats/flow.js';
import { pageForFormat, writeReport as writeFormatted } from './formats/index.js';
import { ndjsonPageLine } from './formats/json.js';
import { formatMarkdown } from './formats/markdown.js';
import { rulesJson, rulesText } from './formats/rules.js';
import { terminalSafe } from './formats/sanitise.js';
import { REPORT_TEXTS } from './formats/texts.js';
import type { CliIo } from './io.js';
import { ProgressLine, type TextSink } from './progress.js';
import { runRemoteScan } from './remote/remote-scan.js';
import { USAGE_TEXTS, usageMessage, usageWarning } from './usage-texts.js';

export type { CliIo } from './io.js';
export type { TextSink } from './progress.js';

/** Where the report goes, written piece by piece. */
export interface ReportOutput extends TextSink {
  close(): Promise<void>;
}

export interface CliDeps {
  /** The engine, loaded only for a local scan (a remote one needs none); tests pass a fake. */
  createScanner: () => Scanner | Promise<Scanner>;
  /** Creates (or empties) the --output file. */
  openFile: (path: string) => Promise<ReportOutput>;
  version: () => string;
  /** How long closing the browser may take before the CLI gives up on it. */
  closeTimeoutMs: number;
  /** HTTP for scans on a Klarsicht service (--server). */
  fetch: typeof fetch;
  /** How often a remote scan's status is asked for. */
  remotePollMs: number;
  /** Reads the --baseline and the --flow file. */
  readFile: (path: string) => Promise<string>;
  /** Adds the --summary to the end of its file, creating it if need be. */
  appendFile: (path: string, text: string) => Promise<void>;
  /** When a baseline is created. */
  now: () => Date;
}

const defaultDeps: CliDeps = {
  createScanner: async () => (await import('@klarsicht/scanner')).createScanner(),
  openFile: async (path) => {
    const file = await open(path, 'w');
    return { write: (text) => file.writeFile(text, 'utf8'), close: () => file.close() };
  },
  version: () => ENGINE_VERSION,
  closeTimeoutMs: 10_000,
  fetch: (input, init) => globalThis.fetch(input, init),
  remotePollMs: 1_000,
  readFile: (path) => readFile(path, 'utf8'),
  appendFile: (path, text) => appendFile(path, text, 'utf8'),
  now: () => new Date(),
};

/** Runs `klarsicht <argv>` and resolves with the exit code; never exits the process itself. */
export async function runCli(
  argv: readonly string[],
  io: CliIo,
  deps: Partial<CliDeps> = {},
): Promise<number> {
  const resolved: CliDeps = { ...defaultDeps, ...deps };
  // Help and usage errors in the language of --lang, or the locale's when it is missing or wrong.
  const language = usageLanguage(argv, io.env);
  let command: ReturnType<typeof parseArgs>;
  try {
    command = parseArgs(argv, io.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    const message = usageMessage(error.problem, language);
    await io.stderr.write(`klarsicht: ${message}\n\n${USAGE_TEXTS[language].usage[error.topic]}`);
    return EXIT_FAILED;
  }
  switch (command.kind) {
    case 'help':
      await io.stdout.write(USAGE_TEXTS[language].usage[command.topic]);
      return 0;
    case 'version':
      await io.stdout.write(`${resolved.version()}\n`);
      return 0;
    case 'scan':
      return runScan(command, io, resolved);
    case 'baseline':
      return createBaselineFile(command, io, resolved);
    case 'rules':
      return listRules(command, io);
  }
}

async function listRules(command: RulesCommand, io: CliIo): Promise<number> {
  const rules = profileRules(command.profile, command.lang);
  await io.stdout.write(
    command.format === 'json'
      ? rulesJson(command.profile, rules)
      : rulesText(command.profile, rules, command.lang),
  );
  return 0;
}

async function runScan(command: ScanCommand, io: CliIo, deps: CliDeps): Promise<number> {
  for (const warning of command.warnings) {
    await io.stderr.write(`klarsicht: ${usageWarning(warning, command.lang)}\n`);
  }
  if (io.interrupt?.aborted) return EXIT_INTERRUPTED;
  // A baseline that cannot be used is a usage error, said before any browser starts.
  let baseline: Baseline | undefined;
  if (command.baseline !== undefined) {
    try {
      baseline = await readBaseline(command.baseline, command.profile, deps.readFile);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      await io.stderr.write(`klarsicht: ${usageMessage(error.problem, command.lang)}\n`);
      return EXIT_FAILED;
    }
  }
  const recording = await readRecording(command, io, deps);
  if (typeof recording === 'number') return recording;
  // The issues by key, for the baseline and the Markdown summary: a few strings per issue.
  const gate =
    baseline || command.summary !== undefined || command.format === 'markdown'
      ? new IssueCollector(command.urls)
      : undefined;
  if (command.remote) {
    const outcome = await runRemoteScan(command, command.remote, io, {
      fetch: deps.fetch,
      pollMs: deps.remotePollMs,
    });
    return typeof outcome === 'number'
      ? outcome
      : finishReport(outcome, command, io, deps, { gate, baseline });
  }

  // NDJSON goes out page by page while the scan runs, so its destination must be open first.
  let streamed: Streamed | undefined;
  if (command.format === 'ndjson') {
    const output = await openOutput(command, io, deps);
    if (!output) return EXIT_FAILED;
    const stream: Streamed = { output, failing: false };
    streamed = stream;
    const report = await scanHere(command, recording, io, deps, async (page) => {
      if (failsOn(page, command.failOn)) stream.failing = true;
      const translated = translatePage(page, command.lang);
      gate?.add(translated);
      await stream.output.write(ndjsonPageLine(translated));
    });
    if (typeof report === 'number') {
      await stream.output.close().catch(() => {});
      return report;
    }
    return finishReport(report, command, io, deps, { streamed, gate, baseline });
  }
  const report = await scanHere(command, recording, io, deps);
  return typeof report === 'number' ? report : finishReport(report, command, io, deps, { gate, baseline });
}

/**
 * The recording of --flow, read and checked before any browser starts (undefined without --flow);
 * when it cannot be used, the exit code, having said why: each problem on a line of its own, in the
 * scan's language, the first few of them.
 */
async function readRecording(
  command: ScanCommand,
  io: CliIo,
  deps: CliDeps,
): Promise<Recording | undefined | number> {
  if (command.flow === undefined) return undefined;
  const read = await readFlow(command.flow, deps.readFile);
  if (read.ok) return read.recording;
  const shown = read.problems.slice(0, MAX_FLOW_PROBLEMS_SHOWN);
  for (const problem of shown) await io.stderr.write(`klarsicht: ${usageMessage(problem, command.lang)}\n`);
  const more = read.problems.length - shown.length;
  if (more > 0) await io.stderr.write(`klarsicht: ${USAGE_TEXTS[command.lang].moreProblems(more)}\n`);
  return EXIT_FAILED;
}

/** NDJSON written while scanning: its destination, and whether some page failed on --fail-on. */
interface Streamed {
  output: ReportOutput;
  failing: boolean;
}

/**
 * A scan on this machine: of the URLs, of a site, or with `recording` the replay of a recorded flow.
 * Pages are handed over as they finish: to `onPage` when given (the engine keeps none), else kept as
 * far as `command.format` needs them (JSON: all of everything). Resolves with the report, pages in
 * the order given and aliases folded (a flow's in the order of its states), or with the exit code
 * when there is none (having said why).
 */
async function scanHere(
  command: ScanCommand,
  recording: Recording | undefined,
  io: CliIo,
  deps: CliDeps,
  onPage?: (page: PageReport) => Promise<void>,
): Promise<ScanReport | number> {
  const { problems } = REPORT_TEXTS[command.lang];
  let scanner: Scanner;
  try {
    scanner = await deps.createScanner();
  } catch (error) {
    await io.stderr.write(`klarsicht: ${problems.cannotStart(toScanFailure(error).message)}\n`);
    return EXIT_FAILED;
  }

  const progress = io.isTTY.stderr
    ? new ProgressLine(io.stderr, io.columns, REPORT_TEXTS[command.lang].progress.scanning)
    : undefined;
  const abort = new AbortController();
  const onInterrupt = () => abort.abort(new Error('interrupted'));
  io.interrupt?.addEventListener('abort', onInterrupt, { once: true });
  const options: ScanOptions = {
    profile: command.profile,
    // The CLI runs with the user's own rights, e.g. against a dev server on localhost.
    allowPrivateAddresses: true,
    signal: abort.signal,
  };
  if (command.crawl) options.maxPages = command.maxPages;
  if (command.scope) options.scope = command.scope;
  if (command.signIn) options.signIn = command.signIn;
  if (command.consent) options.consent = command.consent;
  if (command.ignoreRobots) options.respectRobotsTxt = false;
  if (command.secondEngine) options.secondEngine = true;
  if (command.concurrency !== undefined) options.concurrency = command.concurrency;
  if (progress) options.onProgress = (update) => progress.update(update);
  // Pages are handed over as they finish and kept only as far as the format needs them; JSON prints
  // everything, so the engine keeps its pages (once: the text is written out page by page).
  const collected: PageReport[] = [];
  const { format } = command;
  if (onPage) {
    options.keepPages = false;
    options.onPage = onPage;
  } else if (format !== 'json') {
    options.keepPages = false;
    options.onPage = (page) => {
      collected.push(pageForFormat(translatePage(page, command.lang), format));
    };
  }

  let report: ScanReport | undefined;
  try {
    const { starting, discovering, replaying } = REPORT_TEXTS[command.lang].progress;
    progress?.start(
      recording
        ? replaying(terminalSafe(recording.title))
        : command.crawl
          ? discovering(command.urls[0] ?? '')
          : starting,
    );
    const [firstUrl = ''] = command.urls;
    const scan = recording
      ? scanner.runFlow(recording, options)
      : command.crawl
        ? scanner.scanSite(firstUrl, options)
        : scanner.scanPages(command.urls, options);
    report = await unlessAborted(scan, abort.signal);
  } catch (error) {
    await progress?.clear();
    await io.stderr.write(
      `klarsicht: ${REPORT_TEXTS[command.lang].outcome.scanFailed(toScanFailure(error).message)}\n`,
    );
    return EXIT_FAILED;
  } finally {
    io.interrupt?.removeEventListener('abort', onInterrupt);
    await progress?.clear();
    // Close before writing the report: the browser must not outlive the process.
    await closeWithin(scanner, deps.closeTimeoutMs).catch(async (error: unknown) => {
      await io.stderr.write(`klarsicht: ${problems.closingFailed(toScanFailure(error).message)}\n`);
    });
  }
  if (report === undefined) {
    await io.stderr.write(`klarsicht: ${problems.interrupted}\n`);
    return EXIT_INTERRUPTED;
  }
  // The engine's pages in order of finishing; for a list of pages, back in the order given.
  const kept = report.pages.map((page) => translatePage(page, command.lang));
  const pages = [...inGivenOrder(collected, command), ...kept];
  // Aliases came as pages of their own (`aliasOf`); the report lists them with their page. A flow has
  // none, and checks one address in several states: folding would keep only the last of them.
  return { ...report, pages: recording ? pages : foldAliases(pages) };
}

/** What the report is written with besides the scan's own report. */
interface Extras {
  /** NDJSON already written page by page. */
  streamed?: Streamed | undefined;
  /** The issues by key, fed page by page (NDJSON) or here from the report's pages. */
  gate?: IssueCollector | undefined;
  baseline?: Baseline | undefined;
}

/** Writes the report (or, for NDJSON written while scanning, what is left of it) and says how it went. */
async function finishReport(
  engineReport: ScanReport,
  command: ScanCommand,
  io: CliIo,
  deps: CliDeps,
  { streamed, gate, baseline }: Extras,
): Promise<number> {
  // The report says which language its texts are in, first thing in the JSON.
  const { lang: _engineLanguage, ...written } = engineReport;
  const report: ScanReport = { lang: command.lang, ...written };
  if (gate && !streamed) gate.addAll(report.pages);
  const issues = gate?.issues() ?? [];
  const comparison =
    baseline && gate
      ? compareWithBaseline(baseline, command.baseline ?? '', command.failOn, issues, (url) =>
          gate.checkedPage(url),
        )
      : undefined;
  const toFile = command.output !== undefined;
  const color = command.format === 'text' && !toFile && io.isTTY.stdout && !io.env.NO_COLOR;
  const output = streamed?.output ?? (await openOutput(command, io, deps));
  if (!output) return EXIT_FAILED;
  const { problems, outcome } = REPORT_TEXTS[command.lang];
  try {
    await writeFormatted(report, command.format, output, {
      color,
      failOn: command.failOn,
      issues,
      comparison,
    });
    await output.close();
  } catch (error) {
    await output.close().catch(() => {});
    const target = command.output ?? problems.theReport;
    await io.stderr.write(`klarsicht: ${problems.cannotWrite(target, toScanFailure(error).message)}\n`);
    return EXIT_FAILED;
  }
  if (command.summary !== undefined) {
    const summary = formatMarkdown({ report, failOn: command.failOn, issues, comparison });
    try {
      await deps.appendFile(command.summary, summary);
    } catch (error) {
      const reason = toScanFailure(error).message;
      await io.stderr.write(`klarsicht: ${problems.cannotWrite(command.summary, reason)}\n`);
      return EXIT_FAILED;
    }
  }

  // The text report already says all this on stdout; elsewhere, a line on stderr for CI logs.
  if (toFile || command.format !== 'text') {
    await io.stderr.write(`klarsicht: ${oneLineSummary(report)}\n`);
    await writeFlowStop(report, command, io);
    if (comparison) await io.stderr.write(`klarsicht: ${baselineLine(comparison, command)}\n`);
  }
  if (toFile) await io.stderr.write(`klarsicht: ${outcome.written(command.format, command.output ?? '')}\n`);
  const failing = comparison
    ? gateFails(issues, command.failOn, comparison)
    : streamed?.failing || report.pages.some((page) => failsOn(page, command.failOn));
  return exitCodeFor(report, command.failOn, failing);
}

/** Where a recorded flow stopped, in one line on standard error, for CI logs. */
async function writeFlowStop(report: ScanReport, command: ScanCommand, io: CliIo): Promise<void> {
  const failedAt = report.flow?.failedAt;
  if (failedAt) await io.stderr.write(`klarsicht: ${flowStoppedLine(failedAt, command.lang)}\n`);
}

/** The comparison with the baseline in one line, for CI logs. */
function baselineLine(comparison: BaselineComparison, command: ScanCommand): string {
  const words = REPORT_TEXTS[command.lang].baseline;
  const failing = comparison.new.filter((issue) => gateFails([issue], command.failOn)).length;
  return words.counts(
    comparison.new.length,
    failing,
    impactWord(command.failOn, command.lang),
    comparison.known,
    comparison.disappeared.length,
  );
}

/**
 * `klarsicht baseline create`: scans as `klarsicht scan` would and writes the issues found as a
 * baseline; exit 0 whatever they are, 2 when the scan failed (and then no file is written).
 */
async function createBaselineFile(command: BaselineCommand, io: CliIo, deps: CliDeps): Promise<number> {
  const { scan } = command;
  for (const warning of scan.warnings) {
    await io.stderr.write(`klarsicht: ${usageWarning(warning, scan.lang)}\n`);
  }
  if (io.interrupt?.aborted) return EXIT_INTERRUPTED;
  const recording = await readRecording(scan, io, deps);
  if (typeof recording === 'number') return recording;
  const gate = new IssueCollector(scan.urls);
  let report: ScanReport | number;
  if (scan.remote) {
    report = await runRemoteScan(scan, scan.remote, io, { fetch: deps.fetch, pollMs: deps.remotePollMs });
    if (typeof report !== 'number') gate.addAll(report.pages);
  } else {
    report = await scanHere(scan, recording, io, deps, async (page) => gate.add(page));
  }
  if (typeof report === 'number') return report;
  const { problems, baseline: words } = REPORT_TEXTS[scan.lang];
  if (scanFailed(report)) {
    await io.stderr.write(`klarsicht: ${oneLineSummary({ ...report, lang: scan.lang })}\n`);
    await writeFlowStop(report, scan, io);
    return EXIT_FAILED;
  }
  const baseline = createBaseline(scan.profile, gate.issues(), deps.now().toISOString());
  const target = command.output;
  try {
    const output: ReportOutput =
      target === undefined
        ? { write: (text) => io.stdout.write(text), close: async () => {} }
        : await deps.openFile(target);
    try {
      await output.write(baselineJson(baseline));
    } finally {
      await output.close();
    }
  } catch (error) {
    const reason = toScanFailure(error).message;
    await io.stderr.write(`klarsicht: ${problems.cannotWrite(target ?? problems.theReport, reason)}\n`);
    return EXIT_FAILED;
  }
  const { pagesScanned, pagesFailed } = report.summary;
  await io.stderr.write(
    `klarsicht: ${words.written(baseline.issues.length, pagesScanned, pagesFailed, target)}\n`,
  );
  // The states after the stop were not checked: their issues are not in the baseline.
  await writeFlowStop(report, scan, io);
  return 0;
}

/** Standard output, or the --output file; undefined (having said why) when the file cannot be made. */
async function openOutput(command: ScanCommand, io: CliIo, deps: CliDeps): Promise<ReportOutput | undefined> {
  if (command.output === undefined) return { write: (text) => io.stdout.write(text), close: async () => {} };
  try {
    return await deps.openFile(command.output);
  } catch (error) {
    const { problems } = REPORT_TEXTS[command.lang];
    await io.stderr.write(
      `klarsicht: ${problems.cannotWrite(command.output, toScanFailure(error).message)}\n`,
    );
    return undefined;
  }
}

function hrefOf(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

function inGivenOrder(pages: PageReport[], command: ScanCommand): PageReport[] {
  // A crawl's pages in the order found, a flow's in the order of its states.
  if (command.crawl || command.flow !== undefined) return pages;
  const position = new Map(command.urls.map((url, index) => [url, index]));
  const rank = (page: PageReport) => position.get(hrefOf(page.url)) ?? command.urls.length;
  return [...pages].sort((a, b) => rank(a) - rank(b));
}

/** The report in one line, in its language. */
function oneLineSummary(report: ScanReport): string {
  const lang = report.lang ?? 'en';
  const { outcome } = REPORT_TEXTS[lang];
  // The reason in words and its code for scripts; the browser's raw error stays in the report.
  if (report.failure) {
    return outcome.scanFailed(`${failureReason(report.failure, lang)} [${report.failure.code}]`);
  }
  if (scanFailed(report)) {
    const first = report.pages.find((page) => page.error)?.error;
    return outcome.noPageChecked(first ? `${failureReason(first, lang)} [${first.code}]` : '');
  }
  const { pagesScanned, pagesFailed, violations, incomplete } = report.summary;
  return outcome.scanned(pagesScanned, pagesFailed, violations, incomplete);
}

/** The scan's result, or undefined as soon as `signal` aborts (the scan is left to wind down). */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) {
    work.catch(() => {});
    return Promise.resolve(undefined);
  }
  return new Promise<T | undefined>((resolve, reject) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        // After an interrupt the scan may reject as it is torn down; that is expected, not an error.
        if (signal.aborted) resolve(undefined);
        else reject(error);
      },
    );
  });
}

async function closeWithin(scanner: Scanner, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  try {
    await Promise.race([scanner.close(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A process stream as a TextSink: resolves when the chunk is handed to the OS, rejects on EPIPE etc. */
export function streamSink(stream: NodeJS.WritableStream): TextSink {
  return {
    write: (text) =>
      new Promise<void>((resolve, reject) => {
        stream.write(text, (error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * The process entry used by bin/klarsicht.js. Sets `process.exitCode` and lets the process end on
 * its own: calling process.exit() right after a large write to a pipe loses its tail.
 */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  const interrupt = new AbortController();
  let signalExitCode: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    // A second signal means "now": do not wait for the browser to close.
    if (signalExitCode !== undefined) process.exit(signalExitCode);
    signalExitCode = signal === 'SIGTERM' ? EXIT_TERMINATED : EXIT_INTERRUPTED;
    interrupt.abort();
  };
  // SIGTERM too: CI systems cancel jobs with it, and the browser must not outlive us.
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // Write errors (EPIPE from `| head`) reach the write callbacks; without a listener they would crash.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

  const io: CliIo = {
    stdout: streamSink(process.stdout),
    stderr: streamSink(process.stderr),
    isTTY: { stdout: process.stdout.isTTY === true, stderr: process.stderr.isTTY === true },
    env: process.env,
    columns: process.stderr.columns,
    interrupt: interrupt.signal,
  };
  let code: number;
  try {
    code = await runCli(argv, io);
  } catch (error) {
    await io.stderr.write(`klarsicht: internal error: ${toScanFailure(error).message}\n`).catch(() => {});
    code = EXIT_FAILED;
  }
  if (code === EXIT_INTERRUPTED && signalExitCode !== undefined) code = signalExitCode;
  process.exitCode = code;
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
  // Interrupted: the abandoned scan may still hold timers (a page load waiting for its timeout), and
  // there is no report to lose, only the short notice above, already flushed.
  if (signalExitCode !== undefined) process.exit(code);
  // All output is flushed by now. Should a leftover handle (a stuck browser pipe) keep the event
  // loop alive, end anyway rather than hang a CI job; unref'd, so it never delays a clean exit.
  setTimeout(() => process.exit(code), 5_000).unref();
}
