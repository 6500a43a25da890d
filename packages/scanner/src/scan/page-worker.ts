import type { BrowserContext, Page } from 'playwright-core';
import { analysePage } from '../analyse/analyse-page.js';
import type { ScreenshotBudget } from '../analyse/element-screenshots.js';
import type { ConsentStep } from '../consent/consent-step.js';
import { isDocumentUrl } from '../discovery/crawl-frontier.js';
import { parseStartUrl } from '../discovery/normalize-url.js';
import { analyseDocument } from '../documents/analyse-document.js';
import { assertPublicHost } from '../net/address-policy.js';
import { appRoutes } from '../page/app-settle.js';
import { loadPage } from '../page/load-page.js';
import { FileResponseError } from '../page/navigation-errors.js';
import { openTab, TabOpenError } from '../page/open-tab.js';
import { ScanError, toScanFailure } from '../report/scan-error.js';
import { countPage } from '../report/summarise.js';
import type { NotCheckedEntry, PageReport, ScanFailure } from '../report/types.js';
import { loadSignedIn } from '../sign-in/lost-session.js';
import { isSignOutLink } from '../sign-in/sign-out-links.js';
import { signInHeadersFor } from '../sign-in/signed-in-context.js';
import type { DocumentRegistry } from './document-registry.js';
import { analysedPageReport } from './page-report.js';
import type { ResolvedScanOptions } from './scan-options.js';

/** Time left for assembling the page's report after its screenshots. */
const SCREENSHOT_DEADLINE_MARGIN_MS = 1_000;

export interface PageOutcome {
  report: PageReport;
  /** Same-page links found, for discovery. */
  links: string[];
}

export interface PageWorkerContext {
  /** The scan's browser context, started anew if the browser died. */
  context(): Promise<BrowserContext>;
  options: ResolvedScanOptions;
  /** Resolves to the page's failure when robots.txt forbids the URL for us or could not be read. */
  robotsRefusal(url: string): Promise<ScanError | undefined>;
  /** Site scans follow the links of the pages they scan. */
  readonly discoversLinks: boolean;
  /** How many connections the egress guard has refused in this scan so far. */
  guardRefusals(): number;
  /** Set once the scan must stop: its time is up or it was cancelled. */
  readonly stopping: AbortSignal;
  /** Element screenshots the scan may still take (`ScreenshotOptions.maxPerScan`), shared by its tabs. */
  screenshotBudget?: ScreenshotBudget;
  /** The scan's user agent, for the requests made outside the browser (PDF documents). */
  userAgent: string;
  /** The scanned site (its first URL): a sign-in's headers and credentials go to it alone. */
  siteUrl: string;
  /** Consent banners are found and accepted (`ConsentOptions.handle`); absent: left alone. */
  consent?: ConsentStep;
  /** The documents the scan has checked: a page that is one of them again is reported as its alias. */
  documents?: DocumentRegistry;
}

/**
 * One tab of a scan. It reuses its page from URL to URL (axe's second run in a page is several times
 * cheaper than its first) and replaces the page only after a crash or a timeout left it unusable.
 */
export class PageWorker {
  #page: Page | undefined;
  /** Tabs of this worker whose renderer died. */
  readonly #crashed = new WeakSet<Page>();

  /** `warmPage`: a tab already open in the scan's context (a warm tab), used for the first URL. */
  constructor(
    private readonly run: PageWorkerContext,
    warmPage?: Page,
  ) {
    if (warmPage) this.#adopt(warmPage);
  }

