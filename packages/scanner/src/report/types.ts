import type { PageReport, ProfileId, ScanFailure } from '@klarsicht/report';

/** What the engine produces is defined in @klarsicht/report; here, only how it is asked for. */
export * from '@klarsicht/report';

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

export interface ScanOptions {
  profile?: ProfileId;
  /**
   * Run QualWeb's adopted ACT rules as a second engine in each page, its findings merged with ours
   * per element and WCAG criterion. Default: the profile's (`ScanProfile.secondEngine`).
   */
  secondEngine?: boolean;
  /** Page budget for site scans (default 50). */
  maxPages?: number;
  /** Pages analysed at once (default from the CPU count). */
  concurrency?: number;
  /** Per-page load + analysis timeout in ms (default 30 000). */
  pageTimeoutMs?: number;
  /** Whole-scan timeout in ms (default 15 minutes). */
  totalTimeoutMs?: number;
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
   * the page contributed to discovery (normalised; empty for page lists and failed pages), so that a
   * later attempt can rebuild the crawl frontier with `resumeFrom`. Should it throw, the scan stops
   * and rejects with that error: pages that cannot be kept are not worth analysing.
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
