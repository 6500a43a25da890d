/**
 * What a scan produces. Plain JSON-serialisable data (the CLI prints it, the worker stores it), except
 * element screenshots: binary, present only when asked for, and left out of every CLI format.
 */

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type Impact = (typeof IMPACTS)[number];

export const PROFILE_IDS = ['wcag21aa', 'bfsg', 'wcag22aa', 'wcag22aaa'] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];

export const FAILURE_CODES = [
  'invalid_url',
  'dns',
  'unreachable',
  'timeout',
  'http_error',
  'blocked_robots',
  'blocked_bot_protection',
  'private_address',
  'internal',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

export interface ScanFailure {
  code: FailureCode;
  /** English, for logs and the CLI; user interfaces translate by `code`. */
  message: string;
  /** HTTP status, for `http_error` and `blocked_bot_protection`. */
  status?: number;
}

export const CATEGORIES = ['violations', 'passes', 'incomplete', 'inapplicable'] as const;
/** `incomplete` is shown to people as "needs review", never as an error. */
export type Category = (typeof CATEGORIES)[number];

export type WcagLevel = 'A' | 'AA' | 'AAA';

export interface SuccessCriterionRef {
  /** e.g. "1.4.3" */
  id: string;
  level: WcagLevel;
  /** English title, e.g. "Contrast (Minimum)". */
  title: string;
  /** WCAG version that introduced the criterion. */
  version: '2.0' | '2.1' | '2.2';
}

export interface FindingNode {
  /** CSS selector; for nodes inside iframes or shadow roots, the path joined with " >>> ". */
  selector: string;
  /** Outer HTML, cut to a sane length. */
  html: string;
  failureSummary?: string;
  /** The element highlighted in its page; only with `ScanOptions.screenshots`, for some violation nodes. */
  screenshot?: ElementScreenshot;
}

export interface ElementScreenshot {
  mime: 'image/jpeg';
  data: Uint8Array;
}

/** Which violation nodes get a screenshot: the first `maxPerRule` of each rule, at most `maxPerPage` a page. */
export interface ScreenshotOptions {
  maxPerRule: number;
  maxPerPage: number;
  /** At most this many in the whole scan (they are held in memory until the report is done); default no limit. */
  maxPerScan?: number;
}

export interface Finding {
  /** axe's rule id for axe rules (e.g. "image-alt"); ours start with "klarsicht-". */
  id: string;
  source: 'axe' | 'klarsicht';
  impact: Impact | null;
  description: string;
  help: string;
  helpUrl: string;
  tags: string[];
  wcag: SuccessCriterionRef[];
  /** EN 301 549 clauses, e.g. ["9.1.1.1"]. */
  en301549: string[];
  /** Short note on where the BFSG requires this (BFSG/BFSGV reference), when it does. */
  bfsg?: string;
  nodes: FindingNode[];
  /** True number of affected nodes; `nodes` may be cut to a maximum. */
  nodeCount: number;
}

export interface CategoryCounts {
  violations: number;
  passes: number;
  incomplete: number;
  inapplicable: number;
}

export type ImpactCounts = Record<Impact, number>;

export interface PageReport {
  /** The URL as requested (normalised). */
  url: string;
  /** Where the browser ended up after redirects and client-side navigation. */
  finalUrl?: string;
  status?: number;
  title?: string;
  violations: Finding[];
  passes: Finding[];
  incomplete: Finding[];
  inapplicable: Finding[];
  /** Number of findings (rules) per category. */
  counts: CategoryCounts;
  /** Violation findings per impact. */
  byImpact: ImpactCounts;
  error?: ScanFailure;
  durationMs: number;
}

export interface ScanSummary extends CategoryCounts {
  pagesScanned: number;
  pagesFailed: number;
  byImpact: ImpactCounts;
  /** Distinct violated rule ids across all pages. */
  violatedRules: number;
  /** Sum of affected nodes across all violation findings. */
  affectedNodes: number;
}

export interface ScanReport {
  /** The start URL for a site scan; the first URL for a page list. */
  url: string;
  profile: ProfileId;
  startedAt: string;
  finishedAt: string;
  pages: PageReport[];
  summary: ScanSummary;
  /** Set when the scan as a whole could not run (e.g. start page unreachable, blocked by robots.txt). */
  failure?: ScanFailure;
  engine: { name: 'klarsicht'; version: string; axeVersion: string; userAgent: string };
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
