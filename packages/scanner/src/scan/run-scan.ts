import type { Browser, BrowserContext } from 'playwright-core';
import { ConsentStep } from '../consent/consent-step.js';
import { CrawlFrontier } from '../discovery/crawl-frontier.js';
import { parseStartUrl } from '../discovery/normalize-url.js';
import { loadRobotsPolicy, type RobotsPolicy, robotsRefusal } from '../discovery/robots.js';
import { collectSitemapUrls } from '../discovery/sitemaps.js';
import { assertPublicHost } from '../net/address-policy.js';
import type { EgressProxy } from '../net/egress-proxy.js';
import { toScanFailure } from '../report/scan-error.js';
import { secretsOf } from '../report/sign-in-types.js';
import { foldAliases, SummaryTally } from '../report/summarise.js';
import type { PageReport, ScanFailure, ScanOptions, ScanReport, ScanSummary } from '../report/types.js';
import { redactSecrets } from '../sign-in/redact-secrets.js';
import { signInContext, signInContextOptions } from '../sign-in/signed-in-context.js';
import { signInProblemSentences } from '../texts/sign-in-problem-texts.js';
import { DocumentRegistry } from './document-registry.js';
import { CrawlSource, ListSource, type PageSource } from './page-sources.js';
import { failedPage, PageWorker } from './page-worker.js';
import { type ResolvedScanOptions, resolveScanOptions } from './scan-options.js';
import { newScanContext, openGuard, scanContextOptions, type WarmTab } from './warm-tab.js';

export interface ScanEnvironment {
  /** A connected browser; starts a new one if the last one died (crash, killed process). */
  browser(): Promise<Browser>;
  userAgent: string;
  engine: ScanReport['engine'];
  /** The egress guard; started on first use, shared by the scans of one scanner. */
  egressProxy(): Promise<EgressProxy>;
  /** A context and tab made ready for a scan like this one, if the scanner keeps one; it is the caller's then. */
  takeWarmTab?(allowPrivateAddresses: boolean): Promise<WarmTab | undefined>;
}

export type ScanTarget = { kind: 'pages'; urls: string[] } | { kind: 'site'; url: string };

/** Thrown when the caller's AbortSignal cancelled a scan: there is no report to give. */
export class ScanAbortedError extends Error {
  override readonly name = 'AbortError';
}

const ROBOTS_FETCH_TIMEOUT_MS = 10_000;
const ROBOTS_MAX_BYTES = 512 * 1024;
const SITEMAP_MAX_BYTES = 20 * 1024 * 1024;

export async function runScan(
  env: ScanEnvironment,
  target: ScanTarget,
  scanOptions: ScanOptions,
): Promise<ScanReport> {
  const options = resolveScanOptions(scanOptions);
  const startedAt = new Date();
  const firstUrl = target.kind === 'site' ? target.url : (target.urls[0] ?? '');
  const finish = (scanned: ScannedPages, failure?: ScanFailure): ScanReport =>
    assembleReport(env, options, firstUrl, startedAt, scanned, failure);

  if (options.signal?.aborted) throw new ScanAbortedError('The scan was cancelled before it started.');
  if (options.signIn) {
    // The failure's reason is worded by its code (`failureReason`); the problems are its English detail.
    const problems = signInProblemSentences(options.signIn);
    if (problems.length > 0) {
      return finish(noPages(), {
        code: 'sign_in_failed',
        message: `Sign-in failed: the sign-in settings cannot be used. ${problems.join(' ')}`,
      });
    }
  }
  const fetchOptions = {
    allowPrivateAddresses: options.allowPrivateAddresses,
    userAgent: env.userAgent,
    timeoutMs: ROBOTS_FETCH_TIMEOUT_MS,
    maxBytes: ROBOTS_MAX_BYTES,
  };
  const robotsByOrigin = new Map<string, Promise<RobotsPolicy>>();
  const robotsFor = (url: string) => {
    const { origin } = new URL(url);
    let policy = robotsByOrigin.get(origin);
    if (!policy) {
      policy = loadRobotsPolicy(origin, fetchOptions);
      robotsByOrigin.set(origin, policy);
    }
    return policy;
  };

  let source: PageSource;
  let crawl: { source: CrawlSource; sitemaps: Promise<void> } | undefined;
  if (target.kind === 'site') {
    let start: URL;
    try {
      start = parseStartUrl(target.url);
      if (!options.allowPrivateAddresses)
        await assertPublicHost(start.hostname, { allowPrivateAddresses: false });
      const robots = options.respectRobotsTxt ? await robotsFor(start.href) : undefined;
      const refusal = robots && robotsRefusal(robots, start.href);
      if (refusal) throw refusal;
      const frontier = new CrawlFrontier(
        start.href,
        {
          maxPages: options.maxPages,
          isAllowed: (url) => !robots || robots.isAllowed(url),
          scope: options.scope,
        },
        options.resumeFrom.map((page) => page.url),
      );
      const crawlSource = new CrawlSource(frontier);
      crawlSource.resumed(options.resumeFrom);
      const sitemapSeeds = robots?.sitemaps.length ? robots.sitemaps : [new URL('/sitemap.xml', start).href];
      const sitemaps = collectSitemapUrls(sitemapSeeds, {
        limit: options.maxPages * 4,
        sameSiteAs: start.href,
        inScope: (page) => frontier.inScope(page),
        fetchOptions: { ...fetchOptions, maxBytes: SITEMAP_MAX_BYTES },
      })
        .catch(() => [] as string[])
        .then((urls) => crawlSource.sitemapsLoaded(urls));
      crawl = { source: crawlSource, sitemaps };
      source = crawlSource;
    } catch (error) {
      return finish(noPages(), toScanFailure(error));
    }
  } else {
    source = new ListSource(
      [...new Set(target.urls)],
      options.resumeFrom.map((page) => page.url),
    );
  }

  const scanned = await scanWithWorkers(env, source, options, robotsFor, firstUrl);
  await crawl?.sitemaps;
  if (options.signal?.aborted) throw new ScanAbortedError('The scan was cancelled.');
  return finish(scanned, scanned.signInFailure);
}

