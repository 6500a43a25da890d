import { launchChromium } from '@klarsicht/scanner/browser';

/**
 * Prints our own report pages to PDF with one Chromium per API process: launched on the first
 * request (most processes never print), reused, launched again after a crash, and closed with the
 * app. At most `concurrency` pages render at once, the rest wait in line; a print that has not
 * finished within `timeoutMs` (waiting included) fails with PdfUnavailableError.
 */

export type ReportBrowser = Awaited<ReturnType<typeof launchChromium>>;
type ReportContext = Awaited<ReturnType<ReportBrowser['newContext']>>;

export class PdfUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PdfUnavailableError';
  }
}

export interface PdfPrinterOptions {
  /** Default: the scanner's launcher with CHROMIUM_PATH (or `chromiumPath`). */
  launch?: () => Promise<ReportBrowser>;
  chromiumPath?: string | undefined;
  timeoutMs?: number;
  concurrency?: number;
}

export interface PdfJob {
  html: string;
  headerTemplate: string;
  footerTemplate: string;
}

interface Attempt {
  timedOut: boolean;
  context: ReportContext | undefined;
}

export const DEFAULT_PDF_TIMEOUT_MS = 60_000;
export const DEFAULT_PDF_CONCURRENCY = 2;

export class PdfPrinter {
  private readonly launch: () => Promise<ReportBrowser>;
  private readonly timeoutMs: number;
  private readonly concurrency: number;
  private browser: Promise<ReportBrowser> | undefined;
  /** What `browser` resolved to, once it has. */
  private launched: ReportBrowser | undefined;
  private rendering = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;
  private launchCount = 0;

  constructor(options: PdfPrinterOptions = {}) {
    const chromiumPath = options.chromiumPath;
    this.launch = options.launch ?? (() => launchChromium(chromiumPath));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_PDF_TIMEOUT_MS;
    this.concurrency = options.concurrency ?? DEFAULT_PDF_CONCURRENCY;
  }

  /** How often a browser was launched (diagnostics: more than one means it crashed or was closed). */
  get launches(): number {
    return this.launchCount;
  }

  async print(job: PdfJob): Promise<Buffer> {
    if (this.closed) throw new PdfUnavailableError('The PDF printer is closed.');
    const attempt: Attempt = { timedOut: false, context: undefined };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        attempt.timedOut = true;
        // Closing the context ends a render in progress, which frees its slot.
        void attempt.context?.close().catch(() => {});
        reject(new PdfUnavailableError(`The PDF was not ready within ${this.timeoutMs} ms.`));
      }, this.timeoutMs);
    });
    const work = this.inTurn(attempt, () => this.render(job, attempt));
    // After a time-out nobody awaits the work any more; its failure must not go unhandled.
    work.catch(() => {});
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = undefined;
    this.launched = undefined;
    const running = await browser?.catch(() => undefined);
    await running?.close().catch(() => {});
  }

  private async inTurn<T>(attempt: Attempt, work: () => Promise<T>): Promise<T> {
    if (this.rendering < this.concurrency) this.rendering++;
    // A finishing print hands its slot straight to the next in line (see release).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      if (attempt.timedOut) throw new PdfUnavailableError('Timed out while waiting.');
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.rendering--;
    }
  }

  private async render(job: PdfJob, attempt: Attempt): Promise<Buffer> {
    let browser = await this.currentBrowser();
    if (!browser.isConnected()) {
      // It died without our noticing yet: forget it and start a fresh one.
      this.forget(browser);
      browser = await this.currentBrowser();
    }
    if (attempt.timedOut) throw new PdfUnavailableError('Timed out while launching.');
    // The page is ours, but what it shows comes from scanned sites: no script, no network at all.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      serviceWorkers: 'block',
      offline: true,
    });
    attempt.context = context;
    try {
      if (attempt.timedOut) throw new PdfUnavailableError('Timed out while opening a page.');
      await context.route('**/*', (route) => route.abort());
      const page = await context.newPage();
      await page.setContent(job.html, { waitUntil: 'load', timeout: this.timeoutMs });
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: job.headerTemplate,
        footerTemplate: job.footerTemplate,
        margin: { top: '18mm', bottom: '20mm', left: '16mm', right: '16mm' },
        // An accessibility report must be accessible itself: a structure tree (headings, tables,
        // figures with their alt texts, reading order) and bookmarks from the headings.
        tagged: true,
        outline: true,
      });
    } finally {
      await context.close().catch(() => {});
    }
  }

  private currentBrowser(): Promise<ReportBrowser> {
    if (this.closed) return Promise.reject(new PdfUnavailableError('The PDF printer is closed.'));
    if (!this.browser) {
      this.launchCount++;
      const launching = this.launch();
      this.browser = launching;
      launching.then(
        (browser) => {
          if (this.browser === launching) this.launched = browser;
          browser.on('disconnected', () => this.forget(browser));
          // Closed while it was starting: close() did not see it.
          if (this.closed) void browser.close().catch(() => {});
        },
        () => {
          if (this.browser === launching) this.browser = undefined;
        },
      );
    }
    return this.browser;
  }

  /** Drops a dead browser, unless a newer one has already replaced it. */
  private forget(browser: ReportBrowser): void {
    if (this.launched !== browser) return;
    this.browser = undefined;
    this.launched = undefined;
  }
}
