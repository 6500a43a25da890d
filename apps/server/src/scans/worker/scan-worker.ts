import { randomUUID } from 'node:crypto';
import type { Scanner, ScanOptions, ScanReport } from '@klarsicht/scanner';
import { ScanError } from '@klarsicht/scanner/options';
import type { Recording } from '@klarsicht/scanner/recording';
import { appendActivity, SYSTEM_ACTOR } from '../../activity/index.js';
import type { Database, Executor } from '../../platform/db/database.js';
import type { Logger as ServiceLogger } from '../../platform/log.js';
import type { ServiceMetrics } from '../../platform/observability/metrics.js';
import { type ScanJob, type ScanQueue, scanJobSchema } from '../../platform/queue/scan-queue.js';
import { notifyScan } from '../events/scan-notifications.js';
import {
  discardUnfinishedFlow,
  flowsAlreadyRun,
  recordFlowRun,
  storedPagesToResume,
  storeScanPage,
  writeScanResult,
} from '../records/results-repo.js';
import {
  failAttempt,
  failUnfinishedScan,
  recordCrawlScope,
  recordProgress,
  releaseAttempt,
  type ScanRow,
  startAttempt,
} from '../records/scans-repo.js';
import type { StoredFlowRun } from '../schema.js';
import { countScanScreenshots } from '../screenshots/screenshots-repo.js';
import { crawlScopeUsed } from './crawl-scope.js';
import { ProgressReporter } from './progress-reporter.js';
import { recoverEverythingAtStart } from './scan-recovery.js';
import { type LeaseSettings, startWorkerLease, type WorkerLease } from './worker-lease.js';

export interface ScanWorkerSettings {
  concurrency: number;
  pageBudget: number;
  pageTimeoutMs: number;
  totalTimeoutMs: number;
  allowPrivateTargets: boolean;
  /** Pictures of violating elements (the first few per rule and page); off when false or absent. */
  screenshots?: boolean;
  /** The process's lease (WORKER_HEARTBEAT_SECONDS, WORKER_LEASE_SECONDS); without it no sweep runs here. */
  lease?: LeaseSettings;
}

/**
 * Enough pictures to show each problem in place without making a site scan's result huge: at some
 * 30 KB each, at most ~15 MB a scan, stored with their pages.
 */
export const WORKER_SCREENSHOTS = { maxPerRule: 3, maxPerPage: 20, maxPerScan: 500 } as const;

type Logger = Pick<ServiceLogger, 'info' | 'warn' | 'error' | 'child'>;

/** How the owner of a scan set its site to be scanned; `{}` for a site without settings. */
export type SiteScanOptions = (organisationId: string, site: string) => Promise<ScanOptions>;

/** A site's user flow as a scan replays it: its id, its name, and the recording the parser accepted. */
export interface SiteFlowToRun {
  id: string;
  name: string;
  recording: Recording;
}
/** The user flows of a site that its scans replay after the crawl, in the order they were saved. */
export type SiteFlows = (organisationId: string, site: string) => Promise<SiteFlowToRun[]>;

export interface ScanWorkerDeps {
  db: Database;
  queue: ScanQueue;
  /** One per worker process: one browser, a fresh context per scan. */
  scanner: Scanner;
  settings: ScanWorkerSettings;
  logger: Logger;
  /**
   * The owner's settings of a scanned site (crawl scope, sign-in with its secrets opened), from the
   * sites module; throws a ScanError `sign_in_failed` when the sign-in cannot be used.
   */
  siteScanOptions: SiteScanOptions;
  /** The site's user flows (sites module); absent: site scans replay none. */
  siteFlows?: SiteFlows;
  /** Least time between two progress writes of one scan. */
  progressIntervalMs?: number;
  /** Where scan counts and durations go; the process's /metrics. */
  metrics?: ServiceMetrics;
  /** Runs once after an attempt's result was written (monitoring's new-violations mail); failures are logged. */
  onScanFinished?: (scanId: string) => Promise<void>;
  /** Runs once after a scan failed for good (its error written, or its retries used up); failures are logged. */
  onScanFailed?: (scanId: string) => Promise<void>;
  /**
   * The only process on its database (embedded, role `all`): every running scan and fetched job
   * at start belongs to a process that is gone and returns to the queue at once.
   */
  recoverAllAtStart?: boolean;
}

