import type { Scanner, ScannerOptions } from '@klarsicht/scanner';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Authenticator } from './access/index.js';
import { buildApp } from './app.js';
import { billingAllowanceReader, createBilling } from './billing/index.js';
import {
  reopenAfterScan,
  tellIfStatementOutdated,
  tellOutdatedStatementsAfterDecisions,
} from './conformance/index.js';
import { mailNotifications } from './notifications/index.js';
import { type Clock, systemClock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { migrate } from './platform/db/migrate.js';
import { openDatabase } from './platform/db/open-database.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { ServiceMetrics } from './platform/observability/metrics.js';
import { startMetricsServer } from './platform/observability/metrics-endpoint.js';
import { type ScanQueue, startScanQueue } from './platform/queue/scan-queue.js';
import { createCredentialsCipher } from './platform/secrets/credentials-cipher.js';
import {
  findScan,
  notifyDueSoon,
  rekeyOlderIssues,
  type ScanWorker,
  sendWeeklyDigests,
  settleDecisionsAfterScan,
  startScanWorker,
} from './scans/index.js';
import {
  alertNewViolations,
  runMonitorTick,
  siteFlowsReader,
  siteScanOptionsReader,
  startMonitorScheduler,
} from './sites/index.js';
import { tellTicketsAfterScan } from './trackers/index.js';
import { deliverOnce, emitMonitoringFailed, emitScanEvents } from './webhooks/index.js';

/**
 * Starts the roles of one process on one database: `api` (HTTP), `worker` (scans), or both.
 * main.ts calls it with the environment's configuration; tests call it with their own database,
 * scanner or mailer.
 */

/** Decisions this recent are looked at by each minute's tick: two ticks' worth, so none is missed. */
const STATEMENT_WATCH_WINDOW_MS = 2 * 60_000;
/** Deliveries in flight per worker process; each waits at most WEBHOOK_TIMEOUT_MS for its answer. */
const WEBHOOK_DELIVERY_CONCURRENCY = 4;
/** What Standard Webhooks receivers are asked to answer within (they queue work and answer at once). */
const WEBHOOK_TIMEOUT_MS = 15_000;

export interface ServiceOptions {
  config: Config;
  logger: Logger;
  /** An already open database (tests share one per file); otherwise opened from the config, and closed at the end. */
  db?: Database;
  createScanner?: (options: ScannerOptions) => Scanner;
  mailer?: Mailer;
  authenticate?: Authenticator;
  clock?: Clock;
  /** Waits between a webhook delivery's attempts (tests shorten them; default 5 s … 10 h). */
  deliveryRetryDelaysSeconds?: readonly number[];
  /** Least time between two progress writes of one scan (tests shorten it). */
  progressIntervalMs?: number;
}

export interface RunningService {
  db: Database;
  queue: ScanQueue;
  app: FastifyInstance | undefined;
  /** Where the API listens, e.g. http://127.0.0.1:3000, when the process has the api role. */
  address: string | undefined;
  worker: ScanWorker | undefined;
  /** This process's Prometheus registry (served at /metrics, see observability/metrics-endpoint.ts). */
  metrics: ServiceMetrics;
  /** The METRICS_PORT listener, when configured. */
  metricsAddress: string | undefined;
  /** Graceful stop: no new requests or jobs, running scans back to the queue, browser and database closed. */
  close(): Promise<void>;
}

export async function startService(options: ServiceOptions): Promise<RunningService> {
  const { config, logger } = options;
  const ownsDb = !options.db;
  const db = options.db ?? (await openDatabase(config, logger));
  // Shutdown steps, run in reverse order of start-up.
  const cleanups: Array<{ step: string; run: () => Promise<void> }> = [];
  const onClose = (step: string, run: () => Promise<void>) => cleanups.push({ step, run });
  const cleanUp = async () => {
    for (const { step, run } of cleanups.splice(0).reverse()) {
      logger.debug({ step }, 'shutdown step');
      await run().catch((error: unknown) => logger.error({ err: error, step }, 'shutdown step failed'));
    }
  };
  if (ownsDb) onClose('database', () => db.close());

  try {
    await migrate(db, { logger });
    const queue = await startScanQueue(db, config.queue, logger);
    onClose('queue', () => queue.stop(config.shutdownTimeoutMs));
    const metrics = new ServiceMetrics();
    metrics.countScansIn(db);
    let metricsAddress: string | undefined;
    if (config.metrics.port !== undefined) {
      const metricsServer = await startMetricsServer(metrics, {
        ...config.metrics,
        port: config.metrics.port,
      });
      onClose('metrics', () => metricsServer.close());
      metricsAddress = metricsServer.address;
    }

    // Both roles send mail: the API (contact, verification), the worker (monitoring's alerts).
    const mailer = options.mailer ?? createMailer(config.mail.smtpUrl, logger);
    onClose('mailer', () => mailer.close());

    // One billing per process: the API's routes and the worker's monitoring share its account cache.
    const billing = createBilling(config, {
      db,
      logger: logger.child({ role: 'billing' }),
      clock: options.clock,
    });

    let worker: ScanWorker | undefined;
    if (config.role !== 'api') {
      const workerLogger = logger.child({ role: 'worker' });
      // The engine is loaded only where scans run: an API process never loads axe, QualWeb or pdf.js.
      const createScanner = options.createScanner ?? (await import('@klarsicht/scanner')).createScanner;
      const scanner = createScanner(
        config.worker.chromiumPath ? { chromiumPath: config.worker.chromiumPath } : {},
      );
      onClose('browser', () => scanner.close());
      worker = await startScanWorker({
        db,
        queue,
        scanner,
        settings: config.worker,
        siteScanOptions: siteScanOptionsReader(
          db,
          config.credentialsKeys && createCredentialsCipher(config.credentialsKeys),
        ),
        siteFlows: siteFlowsReader(db),
        logger: workerLogger,
        metrics,
        // PGlite's directory admits one process: at start, nothing running can be anyone else's.
        recoverAllAtStart: config.role === 'all' && db.kind === 'pglite',
        onScanFinished: async (scanId) => {
          const clock = options.clock ?? systemClock;
          const scan = await findScan(db.orm, scanId);
          if (scan) {
            // What the scan proves about the site's decisions on issues (decision 029).
            const settled = await settleDecisionsAfterScan(db, clock, scan);
            if (settled.verified.length > 0 || settled.reopened.length > 0)
              workerLogger.info(
                { scanId, verified: settled.verified.length, reopened: settled.reopened.length },
                'decisions on issues settled by the scan',
              );
            await mailNotifications(
              db.orm,
              { mailer, from: config.mail.from, publicUrl: config.publicUrl, logger: workerLogger },
              settled.notices,
            );
            // What the scan proved, said on the issues' tickets (decision 030).
            if (scan.organisationId && scan.finishedAt)
              await tellTicketsAfterScan(
                {
                  db,
                  clock,
                  cipher: config.credentialsKeys && createCredentialsCipher(config.credentialsKeys),
                  publicUrl: config.publicUrl,
                  logger: workerLogger,
                  allowPrivateTargets: config.worker.allowPrivateTargets,
                },
                {
                  id: scan.id,
                  organisationId: scan.organisationId,
                  site: scan.site,
                  finishedAt: scan.finishedAt,
                },
                {
                  verified: settled.verified.map((decision) => decision.issueKey),
                  reopened: settled.reopened.map(({ decision }) => decision.issueKey),
                },
              ).catch((error: unknown) => {
                workerLogger.error({ err: error, scanId }, 'tickets not told of the scan');
              });
            // What the scan tells the organisation's webhooks and chats (decision 030).
            await emitScanEvents(
              { db, queue, clock, publicUrl: config.publicUrl },
              scanId,
              settled.reopened.map(({ decision, was }) => ({ issueKey: decision.issueKey, was })),
            ).catch((error: unknown) => {
              workerLogger.error({ err: error, scanId }, 'events of the scan not written');
            });
          }
          const reopened = await reopenAfterScan(db, clock, scanId);
          if (reopened.length > 0)
            workerLogger.info({ scanId, reopened }, 'criteria passed by hand reopened');
          if (scan?.organisationId)
            await tellIfStatementOutdated(
              { db, queue, clock, publicUrl: config.publicUrl },
              scan.organisationId,
              scan.site,
            ).catch((error: unknown) => {
              workerLogger.error({ err: error, scanId }, 'statement check after the scan failed');
            });
          await alertNewViolations(
            { db, mailer, from: config.mail.from, publicUrl: config.publicUrl, logger: workerLogger },
            scanId,
          );
        },
        onScanFailed: (scanId) =>
          emitMonitoringFailed(
            { db, queue, clock: options.clock ?? systemClock, publicUrl: config.publicUrl },
            scanId,
          ),
        ...(options.progressIntervalMs === undefined
          ? {}
          : { progressIntervalMs: options.progressIntervalMs }),
      });
      const runningWorker = worker;
      onClose('worker', () => runningWorker.stop(config.shutdownTimeoutMs));
      // Deliveries of events to webhooks and chats: small, network-bound jobs beside the scans.
      await queue.workDeliveries(WEBHOOK_DELIVERY_CONCURRENCY, (job) =>
        deliverOnce(
          {
            db,
            queue,
            cipher: config.credentialsKeys && createCredentialsCipher(config.credentialsKeys),
            clock: options.clock ?? systemClock,
            logger: workerLogger,
            settings: {
              allowPrivateTargets: config.worker.allowPrivateTargets,
              timeoutMs: WEBHOOK_TIMEOUT_MS,
              ...(options.deliveryRetryDelaysSeconds
                ? { retryDelaysSeconds: options.deliveryRetryDelaysSeconds }
                : {}),
            },
          },
          job.data,
        ).catch((error: unknown) => {
          // pg-boss retries the job after it; the delivery's row says whether its attempt was made.
          workerLogger.error({ err: error, jobId: job.id }, 'delivery attempt failed');
          throw error;
        }),
      );
      // Scans stored before issue keys were fingerprints get theirs in the background (decision 029).
      const rekeying = new AbortController();
      const rekeyed = rekeyOlderIssues(db, workerLogger, rekeying.signal).catch((error: unknown) => {
        workerLogger.error({ err: error }, 're-keying issues stopped');
      });
      onClose('re-keying issues', async () => {
        rekeying.abort();
        await rekeyed;
      });
      // Monitoring's schedule: every minute some worker process starts the due re-scans.
      const monitorScheduler = await startMonitorScheduler(db, {
        logger: workerLogger,
        tick: async () => {
          const clock = options.clock ?? systemClock;
          const outcome = await runMonitorTick({
            db,
            scanQueue: queue,
            allowance: billingAllowanceReader(billing.service),
            clock,
            logger: workerLogger,
          });
          // Decisions on issues (decision 029): due dates coming up, and each organisation's week.
          const notify = {
            mailer,
            from: config.mail.from,
            publicUrl: config.publicUrl,
            logger: workerLogger,
          };
          await notifyDueSoon(db, clock, notify).catch((error: unknown) => {
            workerLogger.error({ err: error }, 'due-soon notices failed');
          });
          await sendWeeklyDigests(db, clock, notify).catch((error: unknown) => {
            workerLogger.error({ err: error }, 'weekly digests failed');
          });
          // Statements that decisions of the last minutes made untrue (decision 030).
          await tellOutdatedStatementsAfterDecisions(
            { db, queue, clock, publicUrl: config.publicUrl },
            new Date(clock.now().getTime() - STATEMENT_WATCH_WINDOW_MS),
          ).catch((error: unknown) => {
            workerLogger.error({ err: error }, 'statement checks after decisions failed');
          });
          return outcome;
        },
      });
      onClose('monitor schedule', () => monitorScheduler.stop(config.shutdownTimeoutMs));
    }

    let app: FastifyInstance | undefined;
    let address: string | undefined;
    if (config.role !== 'worker') {
      app = await buildApp({
        config,
        db,
        scanQueue: queue,
        mailer,
        logger: logger.child({ role: 'api' }),
        metrics,
        billing,
        ...(options.clock ? { clock: options.clock } : {}),
        ...(options.authenticate ? { authenticate: options.authenticate } : {}),
      });
      const runningApp = app;
      onClose('http', () => runningApp.close());
      address = await app.listen({ port: config.port, host: config.host });
    }

    return {
      db,
      queue,
      app,
      address,
      worker,
      metrics,
      metricsAddress,
      close: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
