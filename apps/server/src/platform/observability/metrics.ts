import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.js';

/**
 * Prometheus metrics of one process, on a registry of its own (never prom-client's global one, so
 * tests can run several services in one process).
 *
 * Cluster-wide (read from the database at scrape time, the same in every process that exposes
 * them; aggregate with max(), not sum()):
 *   klarsicht_scans{status="queued|running|succeeded|failed"}
 * Per process (sum across processes):
 *   klarsicht_worker_scans_active, klarsicht_worker_scans_finished_total{outcome},
 *   klarsicht_scan_duration_seconds{outcome}, klarsicht_page_duration_seconds{outcome},
 *   klarsicht_browser_restarts_total, and prom-client's default process_* and nodejs_* metrics.
 */

export type ScanOutcome = 'succeeded' | 'failed';

const SCAN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

export class ServiceMetrics {
  readonly registry = new Registry();
  readonly scansActive: Gauge;
  readonly scansFinished: Counter<'outcome'>;
  readonly scanDuration: Histogram<'outcome'>;
  readonly pageDuration: Histogram<'outcome'>;
  private browserRestartSources: Array<{ readonly browserRestarts: number }> = [];
  private scanCountSource: Database | undefined;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.scansActive = new Gauge({
      name: 'klarsicht_worker_scans_active',
      help: 'Scans running in this worker process.',
      registers,
    });
    this.scansFinished = new Counter({
      name: 'klarsicht_worker_scans_finished_total',
      help: 'Scans this worker process finished, by outcome.',
      labelNames: ['outcome'],
      registers,
    });
    this.scanDuration = new Histogram({
      name: 'klarsicht_scan_duration_seconds',
      help: 'Wall time of a finished scan in this worker process.',
      labelNames: ['outcome'],
      buckets: [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800],
      registers,
    });
    this.pageDuration = new Histogram({
      name: 'klarsicht_page_duration_seconds',
      help: 'Time to load and analyse one page in this worker process.',
      labelNames: ['outcome'],
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
      registers,
    });
    const sources = () => this.browserRestartSources;
    new Counter({
      name: 'klarsicht_browser_restarts_total',
      help: 'Times the scan engine of this process had to start its browser again after it died.',
      registers,
      collect() {
        this.reset();
        this.inc(sources().reduce((sum, source) => sum + source.browserRestarts, 0));
      },
    });
    const database = () => this.scanCountSource;
    new Gauge({
      name: 'klarsicht_scans',
      help: 'Scans by status, across all processes (read from the database at scrape time).',
      labelNames: ['status'],
      registers,
      async collect() {
        const db = database();
        if (!db) return;
        const { rows } = await db.executeSql(
          'select status, count(*)::int as n from scans group by status',
          [],
        );
        const counts = new Map(rows.map((row) => [String(row.status), Number(row.n)]));
        for (const status of SCAN_STATUSES) this.set({ status }, counts.get(status) ?? 0);
      },
    });
  }

  /** Report `klarsicht_scans{status}` from this database. */
  countScansIn(db: Database): void {
    this.scanCountSource = db;
  }

  /** Report the browser restarts of this scan engine. */
  watchScanner(scanner: { readonly browserRestarts: number }): void {
    this.browserRestartSources.push(scanner);
  }

  recordScan(
    outcome: ScanOutcome,
    durationSeconds: number,
    pages: Array<{ ok: boolean; durationMs: number }>,
  ): void {
    this.scansFinished.inc({ outcome });
    this.scanDuration.observe({ outcome }, durationSeconds);
    for (const page of pages)
      this.pageDuration.observe({ outcome: page.ok ? 'succeeded' : 'failed' }, page.durationMs / 1000);
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
