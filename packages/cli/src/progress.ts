import type { ScanProgress } from '@klarsicht/scanner';
import { terminalSafe } from './formats/sanitise.js';

/** Anything the CLI writes text to; the promise settles once the text is handed to the OS. */
export interface TextSink {
  write(text: string): Promise<void>;
}

const CLEAR_LINE = '\r\u001b[2K';

/** One status line on a terminal, redrawn in place with \r and cleared before the report. */
export class ProgressLine {
  private shown = false;

  /** `scanning`: the line's words for pages done of pages known (ReportTexts.progress). */
  constructor(
    private readonly sink: TextSink,
    private readonly columns: number | undefined,
    private readonly scanning: (done: number, total: number) => string,
  ) {}

  start(message: string): void {
    this.draw(message);
  }

  update(progress: ScanProgress): void {
    const last = progress.lastPage ? ` · ${terminalSafe(progress.lastPage.url)}` : '';
    this.draw(`${this.scanning(progress.pagesDone, progress.pagesTotal)}${last}`);
  }

  /** Resolves once the line is gone, so what follows starts on a clean line. */
  async clear(): Promise<void> {
    if (!this.shown) return;
    this.shown = false;
    await this.sink.write(CLEAR_LINE).catch(() => {});
  }

  private draw(text: string): void {
    // Some pseudo-terminals report 0 columns.
    const width = Math.max(20, (this.columns || 80) - 1);
    const line = text.length > width ? `${text.slice(0, width - 1)}…` : text;
    this.shown = true;
    // Fire and forget: a lost progress line is harmless, and writes to one stream stay in order.
    this.sink.write(`${CLEAR_LINE}${line}`).catch(() => {});
  }
}
