import { setTimeout as sleep } from 'node:timers/promises';
import type { ScanReport } from '@klarsicht/scanner';
import type { ScanCommand } from '../args.js';
import { EXIT_FAILED, EXIT_INTERRUPTED } from '../exit-code.js';
import { terminalSafe } from '../formats/sanitise.js';
import { REPORT_TEXTS } from '../formats/texts.js';
import type { CliIo } from '../io.js';
import { ProgressLine } from '../progress.js';
import type { RemoteTarget } from './remote-target.js';
import { ServiceClient, ServiceError } from './service-client.js';
import { reportFromService } from './service-report.js';
import type { ServiceScan } from './service-types.js';

export interface RemoteScanDeps {
  fetch: typeof fetch;
  /** How often the scan's status is asked for while it runs. */
  pollMs: number;
}

/** Failed status requests in a row tolerated while following a scan (network blips, a restarting service). */
const MAX_TRANSIENT_FAILURES = 5;

/**
 * `klarsicht scan --server`: starts the scan on the service, follows it (printing progress like a
 * local scan), then reads its pages and findings back as a report. Resolves with the report to
 * write, or with the exit code when there is none: 2 when the service could not be reached or
 * refused (the message names its problem code), 130 when interrupted.
 */
export async function runRemoteScan(
  command: ScanCommand,
  remote: RemoteTarget,
  io: CliIo,
  deps: RemoteScanDeps,
): Promise<ScanReport | number> {
  if (io.interrupt?.aborted) return EXIT_INTERRUPTED;
  const abort = new AbortController();
  const onInterrupt = () => abort.abort(new Error('interrupted'));
  io.interrupt?.addEventListener('abort', onInterrupt, { once: true });
  const client = new ServiceClient({ ...remote, signal: abort.signal, fetch: deps.fetch });
  const texts = REPORT_TEXTS[command.lang];
  const progress = io.isTTY.stderr
    ? new ProgressLine(io.stderr, io.columns, texts.progress.scanning)
    : undefined;
  const [url = ''] = command.urls;
  let scanId: string | undefined;
  try {
    progress?.start(texts.remote.asking(remote.server, url));
    scanId = await client.createScan({
      url,
      profile: command.profile,
      scope: command.crawl ? 'site' : 'page',
    });
    await progress?.clear();
    await io.stderr.write(`klarsicht: ${texts.remote.scanning(remote.server, scanId)}\n`);
    const scan = await follow(client, scanId, progress, deps.pollMs, abort.signal, texts.remote.waiting);
    progress?.start(texts.remote.fetching);
    const [pages, findings] = await Promise.all([
      client.pages(scanId),
      client.findings(scanId, command.lang),
    ]);
    return reportFromService(scan, pages, findings, remote.server);
  } catch (error) {
    await progress?.clear();
    if (abort.signal.aborted) {
      const said =
        scanId === undefined ? texts.problems.interrupted : texts.remote.goesOn(client.scanUrl(scanId));
      await io.stderr.write(`klarsicht: ${said}\n`);
      return EXIT_INTERRUPTED;
    }
    if (!(error instanceof ServiceError)) throw error;
    await io.stderr.write(`klarsicht: ${terminalSafe(error.message)}\n`);
    return EXIT_FAILED;
  } finally {
    io.interrupt?.removeEventListener('abort', onInterrupt);
    await progress?.clear();
  }
}

async function follow(
  client: ServiceClient,
  scanId: string,
  progress: ProgressLine | undefined,
  pollMs: number,
  signal: AbortSignal,
  waiting: string,
): Promise<ServiceScan> {
  let failuresInARow = 0;
  for (;;) {
    let scan: ServiceScan;
    try {
      scan = await client.scan(scanId);
      failuresInARow = 0;
    } catch (error) {
      const transient = error instanceof ServiceError && error.transient && !signal.aborted;
      if (!transient || ++failuresInARow > MAX_TRANSIENT_FAILURES) throw error;
      await sleep(pollMs, undefined, { signal });
      continue;
    }
    if (scan.status === 'succeeded' || scan.status === 'failed') return scan;
    if (scan.status === 'queued') progress?.start(waiting);
    else progress?.update(scan.progress);
    await sleep(pollMs, undefined, { signal });
  }
}
