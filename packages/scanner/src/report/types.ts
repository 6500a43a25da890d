import type { PageReport, ProfileId, ScanFailure } from '@klarsicht/report';
import type { SignIn } from './sign-in-types.js';

/** What the engine produces is defined in @klarsicht/report; here, only how it is asked for. */
export * from '@klarsicht/report';
export type { BasicSignIn, FormSignIn, HeaderSignIn, SignIn, SignInKind } from './sign-in-types.js';

/** Which violation nodes get a screenshot: the first `maxPerRule` of each rule, at most `maxPerPage` a page. */
export interface ScreenshotOptions {
  maxPerRule: number;
  maxPerPage: number;
  /** At most this many in the whole scan (they are held in memory until the report is done); default no limit. */
  maxPerScan?: number;
}

export interface ScanProgress {
  pagesDone: number;
  /** Pages known so far (grows while a site scan discovers pages), never above the page budget. */
  pagesTotal: number;
  /** The page that just finished, if any. */
  lastPage?: { url: string; error?: ScanFailure };
}

/**
 * Which pages of a site a crawl may visit (site scans only; a list of pages is scanned as given).
 * A page must be in `area`, match one `include` pattern if there are any, and match no `exclude`
 * pattern. The start page is always scanned. Patterns (`crawlPatternProblem` says what is wrong
 * with one) are paths on the site: they start with `/`; `*` stands for any characters except `/`,
 * `**` for any characters including `/` (between two slashes also for none: `/a/**` followed by
 * `/b` matches `/a/b`); everything else is literal, and case matters. A pattern with a `?` is
 * matched against path and query as the crawler writes it (parameters sorted, tracking and session
 * parameters dropped; in the query `*` also crosses `/`), e.g. `/list?month=*`; one without against
 * the path only, so `/kalender/*` also covers `/kalender/?month=3`. Paths and patterns are compared
 * percent-decoded (`/über/*` = `/%C3%BCber/*`), and `/a` and `/a/` are one page, as to the crawler.
 */
export interface CrawlScope {
  /**
   * 'site': the whole site; 'path': only pages under the start URL's path — `/shop/` and
   * `/shop/index.html` mean `/shop/…`, `/shop` means `/shop` and `/shop/…` (never `/shopping`).
   * Default: 'site' when `include` patterns are given (they say what is in scope) or the start
   * URL's path is `/`, else 'path'.
   */
  area?: 'site' | 'path';
  /** When given, a page must match one of them (the start page always counts). */
  include?: string[];
  /** A page matching one is never queued, e.g. `/blog/tag/*`, `/kalender/**`. */
  exclude?: string[];
}

/**
 * How a scan meets consent (cookie) banners. By default the first page is analysed with its banner
 * (whose findings are reported there only), then the banner's accept button is clicked, so that later
 * pages are analysed as a visitor who consented sees them. Banners are recognised by the common
 * consent managers' markup (`consent/consent-managers.ts`), else by their words and an accept button's
 * name in German or English.
 */
export interface ConsentOptions {
  /**
   * The CSS selector of the accept button of a banner nothing else would recognise (a shown element
   * in the page or in an open shadow root); tried first. Matching nothing (or not CSS), banners are
   * looked for as without it.
   */
  acceptSelector?: string;
  /** False: no banner is looked for or dismissed; every page is analysed as a first-time visitor sees it. Default true. */
  handle?: boolean;
}

export interface ScanOptions {
  profile?: ProfileId;
  /**
   * Run QualWeb's adopted ACT rules as a second engine in each page, its findings merged with ours
   * per element and WCAG criterion. Default: the profile's (`ScanProfile.secondEngine`).
   */
  secondEngine?: boolean;
  /** Page budget for site scans (default 50). */
  maxPages?: number;
  /**
   * Which pages a site scan may visit (default: see `CrawlScope.area`). Invalid patterns make the
   * scan reject with a RangeError before anything is fetched.
   */
  scope?: CrawlScope;
  /** Pages analysed at once (default from the CPU count). */
  concurrency?: number;
  /** Per-page load + analysis timeout in ms (default 30 000). */
  pageTimeoutMs?: number;
  /** Whole-scan timeout in ms (default 15 minutes). */
  totalTimeoutMs?: number;
  /**
   * Sign in before the scan loads its first page: the site's form, headers and cookies, or HTTP
   * basic authentication. A sign-in that fails fails the scan (`sign_in_failed`), with nothing
   * scanned; the secrets never appear in the report. Signed in, the crawl follows no sign-out link.
   */
  signIn?: SignIn;
  /** Consent banners: recognised, reported on the first page and accepted (default), or left alone. */
  consent?: ConsentOptions;
  /** Allow loopback, private, link-local and metadata targets (tests, local demos, the CLI). Default false. */
  allowPrivateAddresses?: boolean;
  onProgress?: (progress: ScanProgress) => void;
  /** Aborts the scan; pages not finished are dropped and the report says `internal`/aborted. */
  signal?: AbortSignal;
  /** Max nodes kept per finding (default 50); `nodeCount` keeps the true number. */
  maxNodesPerFinding?: number;
  /** Honour robots.txt for our user agent (default true). */
  respectRobotsTxt?: boolean;
  /**
   * Screenshots of violating elements, highlighted (default: none). Nodes inside iframes get none;
   * the step is time-boxed and never fails a page.
   */
  screenshots?: ScreenshotOptions;
  /**
   * Called once for every page as it finishes (analysed or failed), and awaited: a slow consumer
   * slows the scan down instead of letting finished pages pile up. `links` are the same-site pages
   * in the crawl's scope the page contributed to discovery (normalised, one spelling per page; empty
   * for page lists and failed pages), so that a later attempt can rebuild the crawl frontier with
   * `resumeFrom`. An alias of a page already checked comes as it is, with `aliasOf` (the returned
   * report folds it into that page's `aliases`). Should it throw, the scan stops and rejects with that error: pages that cannot be
   * kept are not worth analysing.
   */
  onPage?: (page: PageReport, discovered: { links: string[] }) => Promise<void> | void;
  /**
   * Pages an earlier attempt of this scan finished (as `onPage` gave them): they are not loaded again,
   * they count against `maxPages` and in `ScanProgress.pagesDone` (which starts at their number, so
   * progress never goes back), and in a site scan their links are followed as if just crawled. The
   * report of a resumed scan holds only this attempt's pages; whether the scan as a whole failed
   * because no page could be checked is then the caller's to say, since only it has the earlier pages.
   */
  resumeFrom?: Array<{ url: string; links: string[] }>;
  /**
   * Keep every page in the returned report (default true). False: the report has `pages: []` and a
   * summary of the pages this attempt analysed, so a scan of thousands of pages is never held in
   * memory; the pages reach the caller through `onPage` only.
   */
  keepPages?: boolean;
}
