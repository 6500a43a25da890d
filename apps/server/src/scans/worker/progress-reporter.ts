import type { ScanProgress } from '@klarsicht/scanner';

/**
 * Turns the engine's page-by-page progress callbacks into at most one write every `intervalMs`
 * (a site scan can finish several pages a second), always ending with the latest value.
 * Writes never overlap, so they arrive in order.
 */
export class ProgressReporter {
  private latest: ScanProgress | undefined;
  private writing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastWriteAt = 0;
  private closed = false;

  constructor(
    private readonly write: (progress: ScanProgress) => Promise<void>,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Called by the engine; never throws. */
  push(progress: ScanProgress): void {
    if (this.closed) return;
    this.latest = progress;
    this.schedule();
  }

  /** Writes what is pending, then accepts nothing more. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.writing;
    await this.writeLatest();
  }

  /** Drops what is pending (the attempt is being abandoned). */
  async cancel(): Promise<void> {
    this.closed = true;
    this.latest = undefined;
    if (this.timer) clearTimeout(this.timer);
    await this.writing;
  }

  private schedule(): void {
    if (this.timer || this.writing) return;
    const wait = Math.max(0, this.lastWriteAt + this.intervalMs - this.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.writeLatest().then(() => {
        if (this.latest && !this.closed) this.schedule();
      });
    }, wait);
  }

  private async writeLatest(): Promise<void> {
    const progress = this.latest;
    if (!progress) return;
    this.latest = undefined;
    this.lastWriteAt = this.now();
    this.writing = this.write(progress).catch(() => {
      // Progress is a courtesy; the final result write is what counts.
    });
    await this.writing;
    this.writing = undefined;
  }
}