/** What the workers hand back: the pages if kept, and always their totals. */
interface ScannedPages {
  pages: PageReport[];
  summary: ScanSummary;
  /** This attempt analysed pages, and every one of them failed: the error of the first one handed out. */
  allFailedWith?: ScanFailure;
  /** The sign-in failed, so no page was loaded: an anonymous scan would check other pages than asked. */
  signInFailure?: ScanFailure;
}

function noPages(): ScannedPages {
  return { pages: [], summary: new SummaryTally().summary() };
}

async function scanWithWorkers(
  env: ScanEnvironment,
  source: PageSource,
  options: ResolvedScanOptions,
  robotsFor: (url: string) => Promise<RobotsPolicy>,
  siteUrl: string,
): Promise<ScannedPages> {
  const stopping = new AbortController();
  const stop = () => stopping.abort();
  const totalTimer = setTimeout(stop, options.totalTimeoutMs);
  options.signal?.addEventListener('abort', stop, { once: true });

  const { signIn } = options;
  // A warm tab's context was made before anyone knew this scan's credentials.
  const warm = signIn ? undefined : await env.takeWarmTab?.(options.allowPrivateAddresses);
  const guard = warm ? warm.guard : await openGuard(options.allowPrivateAddresses, env.egressProxy);
  const contextOptions = {
    ...scanContextOptions(env.userAgent, guard),
    ...signInContextOptions(signIn, siteUrl),
  };
  const secrets = secretsOf(signIn);
  // One context for the scan; if the browser dies mid-scan, the pages still to come get a new one.
  // Decided synchronously, so that tabs noticing the same crash share one replacement.
  let context: Promise<BrowserContext> | undefined = warm && Promise.resolve(warm.context);
  let openContext: BrowserContext | undefined = warm?.context;
  const liveContext = (): Promise<BrowserContext> => {
    if (context && (!openContext || openContext.browser()?.isConnected())) return context;
    openContext = undefined;
    const starting = env.browser().then(async (browser) => {
      const opened = await newScanContext(browser, contextOptions);
      try {
        await signInContext(opened, signIn, {
          siteUrl,
          timeoutMs: options.pageTimeoutMs,
          guardRefusals: () => guard?.blocked().length ?? 0,
        });
      } catch (error) {
        await opened.close().catch(() => undefined);
        throw error;
      }
      return opened;
    });
    context = starting;
    starting.then(
      (started) => {
        if (context === starting) openContext = started;
      },
      () => {
        if (context === starting) context = undefined;
      },
    );
    return starting;
  };
  const results: { order: number; report: PageReport }[] = [];
  const tally = new SummaryTally();
  let firstFailure: { order: number; error: ScanFailure } | undefined;
  let consumerError: { error: unknown } | undefined;
  let handedOut = 0;
  // Pages of an earlier attempt count as done, so the progress a user saw does not go back.
  let done = new Set(options.resumeFrom.map((page) => page.url)).size;
  const maxScreenshots = options.screenshots?.maxPerScan;
  const screenshotBudget = maxScreenshots === undefined ? undefined : { left: maxScreenshots };
  // Signed in once, before any page: a scan that cannot sign in checks nothing.
  const signInFailure = signIn ? await liveContext().then(() => undefined, toScanFailure) : undefined;
  const tabs = signInFailure ? 0 : Math.max(1, options.concurrency);
  const { acceptSelector } = options.consent;
  // A resumed attempt's first page was analysed, banner and all, by the attempt before.
  const consent = options.consent.handle
    ? new ConsentStep({
        ...(acceptSelector ? { acceptSelector } : {}),
        reported: options.resumeFrom.length > 0,
      })
    : undefined;
  // The first page accepts the banner for the whole context: tabs that loaded pages before that
  // would analyse them with the banner still shown.
  let firstPageDone = () => {};
  const consentGate =
    consent && tabs > 1 && (source instanceof CrawlSource ? options.maxPages : source.known) > 1
      ? new Promise<void>((resolve) => {
          firstPageDone = resolve;
        })
      : undefined;
  // Only a crawl folds addresses of one document into one page: a list of pages is checked as given,
  // each address its own page, even when two of them show the same HTML (test cases, templates).
  const documents = source instanceof CrawlSource ? new DocumentRegistry() : undefined;
  const reportsUnchecked = (index: number) =>
    source instanceof ListSource || (index === 0 && handedOut === 0 && options.resumeFrom.length === 0);
  const worker = new Array(tabs).fill(0).map(async (_, index) => {
    const tab = new PageWorker(
      {
        context: liveContext,
        discoversLinks: source instanceof CrawlSource,
        options,
        stopping: stopping.signal,
        robotsRefusal: async (url) => robotsRefusal(await robotsFor(url), url),
        guardRefusals: () => guard?.blocked().length ?? 0,
        ...(screenshotBudget ? { screenshotBudget } : {}),
        userAgent: env.userAgent,
        siteUrl,
        ...(consent ? { consent } : {}),
        ...(documents ? { documents } : {}),
      },
      index === 0 ? warm?.page : undefined,
    );
    try {
      if (index > 0) await consentGate;
      for (;;) {
        // Out of time (not cancelled): a crawl hands out no more pages, but every page of a list, and
        // a crawl's first page, is still reported, as not checked: a scan that ran out of time before
        // its page must not end as a success without it.
        const outOfTime = stopping.signal.aborted;
        if (outOfTime && (options.signal?.aborted || !reportsUnchecked(index))) return;
        const url = await source.next();
        if (url === undefined) return;
        const order = handedOut++;
        const outcome = outOfTime ? notStarted(url) : await tab.scan(url);
        if (index === 0) firstPageDone();
        const report = redactSecrets(outcome.report, secrets);
        const links = report.error ? [] : outcome.links;
        // A page the caller's cancel cut short was not checked: handing it out would have a resumed
        // attempt take it for done.
        if (consumerError || (options.signal?.aborted && report.error)) {
          source.finished(url, []);
          return;
        }
        if (options.onPage) {
          try {
            await options.onPage(report, { links: source.discoverable(report.finalUrl ?? url, links) });
          } catch (error) {
            consumerError ??= { error };
            stopping.abort();
            source.finished(url, []);
            return;
          }
        }
        if (options.keepPages) results.push({ order, report });
        tally.add(report);
        if (report.error && (!firstFailure || order < firstFailure.order)) {
          firstFailure = { order, error: report.error };
        }
        if (report.aliasOf !== undefined) source.released();
        source.finished(url, links, report.finalUrl);
        done++;
        options.onProgress?.({
          pagesDone: done,
          pagesTotal: Math.max(done, Math.min(options.maxPages, source.known)),
          lastPage: { url, ...(report.error ? { error: report.error } : {}) },
        });
      }
    } finally {
      if (index === 0) firstPageDone();
      await tab.close();
    }
  });
  try {
    await Promise.all(worker);
  } finally {
    clearTimeout(totalTimer);
    options.signal?.removeEventListener('abort', stop);
    await (await context?.catch(() => undefined))?.close().catch(() => undefined);
    guard?.close();
  }
  if (consumerError) throw consumerError.error;
  const summary = tally.summary();
  const analysed = summary.pagesScanned + summary.pagesFailed;
  return {
    pages: foldAliases(results.sort((a, b) => a.order - b.order).map((result) => result.report)),
    summary,
    ...(analysed > 0 && summary.pagesScanned === 0 && firstFailure
      ? { allFailedWith: firstFailure.error }
      : {}),
    ...(signInFailure ? { signInFailure } : {}),
  };
}

function assembleReport(
  env: ScanEnvironment,
  options: ResolvedScanOptions,
  url: string,
  startedAt: Date,
  scanned: ScannedPages,
  failure?: ScanFailure,
): ScanReport {
  // No page could be scanned at all: the scan failed, for the reason its first page gave. A resumed
  // scan may have checked pages before; only the caller, who has them, can tell.
  const resumed = options.resumeFrom.length > 0;
  const scanFailure = failure ?? (resumed ? undefined : scanned.allFailedWith);
  return {
    url,
    profile: options.profile,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    pages: scanned.pages,
    summary: scanned.summary,
    ...(scanFailure ? { failure: scanFailure } : {}),
    engine: env.engine,
  };
}

/** A page the scan's time ran out before: named as the tab would name it, so a resumed attempt knows it. */
function notStarted(url: string): { report: PageReport; links: string[] } {
  let requested = url;
  try {
    requested = parseStartUrl(url).href;
  } catch {
    // Not a web address: the tab would fail it under the address as given.
  }
  const error: ScanFailure = {
    code: 'timeout',
    message: `The scan ran out of time before ${requested} was checked.`,
  };
  return { report: failedPage(requested, error, 0), links: [] };
}
