import type { CrawlScope } from '../report/types.js';
import { type CompiledCrawlScope, compileCrawlScope } from './crawl-scope.js';
import { normalizeUrl, pageKey, sameSite } from './normalize-url.js';

export interface CrawlFrontierOptions {
  /** Page budget: at most this many URLs are ever handed out. */
  maxPages: number;
  /** robots.txt verdict for a normalised URL. */
  isAllowed(url: string): boolean;
  /** Which pages may be queued (the start page always is); default: the whole site. */
  scope?: CrawlScope;
}

/**
 * Distinct query strings queued per path. Calendars (`?month=…`), filters and search pages make
 * endless pages of one template; a few of them show its barriers as well as all would, and the rest
 * would eat the page budget.
 */
export const MAX_QUERY_VARIANTS = 10;

// Extensions that are never HTML pages. PDFs are documents the BFSG covers too (EN 301 549
// clause 10): they are crawled all the same (`isDocumentUrl`) and checked as documents, not loaded
// in a tab. Office formats are skipped: nothing here can check them yet.
const NON_PAGE_EXTENSIONS = new Set(
  (
    'pdf doc docx xls xlsx ppt pptx odt ods odp rtf csv txt xml json rss atom ' +
    'jpg jpeg png gif webp avif svg ico bmp tif tiff heic ' +
    'mp3 mp4 m4a m4v wav ogg oga ogv webm mov avi mkv flac ' +
    'zip gz tgz bz2 xz 7z rar tar dmg exe msi apk iso bin ' +
    'css js mjs map woff woff2 ttf otf eot ics vcf'
  ).split(' '),
);

/** False for links that plainly are not web pages: other schemes, and files by extension. */
export function isLikelyHtmlUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // mailto:, tel:, javascript:, data:, ftp:, sms: … are not pages.
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const lastSegment = parsed.pathname.slice(parsed.pathname.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  if (dot <= 0) return true;
  return !NON_PAGE_EXTENSIONS.has(lastSegment.slice(dot + 1).toLowerCase());
}

/** True for http(s) links to PDF documents, by extension (".pdf", in any case). */
export function isDocumentUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && /\.pdf$/i.test(parsed.pathname);
}

// Pages kept for places the budget may get back (aliases release theirs); a bound on memory.
const MAX_OVER_BUDGET = 1_000;

// Enough examples for a report; a site with a broad Disallow could otherwise fill memory.
const MAX_SKIPPED_RECORDED = 500;

/**
 * The pages of one site scan still to visit, in the order found (breadth first from the start
 * page, which gives a spread of the site's templates before its depths). The budget counts pages
 * handed out plus pages queued: everything queued will be handed out, so queueing beyond the
 * budget would only hold memory, and `handedOut + size` never exceeds `maxPages` (the progress
 * total). Pages are compared by `pageKey` (scheme, trailing slash and presentation-only parameters
 * ignored). Pages outside the scope are neither queued nor counted.
 */
export class CrawlFrontier {
  readonly skippedByRobots: string[] = [];
  private readonly startUrl: string;
  private readonly queue: string[] = [];
  private readonly seen = new Set<string>();
  private handedOutCount = 0;
  private readonly scope: CompiledCrawlScope;
  private readonly startKey: string;
  /** Pages turned away by the budget, by key, in the order found: a released place goes to the first. */
  private readonly overBudget = new Map<string, string>();
  /** Path (as `pageKey` spells it, without the query) → query variants queued or visited. */
  private readonly queryVariants = new Map<string, number>();

  /** `visited`: pages an earlier attempt scanned; they are neither queued again nor free of the budget. */
  constructor(
    startUrl: string,
    private readonly options: CrawlFrontierOptions,
    visited: readonly string[] = [],
  ) {
    const start = normalizeUrl(startUrl);
    if (start === null) throw new TypeError(`Start URL is not an http(s) URL: ${startUrl}`);
    this.startUrl = start;
    this.startKey = pageKey(start);
    this.scope = compileCrawlScope(start, options.scope);
    for (const url of visited) {
      const page = normalizeUrl(url);
      if (page === null || this.seen.has(pageKey(page))) continue;
      this.seen.add(pageKey(page));
      this.countVariant(pageKey(page));
      this.handedOutCount++;
    }
    // The start page is the first page, whatever the scope; if robots.txt disallows it, it lands in
    // skippedByRobots.
    this.admit(start);
  }

  /**
   * The page a link (relative to `from`) stands for, if it is a same-site web page or PDF document
   * (which counts against the page budget like a page); else null.
   */
  sameSitePage(url: string, from?: string): string | null {
    const page = normalizeUrl(url, from);
    const scannable = page !== null && (isLikelyHtmlUrl(page) || isDocumentUrl(page));
    return scannable && sameSite(page, this.startUrl) ? page : null;
  }

  /** The page a link (relative to `from`) stands for, if it is a same-site web page in scope; else null. */
  pageInScope(url: string, from?: string): string | null {
    const page = this.sameSitePage(url, from);
    return page !== null && this.inScope(page) ? page : null;
  }

  /** Whether a normalised same-site page is in the crawl's scope; the start page always is. */
  inScope(page: string): boolean {
    return this.scope.contains(page) || pageKey(page) === this.startKey;
  }

  /**
   * Queues a link (relative to `from`) if it is a new, same-site, in-scope, robots-allowed page
   * within budget, and not one query variant too many of its path.
   */
  offer(url: string, from?: string): boolean {
    const page = this.pageInScope(url, from);
    return page !== null && this.admit(page);
  }

  private admit(page: string): boolean {
    const key = pageKey(page);
    if (this.handedOutCount + this.queue.length >= this.options.maxPages) {
      if (!this.seen.has(key) && !this.overBudget.has(key) && this.overBudget.size < MAX_OVER_BUDGET) {
        this.overBudget.set(key, page);
      }
      return false;
    }
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    if (!this.options.isAllowed(page)) {
      if (this.skippedByRobots.length < MAX_SKIPPED_RECORDED) this.skippedByRobots.push(page);
      return false;
    }
    if (!this.countVariant(key) && key !== this.startKey) return false;
    this.queue.push(page);
    return true;
  }

  /** Counts a page against its path's query variants; false if the path has had its share. */
  private countVariant(key: string): boolean {
    const queryAt = key.indexOf('?');
    if (queryAt === -1) return true;
    const path = key.slice(0, queryAt);
    const variants = this.queryVariants.get(path) ?? 0;
    if (variants >= MAX_QUERY_VARIANTS) return false;
    this.queryVariants.set(path, variants + 1);
    return true;
  }

  /**
   * Records a URL as visited without queueing it, e.g. where a page redirected to, so links to
   * the redirect target are not scanned a second time.
   */
  markSeen(url: string): void {
    const page = normalizeUrl(url);
    if (page !== null) this.seen.add(pageKey(page));
  }

  /**
   * Gives back the budget place of a page handed out that turned out to be another address of a page
   * already scanned: links offered from then on may take it.
   */
  release(): void {
    if (this.handedOutCount > 0) this.handedOutCount--;
    // The first page the budget turned away takes the place (in the order they were found).
    for (const [key, page] of this.overBudget) {
      this.overBudget.delete(key);
      if (this.admit(page)) return;
    }
  }

  next(): string | undefined {
    const page = this.queue.shift();
    if (page !== undefined) this.handedOutCount++;
    return page;
  }

  /** Pages queued and not yet handed out. */
  get size(): number {
    return this.queue.length;
  }

  get handedOut(): number {
    return this.handedOutCount;
  }
}