export interface ScanWorker {
  /** Scans in progress in this process. */
  readonly activeScans: number;
  /**
   * Stops taking jobs, aborts the scans in progress and puts their jobs straight back in the
   * queue; resolves when every handler has returned or `timeoutMs` has passed.
   */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * Takes scan jobs and runs them through the engine. Each attempt gets a fresh token; the result is
 * written only while that token is still the scan's, so a worker that lost its job (expired, or
 * presumed dead) cannot complete a scan a second time.
 */
export async function startScanWorker(deps: ScanWorkerDeps): Promise<ScanWorker> {
  const { db, queue, scanner, settings, logger, metrics } = deps;
  metrics?.watchScanner(scanner);
  // The browser starts now, not with the first scan, which finds a tab ready and axe compiled.
  // Not awaited: the service is usable meanwhile, and a first scan simply waits for the tab.
  const warmingSince = performance.now();
  void scanner.keepWarm?.({ allowPrivateAddresses: settings.allowPrivateTargets }).then((warm) => {
    const ms = Math.round(performance.now() - warmingSince);
    if (warm) logger.info({ ms }, 'scan browser warm');
    else logger.warn({ ms }, 'scan browser could not be started ahead; each scan will try again');
  });
  let lease: WorkerLease | undefined;
  if (settings.lease) {
    lease = await startWorkerLease({ db, queue, logger }, settings.lease);
    if (deps.recoverAllAtStart) await recoverEverythingAtStart({ db, queue, logger }, lease.id);
  }
  const running = new Map<string, AbortController>();
  const idle: Array<() => void> = [];
  let stopping = false;

  const finished = (jobId: string) => {
    running.delete(jobId);
    if (running.size === 0) for (const resolve of idle.splice(0)) resolve();
  };

  const handleScanJob = async (job: ScanJob): Promise<void> => {
    const { scanId } = scanJobSchema.parse(job.data);
    const log = logger.child({ scanId, jobId: job.id });
    if (stopping) {
      // Fetched in the instant the worker began to stop: hand it straight back.
      await queue.release(job.id);
      return;
    }
    const token = randomUUID();
    const scan = await startAttempt(
      db.orm,
      scanId,
      token,
      lease ? { workerId: lease.id, jobId: job.id } : undefined,
    );
    if (!scan) {
      log.info({}, 'scan already finished; job dropped');
      return;
    }
    const controller = new AbortController();
    running.set(job.id, controller);
    metrics?.scansActive.inc();
    const startedAt = performance.now();
    const startedAtMs = Date.now();
    // stop() may have run while this attempt was being claimed; it must not miss this one.
    if (stopping) controller.abort(new Error('worker shutting down'));
    // Set when another process took the scan away (this worker's lease lapsed): stop working on it.
    let lost = false;
    const progress = new ProgressReporter(async (value) => {
      const stored = await recordProgress(db.orm, scanId, token, value);
      if (stored) {
        await notifyScan(db.orm, { type: 'progress', scanId, ...value, ...stored });
      } else if (!controller.signal.aborted) {
        lost = true;
        controller.abort(new Error('scan taken over by another attempt'));
      }
    }, deps.progressIntervalMs ?? 500);
    // What this attempt analysed, for the metrics: earlier attempts' pages were counted by them.
    const analysed: Array<{ ok: boolean; durationMs: number }> = [];
    const storePage: NonNullable<ScanOptions['onPage']> = async (page, { links }) => {
      if (!(await storeScanPage(db.orm, scanId, token, page, links))) {
        lost = true;
        controller.abort(new Error('scan taken over by another attempt'));
        throw new Error('scan taken over by another attempt');
      }
      // An alias was loaded, not analysed: the page it stands for was counted already.
      if (page.aliasOf === undefined) analysed.push({ ok: !page.error, durationMs: page.durationMs });
    };
    try {
      await notifyScan(db.orm, { type: 'status', scanId });
      // Pages an earlier attempt stored are kept and not loaded again; read after this attempt
      // took the scan, so no page of the one before can slip in between.
      const resumeFrom = await storedPagesToResume(db.orm, scanId);
      const screenshotsTaken = settings.screenshots ? await countScanScreenshots(db.orm, scanId) : 0;
      log.info({ attempt: scan.attempts, url: scan.url, resumedPages: resumeFrom.length }, 'scan started');
      const siteOptions = await siteScanOptions(scan);
      if (scan.scope === 'site') {
        // Recorded before the crawl, so the result page can say what it keeps to while it runs.
        await recordCrawlScope(db.orm, scanId, token, crawlScopeUsed(scan.url, siteOptions.scope));
      }
      const report = await runScan(scanner, scan, settings, siteOptions, {
        signal: controller.signal,
        onProgress: (value) => progress.push(value),
        onPage: storePage,
        resumeFrom,
        screenshotsTaken,
      });
      if (controller.signal.aborted) {
        await progress.cancel();
        await putBack(job.id, scanId, token, log, lost);
        return;
      }
      await progress.close();
      // A crawl that failed as a whole (unreachable, sign-in failed) leaves nothing for a flow to find either.
      if (scan.scope === 'site' && scan.organisationId !== null && !report.failure && deps.siteFlows) {
        const flows = await deps.siteFlows(scan.organisationId, scan.site);
        await runSiteFlows(scanner, scan, settings, siteOptions, flows, {
          signal: controller.signal,
          storePage,
          alreadyRun: flows.length > 0 ? await flowsAlreadyRun(db.orm, scanId) : new Set(),
          // Only a resumed attempt can find states of a flow it did not finish.
          ...(resumeFrom.length > 0 || scan.attempts > 1
            ? {
                discardUnfinished: async (flowId: string) => {
                  if (!(await discardUnfinishedFlow(db.orm, scanId, token, flowId))) {
                    lost = true;
                    controller.abort(new Error('scan taken over by another attempt'));
                  }
                },
              }
            : {}),
          recordRun: async (run) => {
            if (!(await recordFlowRun(db.orm, scanId, token, run))) {
              lost = true;
              controller.abort(new Error('scan taken over by another attempt'));
            }
          },
          deadline: startedAtMs + settings.totalTimeoutMs,
          log,
        });
        if (controller.signal.aborted) {
          await putBack(job.id, scanId, token, log, lost);
          return;
        }
      }
      const written = await db.orm.transaction(async (tx) => {
        const ok = await writeScanResult(tx, scanId, token, report);
        if (ok) {
          await recordEnd(tx, scan, report.failure?.code ?? 'succeeded', analysed.length);
          await notifyScan(tx, { type: 'status', scanId });
        }
        return ok;
      });
      if (written) {
        metrics?.recordScan(
          report.failure ? 'failed' : 'succeeded',
          (performance.now() - startedAt) / 1000,
          analysed,
        );
        log.info(
          {
            outcome: report.failure?.code ?? 'succeeded',
            pages: analysed.length,
            resumedPages: resumeFrom.length,
          },
          'scan finished',
        );
        await deps.onScanFinished?.(scanId).catch((error: unknown) => {
          log.error({ err: error }, 'after-scan step failed');
        });
      } else {
        log.warn({}, 'scan result discarded: another attempt owns the scan now');
      }
    } catch (error) {
      await progress.cancel();
      if (controller.signal.aborted) {
        await putBack(job.id, scanId, token, log, lost);
        return;
      }
      if (error instanceof ScanError) {
        // An expected outcome, not a crash: retrying would give the same answer.
        const failed = await db.orm.transaction(async (tx) => {
          const ok = await failAttempt(tx, scanId, token, error.toFailure());
          if (ok) await recordEnd(tx, scan, error.code, 0);
          return ok;
        });
        if (failed) {
          metrics?.recordScan('failed', (performance.now() - startedAt) / 1000, []);
          await notifyScan(db.orm, { type: 'status', scanId });
          log.info({ outcome: error.code }, 'scan finished');
          await deps.onScanFailed?.(scanId).catch((failure: unknown) => {
            log.error({ err: failure }, 'after-failure step failed');
          });
        }
        return;
      }
      log.error({ err: error }, 'scan attempt crashed; the queue will retry it');
      throw error;
    } finally {
      metrics?.scansActive.dec();
      finished(job.id);
    }
  };

  /** A scan of an organisation's ends in its activity record, in the transaction that ends it. */
  const recordEnd = async (tx: Executor, scan: ScanRow, outcome: string, pages: number) => {
    if (scan.organisationId === null) return;
    await appendActivity(
      tx,
      {
        organisationId: scan.organisationId,
        actor: SYSTEM_ACTOR,
        action: 'scan.finished',
        subject: { scan: scan.id, site: scan.site },
        details: { outcome, pages },
      },
      new Date(),
    );
  };

  const putBack = async (jobId: string, scanId: string, token: string, log: Logger, lost: boolean) => {
    // The job is this attempt's to hand back only while the attempt still holds the scan: once a
    // sweep has recovered it, the same job may already run elsewhere.
    if (!lost && (await releaseAttempt(db.orm, scanId, token))) {
      await notifyScan(db.orm, { type: 'status', scanId });
      await queue.release(jobId);
      log.info({}, 'scan interrupted by shutdown; job returned to the queue');
    } else {
      log.warn({}, 'scan attempt abandoned: another process recovered the scan');
    }
  };

  /** The owner's settings of the scanned site: its crawl scope and sign-in, the secrets opened. */
  const siteScanOptions = async (scan: ScanRow): Promise<ScanOptions> =>
    scan.organisationId === null ? {} : deps.siteScanOptions(scan.organisationId, scan.site);

  const handleDeadLetter = async (job: ScanJob): Promise<void> => {
    const { scanId } = scanJobSchema.parse(job.data);
    const failed = await failUnfinishedScan(db.orm, scanId, {
      code: 'internal',
      message: 'The scan could not be completed after several attempts.',
    });
    if (failed) {
      await notifyScan(db.orm, { type: 'status', scanId });
      metrics?.scansFinished.inc({ outcome: 'failed' });
      logger.child({ scanId }).warn({}, 'scan given up after its retries');
      await deps.onScanFailed?.(scanId).catch((failure: unknown) => {
        logger.child({ scanId }).error({ err: failure }, 'after-failure step failed');
      });
    }
  };

  await queue.work(settings.concurrency, handleScanJob);
  await queue.workDeadLetters(handleDeadLetter);

  return {
    get activeScans() {
      return running.size;
    },
    async stop(timeoutMs) {
      stopping = true;
      await queue.stopWorking();
      for (const controller of running.values()) controller.abort(new Error('worker shutting down'));
      if (running.size > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs);
          idle.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      await lease?.release();
    },
  };
}