  async scan(requestedUrl: string): Promise<PageOutcome> {
    const startedAt = Date.now();
    let url = requestedUrl;
    try {
      const target = parseStartUrl(requestedUrl);
      url = target.href;
      const { hostname } = target;
      if (!this.run.options.allowPrivateAddresses)
        await assertPublicHost(hostname, { allowPrivateAddresses: false });
      const refusal = this.run.options.respectRobotsTxt ? await this.run.robotsRefusal(url) : undefined;
      if (refusal) throw refusal;
      if (isDocumentUrl(url)) {
        return await this.#checkDocument(url, startedAt, () => this.#checkInTab(url, startedAt));
      }
      try {
        return await this.#checkInTab(url, startedAt);
      } catch (error) {
        // A PDF at an address without ".pdf" (a download link, a script that serves files) shows up here.
        if (!(error instanceof FileResponseError)) throw error;
        return await this.#checkDocument(url, startedAt, () => Promise.reject(error));
      }
    } catch (error) {
      return { report: failedPage(url, this.#failureFor(error, url), Date.now() - startedAt), links: [] };
    }
  }

  /**
   * Checks a PDF with the document rules, downloaded outside the tab through the guarded HTTP
   * client; `otherwise` handles an address that turns out not to be a PDF. A document leads nowhere:
   * its links are not followed.
   */
  async #checkDocument(
    url: string,
    startedAt: number,
    otherwise: () => Promise<PageOutcome>,
  ): Promise<PageOutcome> {
    const { options } = this.run;
    const cookies = await this.#cookiesFor(url);
    const headers = signInHeadersFor(options.signIn, this.run.siteUrl, url);
    const analysis = await analyseDocument(url, {
      profile: options.profile,
      maxNodesPerFinding: options.maxNodesPerFinding,
      allowPrivateAddresses: options.allowPrivateAddresses,
      userAgent: this.run.userAgent,
      deadline: startedAt + options.pageTimeoutMs,
      signal: this.run.stopping,
      ...(cookies ? { cookies } : {}),
      ...(headers ? { headers } : {}),
    });
    if (analysis.kind === 'not-a-document') return otherwise();
    const { findings } = analysis;
    const report: PageReport = {
      url,
      kind: 'document',
      finalUrl: analysis.finalUrl,
      status: analysis.status,
      ...(analysis.title === undefined ? {} : { title: analysis.title }),
      ...findings,
      ...countPage(findings),
      durationMs: Date.now() - startedAt,
    };
    return { report, links: [] };
  }

  /** The scan's cookies for a URL (a sign-in's among them), so a document behind it can be fetched too. */
  async #cookiesFor(url: string): Promise<string> {
    try {
      const cookies = await (await this.run.context()).cookies(url);
      return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    } catch {
      return '';
    }
  }

  async close(): Promise<void> {
    await this.#page?.close().catch(() => undefined);
    this.#page = undefined;
  }

