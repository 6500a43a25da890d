import type { ScanEvent, ScanFailureView } from '@klarsicht/contracts';
import type { Database } from '../../platform/db/database.js';
import type { Logger as ServiceLogger } from '../../platform/log.js';
import { findScan, findScans, type ScanRow } from '../records/scans-repo.js';
import { asFailureCode, toScanView } from '../records/views.js';
import { parseScanNotification, SCAN_EVENTS_CHANNEL, type ScanNotification } from './scan-notifications.js';

type Logger = Pick<ServiceLogger, 'warn'>;

/**
 * One per API process: a single LISTEN connection fans scan notifications out to the event streams
 * of this process, and a slow poll of the watched scans catches whatever a notification missed
 * (a dropped listener connection, a worker that died between commit and notify).
 */
export class ScanEventHub {
  private readonly watchers = new Map<string, Set<Subscription>>();
  private stopListening: (() => Promise<void>) | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private polling = false;

  constructor(
    private readonly db: Database,
    private readonly options: { pollMs: number; logger?: Logger },
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(SCAN_EVENTS_CHANNEL, (payload) => {
      const notification = parseScanNotification(payload);
      if (notification) void this.dispatch(notification);
    });
    this.pollTimer = setInterval(() => void this.poll(), this.options.pollMs);
    this.pollTimer.unref();
  }

  /**
   * Watches a scan. `current` is the state the caller has already shown, so only changes after
   * it are delivered. Returns the function that stops watching.
   */
  subscribe(current: ScanRow, listener: (event: ScanEvent) => void): () => void {
    const subscription = new Subscription(current, listener);
    let set = this.watchers.get(current.id);
    if (!set) {
      set = new Set();
      this.watchers.set(current.id, set);
    }
    set.add(subscription);
    return () => {
      set.delete(subscription);
      if (set.size === 0 && this.watchers.get(current.id) === set) this.watchers.delete(current.id);
    };
  }

  get watchedScans(): number {
    return this.watchers.size;
  }

  async close(): Promise<void> {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.watchers.clear();
    await this.stopListening?.();
  }

  private async dispatch(notification: ScanNotification): Promise<void> {
    const subscriptions = this.watchers.get(notification.scanId);
    if (!subscriptions || subscriptions.size === 0) return;
    if (notification.type === 'progress') {
      for (const subscription of subscriptions) subscription.progress(notification);
      return;
    }
    try {
      const row = await findScan(this.db.orm, notification.scanId);
      if (row) for (const subscription of this.watchers.get(row.id) ?? []) subscription.state(row);
    } catch (error) {
      this.options.logger?.warn(
        { err: error, scanId: notification.scanId },
        'could not read scan for its event',
      );
    }
  }

  private async poll(): Promise<void> {
    if (this.polling || this.watchers.size === 0) return;
    this.polling = true;
    try {
      const rows = await findScans(this.db.orm, [...this.watchers.keys()]);
      for (const row of rows) {
        for (const subscription of this.watchers.get(row.id) ?? []) subscription.state(row);
      }
    } catch (error) {
      this.options.logger?.warn({ err: error }, 'scan event poll failed');
    } finally {
      this.polling = false;
    }
  }
}

/** One event stream's view of a scan: it turns states into events and drops repeats. */
class Subscription {
  private status: ScanRow['status'];
  private pagesDone: number;
  private pagesTotal: number;

  constructor(
    current: ScanRow,
    private readonly listener: (event: ScanEvent) => void,
  ) {
    this.status = current.status;
    this.pagesDone = current.pagesDone;
    this.pagesTotal = current.pagesTotal;
  }

  state(row: ScanRow): void {
    if (row.status !== this.status) {
      this.remember(row.status, row.pagesDone, row.pagesTotal);
      this.listener({ type: 'status', scan: toScanView(row) });
    } else if (row.pagesDone !== this.pagesDone || row.pagesTotal !== this.pagesTotal) {
      this.remember(row.status, row.pagesDone, row.pagesTotal);
      this.listener({ type: 'progress', progress: { pagesDone: row.pagesDone, pagesTotal: row.pagesTotal } });
    }
  }

  progress(notification: Extract<ScanNotification, { type: 'progress' }>): void {
    // A progress notice can overtake the status change that started the attempt; it is still news.
    if (notification.pagesDone === this.pagesDone && notification.pagesTotal === this.pagesTotal) return;
    this.pagesDone = notification.pagesDone;
    this.pagesTotal = notification.pagesTotal;
    const lastPage = notification.lastPage;
    this.listener({
      type: 'progress',
      progress: { pagesDone: notification.pagesDone, pagesTotal: notification.pagesTotal },
      ...(lastPage
        ? {
            lastPage: {
              url: lastPage.url,
              ...(lastPage.error ? { error: toFailure(lastPage.error) } : {}),
            },
          }
        : {}),
    });
  }

  private remember(status: ScanRow['status'], pagesDone: number, pagesTotal: number): void {
    this.status = status;
    this.pagesDone = pagesDone;
    this.pagesTotal = pagesTotal;
  }
}

function toFailure(error: { code: string; message: string; status?: number | undefined }): ScanFailureView {
  return {
    code: asFailureCode(error.code),
    message: error.message,
    ...(error.status === undefined ? {} : { status: error.status }),
  };
}