interface AttemptOptions {
  signal: AbortSignal;
  onProgress: NonNullable<ScanOptions['onProgress']>;
  onPage: NonNullable<ScanOptions['onPage']>;
  resumeFrom: NonNullable<ScanOptions['resumeFrom']>;
  /** Pictures earlier attempts stored: they count against the scan's cap. */
  screenshotsTaken: number;
}

function runScan(
  scanner: Scanner,
  scan: ScanRow,
  settings: ScanWorkerSettings,
  site: Pick<ScanOptions, 'scope' | 'signIn' | 'consent'>,
  attempt: AttemptOptions,
): Promise<ScanReport> {
  const { screenshotsTaken, ...streaming } = attempt;
  const options: ScanOptions = {
    ...engineOptions(scan, settings, site, screenshotsTaken),
    ...streaming,
  };
  return scan.scope === 'site'
    ? // The plan's budget was fixed when the scan was accepted; older rows and free checks have none.
      scanner.scanSite(scan.url, { ...options, maxPages: scan.pageBudget ?? settings.pageBudget })
    : scanner.scanPages([scan.url], options);
}

/** What every engine run of an attempt is given: the scan's profile, the worker's limits, the site's settings. */
function engineOptions(
  scan: ScanRow,
  settings: ScanWorkerSettings,
  site: Pick<ScanOptions, 'scope' | 'signIn' | 'consent'>,
  screenshotsTaken: number,
): ScanOptions {
  return {
    ...site,
    profile: scan.profile,
    pageTimeoutMs: settings.pageTimeoutMs,
    totalTimeoutMs: settings.totalTimeoutMs,
    allowPrivateAddresses: settings.allowPrivateTargets,
    ...(settings.screenshots
      ? {
          screenshots: {
            ...WORKER_SCREENSHOTS,
            maxPerScan: Math.max(0, WORKER_SCREENSHOTS.maxPerScan - screenshotsTaken),
          },
        }
      : {}),
    // Each page is stored as it finishes (onPage) and not held: memory stays flat however big the site.
    keepPages: false,
  };
}

