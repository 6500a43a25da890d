import { normalizeUrl, pageKey, sameSite } from './normalize-url.js';

export interface CrawlFrontierOptions {
  /** Page budget: at most this many URLs are ever handed out. */
  maxPages: number;
  /** robots.txt verdict for a normalised URL. */
  isAllowed(url: string): boolean;
}

// Extensions that are never HTML pages. PDFs are documents the BFSG covers too (EN 301 549
// clause 10), but we cannot check them yet, so they are skipped rather than loaded as a page.
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

// Enough examples for a report; a site with a broad Disallow could otherwise fill memory.
const MAX_SKIPPED_RECORDED = 500;

/**
 * The pages of one site scan still to visit, in the order found (breadth first from the start
 * page, which gives a spread of the site's templates before its depths). The budget counts pages
 * handed out plus pages queued: everything queued will be handed out, so queueing beyond the
 * budget would only hold memory, and `handedOut + size` never exceeds `maxPages` (the progress
 * total). Pages are compared by `pageKey` (scheme and trailing slash ignored).
 */
export class CrawlFrontier {
  readonly skippedByRobots: string[] = [];
  private readonly startUrl: string;
  private readonly queue: string[] = [];
  private readonly seen = new Set<string>();
  private handedOutCount = 0;

  /** `visited`: pages an earlier attempt scanned; they are neither queued again nor free of the budget. */
  constructor(
    startUrl: string,
    private readonly options: CrawlFrontierOptions,
    visited: readonly string[] = [],
  ) {
    const start = normalizeUrl(startUrl);
    if (start === null) throw new TypeError(`Start URL is not an http(s) URL: ${startUrl}`);
    this.startUrl = start;
    for (const url of visited) {
      const page = normalizeUrl(url);
      if (page === null || this.seen.has(pageKey(page))) continue;
      this.seen.add(pageKey(page));
      this.handedOutCount++;
    }
    // The start page is the first page; if robots.txt disallows it, it lands in skippedByRobots.
    this.offer(start);
  }

  /** The page a link (relative to `from`) stands for, if it is a same-site web page; else null. */
  sameSitePage(url: string, from?: string): string | null {
    const page = normalizeUrl(url, from);
    return page !== null && sameSite(page, this.startUrl) && isLikelyHtmlUrl(page) ? page : null;
  }

  /** Queues a link (relative to `from`) if it is a new, same-site, robots-allowed page within budget. */
  offer(url: string, from?: string): boolean {
    const page = this.sameSitePage(url, from);
    if (page === null) return false;
    if (this.handedOutCount + this.queue.length >= this.options.maxPages) return false;
    const key = pageKey(page);
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    if (!this.options.isAllowed(page)) {
      if (this.skippedByRobots.length < MAX_SKIPPED_RECORDED) this.skippedByRobots.push(page);
      return false;
    }
    this.queue.push(page);
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