  /**
   * Loads and analyses the page in the worker's tab. A tab whose renderer dies (or whose browser
   * does) costs this page one more try in a fresh tab, with a time allowance of its own: a crash
   * may be the renderer's bad luck rather than the page's. Crashing twice, the page is not checked.
   */
  async #checkInTab(url: string, startedAt: number): Promise<PageOutcome> {
    try {
      return await this.#loadAndAnalyse(url, startedAt);
    } catch (error) {
      if (!(error instanceof TabCrashedError) || this.run.stopping.aborted) throw error;
    }
    try {
      const outcome = await this.#loadAndAnalyse(url, Date.now());
      return { ...outcome, report: { ...outcome.report, durationMs: Date.now() - startedAt } };
    } catch (error) {
      if (!(error instanceof TabCrashedError)) throw error;
      throw new ScanError(
        'tab_crashed',
        `The browser tab crashed while scanning ${url}, and again in a fresh tab.`,
        {
          cause: error,
        },
      );
    }
  }

  async #loadAndAnalyse(url: string, startedAt: number): Promise<PageOutcome> {
    const { options } = this.run;
    const deadline = startedAt + options.pageTimeoutMs;
    const page = await this.#usablePage(deadline, url);
    const work = (async () => {
      const load = () =>
        loadPage(page, url, {
          timeoutMs: Math.max(1, deadline - Date.now()),
          guardRefusals: () => this.run.guardRefusals(),
        });
      // A site that ended the scan's session answers with its sign-in page: signed in again, once.
      const loaded = await loadSignedIn(page, url, {
        signIn: options.signIn,
        context: page.context(),
        load,
        timeoutMs: Math.max(1, deadline - Date.now()),
        guardRefusals: () => this.run.guardRefusals(),
      });
      // Before the analysis, which is what a twin of a checked page must not cost again.
      const aliasOf = await this.#knownDocument(page, url, loaded.finalUrl);
      if (aliasOf !== undefined) return { loaded, aliasOf } as const;
      await this.run.consent?.beforeAnalysis(page, deadline);
      const analysis = await analysePage(page, {
        profile: options.profile,
        secondEngine: options.secondEngine,
        maxNodesPerFinding: options.maxNodesPerFinding,
        collectLinks: this.run.discoversLinks,
        // Screenshots end well before the page's deadline: running out of time there would fail the page.
        screenshots: options.screenshots && {
          ...options.screenshots,
          until: deadline - SCREENSHOT_DEADLINE_MARGIN_MS,
          ...(options.signIn ? { maskPasswords: true } : {}),
          ...(this.run.screenshotBudget ? { scanBudget: this.run.screenshotBudget } : {}),
        },
      });
      // Read before the banner is accepted: accepting may move the page on (a reload, a "#" link).
      const analysedAt = page.url();
      // Accepted only now: this page is analysed as it first showed, banner and all.
      const handled = analysis.stalled
        ? undefined
        : await this.run.consent?.afterAnalysis(page, analysis, deadline);
      return { loaded, analysedAt, analysis: handled?.findings ?? analysis, consent: handled?.consent };
    })();
    const outcome = await this.#withinDeadline(work, deadline, url, page);
    if ('aliasOf' in outcome) {
      const { loaded, aliasOf } = outcome;
      const report: PageReport = {
        ...pageWithoutFindings(url, Date.now() - startedAt),
        finalUrl: loaded.finalUrl,
        ...(loaded.status === undefined ? {} : { status: loaded.status }),
        ...(loaded.title ? { title: loaded.title } : {}),
        aliasOf,
      };
      // Its links are its twin's. The twin itself is followed: a page naming its canonical address may
      // come before it (the crawl knows an address once, so a twin already met is not queued again).
      return { report, links: this.run.discoversLinks && aliasOf !== undefined ? [aliasOf] : [] };
    }
    const { loaded, analysedAt, analysis, consent } = outcome;
    // A page still changing at the settle wait's bound was checked as it was then: perhaps before its
    // scripts had put everything there, which a quieter machine would have waited for.
    const renderWait: NotCheckedEntry[] = loaded.settle.settled
      ? []
      : [
          {
            check: 'render-wait',
            reason: 'timeout',
            detail: `The page had not finished rendering after ${loaded.settle.waitedMs} ms; it was checked as it was then.`,
          },
        ];
    // The page may have moved on by itself during the analysis; report where the findings came from.
    const report = analysedPageReport(analysis, {
      url,
      finalUrl: page.isClosed() ? loaded.finalUrl : analysedAt,
      status: loaded.status,
      title: loaded.title,
      consent,
      notCheckedBefore: renderWait,
      durationMs: Date.now() - startedAt,
    });
    const { facts, stalled } = analysis;
    const documentUrl = report.finalUrl ?? url;
    // Signed in, the link that ends the session would turn every later page into the sign-in page.
    const followed = options.signIn
      ? facts?.links.filter((link) => !isSignOutLink(link, documentUrl))
      : facts?.links;
    // An app's own moves (history and hash changes) lead to its client-side routes, links or not.
    const routes = this.run.discoversLinks && !stalled ? await appRoutes(page) : [];
    return { report, links: [...(followed ? absoluteLinks(followed, documentUrl) : []), ...routes] };
  }

  /** The page already checked whose document this loaded page is, if any (see DocumentRegistry). */
  async #knownDocument(page: Page, url: string, finalUrl: string): Promise<string | undefined> {
    const { documents } = this.run;
    if (!documents) return undefined;
    const seen = await page
      .evaluate(() => {
        // The DOM surface used, declared here: the package's type check has no browser globals.
        const doc = (
          globalThis as unknown as {
            document: {
              documentElement: { outerHTML: string };
              querySelector(selectors: string): { href: string } | null;
            };
          }
        ).document;
        return {
          html: doc.documentElement.outerHTML,
          canonical: doc.querySelector('link[rel~="canonical" i][href]')?.href,
        };
      })
      .catch(() => undefined);
    return documents.claim(url, {
      finalUrl,
      ...(seen?.canonical ? { canonical: seen.canonical } : {}),
      ...(seen?.html ? { html: seen.html } : {}),
    });
  }

  /**
   * Races the work against the page's deadline and the tab's crash; on timeout the page is dropped,
   * which also ends the work. A crash is told as a TabCrashedError: Playwright does not end every
   * wait on a crashed tab at once (a navigation may wait for its timeout).
   */
  async #withinDeadline<T>(work: Promise<T>, deadline: number, url: string, page: Page): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    let fail = () => {};
    let crashed = () => {};
    const stop = this.run.stopping;
    const timedOut = new Promise<never>((_, reject) => {
      fail = () => reject(new ScanError('timeout', `Scanning ${url} took longer than the time allowed.`));
      crashed = () => reject(new TabCrashedError(url));
      timer = setTimeout(fail, Math.max(0, deadline - Date.now()));
      if (stop.aborted) fail();
      else stop.addEventListener('abort', fail, { once: true });
      page.once('crash', crashed);
    });
    try {
      return await Promise.race([work, timedOut]);
    } catch (error) {
      work.catch(() => undefined);
      if (error instanceof ScanError && error.code === 'timeout') {
        await this.close();
        throw error;
      }
      // The tab's renderer died, or the whole browser: whatever the work then failed with (a failed
      // navigation included), it failed for the tab, not for the page.
      if (!(error instanceof TabCrashedError) && (this.#crashed.has(page) || !isConnected(page)))
        throw new TabCrashedError(url, { cause: error });
      throw error;
    } finally {
      clearTimeout(timer);
      stop.removeEventListener('abort', fail);
      page.off('crash', crashed);
    }
  }

  async #usablePage(deadline: number, url: string): Promise<Page> {
    if (this.#page && !this.#page.isClosed()) return this.#page;
    const context = await this.run.context();
    try {
      return this.#adopt(await openTab(context, { deadline, signal: this.run.stopping }));
    } catch (error) {
      if (!(error instanceof TabOpenError)) throw error;
      if (Date.now() >= deadline)
        throw new ScanError('timeout', `Scanning ${url} took longer than the time allowed.`, {
          cause: error,
        });
      // The browser is losing its renderers: the page's one more try, in a tab opened afresh.
      throw new TabCrashedError(url, { cause: error });
    }
  }

  #adopt(page: Page): Page {
    page.on('crash', () => {
      this.#crashed.add(page);
      if (this.#page === page) this.#page = undefined;
      page.close().catch(() => undefined);
    });
    // Dialogs would block every script on the page until answered.
    page.on('dialog', (dialog) => dialog.dismiss().catch(() => undefined));
    this.#page = page;
    return page;
  }

  #failureFor(error: unknown, url: string): ScanFailure {
    if (this.run.stopping.aborted && !(error instanceof ScanError)) {
      return { code: 'timeout', message: `The scan stopped before ${url} was finished.` };
    }
    if (
      !(error instanceof ScanError) &&
      /crash|Target (page, context or browser )?(has been )?closed/i.test(String(error))
    ) {
      return { code: 'internal', message: `The browser tab crashed while scanning ${url}.` };
    }
    return toScanFailure(error);
  }
}

/** The tab (or its browser) died under a page's check: not the page's failure, so it is tried again. */
class TabCrashedError extends Error {
  constructor(url: string, options?: ErrorOptions) {
    super(`The browser tab crashed while scanning ${url}.`, options);
  }
}

function isConnected(page: Page): boolean {
  return page.context().browser()?.isConnected() !== false;
}

export function failedPage(url: string, error: ScanFailure, durationMs: number): PageReport {
  return { ...pageWithoutFindings(url, durationMs), error };
}

function pageWithoutFindings(url: string, durationMs: number): PageReport {
  const empty = { violations: [], passes: [], incomplete: [], inapplicable: [], bestPractices: [] };
  return { url, ...empty, ...countPage(empty), durationMs };
}

/** Links as written in the page, resolved against the document they were found in. */
function absoluteLinks(links: { href: string }[], documentUrl: string): string[] {
  const resolved: string[] = [];
  for (const { href } of links) {
    try {
      resolved.push(new URL(href, documentUrl).href);
    } catch {
      // Not a URL at all (e.g. "http://"); nothing to follow.
    }
  }
  return resolved;
}