interface FlowAttempt {
  signal: AbortSignal;
  storePage: NonNullable<ScanOptions['onPage']>;
  /** Flows an earlier attempt ran to an outcome (their run is stored): not replayed again. */
  alreadyRun: ReadonlySet<string>;
  /**
   * Before a flow is replayed on a resumed attempt: removes the states an earlier attempt stored of
   * it before its worker died, so that the flow's states are those of one whole replay.
   */
  discardUnfinished?: (flowId: string) => Promise<void>;
  recordRun: (run: StoredFlowRun) => Promise<void>;
  /** When the scan's time is up (ms since the epoch): the flows share what the crawl left. */
  deadline: number;
  log: Logger;
}

/**
 * Replays the site's flows after its crawl, one after the other in the scan's sign-in and limits,
 * each with the plan's page budget for its states. A state is stored as a page with the flow's id;
 * what became of each flow (to its end, stopped at a step, not started for want of time) is recorded
 * with the scan. Element screenshots are not taken of states: the crawl's pages had the scan's share.
 */
async function runSiteFlows(
  scanner: Scanner,
  scan: ScanRow,
  settings: ScanWorkerSettings,
  site: Pick<ScanOptions, 'scope' | 'signIn' | 'consent'>,
  flows: readonly SiteFlowToRun[],
  attempt: FlowAttempt,
): Promise<void> {
  for (const flow of flows) {
    if (attempt.signal.aborted) return;
    if (attempt.alreadyRun.has(flow.id)) continue;
    const left = attempt.deadline - Date.now();
    const identity = {
      flow: flow.id,
      name: flow.name,
      title: flow.recording.title,
      steps: flow.recording.steps.length,
    };
    if (left <= 0) {
      await attempt.recordRun({
        ...identity,
        failure: { code: 'timeout', message: 'The scan had no time left for this flow.' },
      });
      continue;
    }
    await attempt.discardUnfinished?.(flow.id);
    if (attempt.signal.aborted) return;
    const { screenshots: _none, ...options } = engineOptions(scan, settings, site, 0);
    const report = await scanner.runFlow(flow.recording, {
      ...options,
      totalTimeoutMs: left,
      maxPages: scan.pageBudget ?? settings.pageBudget,
      signal: attempt.signal,
      onPage: (page, discovered) =>
        attempt.storePage(
          { ...page, ...(page.state ? { state: { ...page.state, flow: flow.id } } : {}) },
          discovered,
        ),
    });
    if (attempt.signal.aborted) return;
    const { title: _title, steps: _steps, ...outcome } = report.flow ?? {};
    await attempt.recordRun({
      ...identity,
      ...outcome,
      ...(report.failure && !report.flow?.failedAt ? { failure: report.failure } : {}),
    });
    attempt.log.info(
      { flow: flow.id, states: report.summary.pagesScanned, stoppedAt: report.flow?.failedAt?.step },
      'flow replayed',
    );
  }
}
