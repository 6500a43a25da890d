import type { CrawlFrontier } from '../discovery/crawl-frontier.js';
import { pageKey, parseStartUrl } from '../discovery/normalize-url.js';

/** Hands out the URLs of one scan to its page workers, and learns from the pages they finish. */
export interface PageSource {
  /** The next URL, waiting while more may still come; undefined when the scan has no more pages. */
  next(): Promise<string | undefined>;
  /** Report a finished page and the links found on it. */
  /** `finalUrl`: where the page ended up (a redirect, an app's own move), seen from then on. */
  finished(url: string, links: string[], finalUrl?: string): void;
  /** Of the links found on a page, those discovery would follow (normalised, once each). */
  discoverable(url: string, links: string[]): string[];
  /** A page handed out turned out to be an alias of one already checked: its place in the budget is free again. */
  released(): void;
  /** Pages known so far, including pages an earlier attempt finished, for progress. */
  readonly known: number;
}

/** A fixed list of pages; `done` are those an earlier attempt finished (as `PageReport.url` names them). */
export class ListSource implements PageSource {
  #position = 0;
  readonly #done: Set<string>;
  constructor(
    private readonly urls: string[],
    done: readonly string[] = [],
  ) {
    this.#done = new Set(done.map(requestedAs));
  }

  async next(): Promise<string | undefined> {
    for (;;) {
      const url = this.urls[this.#position++];
      if (url === undefined || !this.#done.has(requestedAs(url))) return url;
    }
  }

  finished(): void {}

  discoverable(): string[] {
    return [];
  }

  released(): void {}

  get known(): number {
    return this.urls.length;
  }
}

/** How the page worker names a requested URL in its report, so earlier pages are recognised. */
function requestedAs(url: string): string {
  try {
    return parseStartUrl(url).href;
  } catch {
    return url;
  }
}

/**
 * Pages of one site, discovered while the scan runs: from sitemaps (loaded in the background) and from
 * the links of pages already scanned. A worker that finds the frontier empty waits as long as another
 * page is in flight or the sitemaps are still loading, since either may still add pages.
 */
export class CrawlSource implements PageSource {
  #inFlight = 0;
  #sitemapsPending = true;
  #waiters: (() => void)[] = [];

  constructor(private readonly frontier: CrawlFrontier) {}

  async next(): Promise<string | undefined> {
    for (;;) {
      const url = this.frontier.next();
      if (url !== undefined) {
        this.#inFlight++;
        return url;
      }
      if (this.#inFlight === 0 && !this.#sitemapsPending) return undefined;
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  finished(url: string, links: string[], finalUrl?: string): void {
    if (finalUrl !== undefined) this.frontier.markSeen(finalUrl);
    for (const link of links) this.frontier.offer(link, url);
    this.#inFlight--;
    this.#wake();
  }

  released(): void {
    this.frontier.release();
  }

  /**
   * Links of pages an earlier attempt finished: followed as if those pages had just been crawled, so
   * within this attempt's scope.
   */
  resumed(pages: readonly { url: string; links: string[] }[]): void {
    for (const page of pages) for (const link of page.links) this.frontier.offer(link, page.url);
  }

  discoverable(url: string, links: string[]): string[] {
    // One spelling per page (the first), as the frontier would queue it.
    const pages = new Map<string, string>();
    for (const link of links) {
      const page = this.frontier.pageInScope(link, url);
      if (page !== null && !pages.has(pageKey(page))) pages.set(pageKey(page), page);
    }
    return [...pages.values()];
  }

  /** Sitemap URLs arrive once; after that only links can add pages. */
  sitemapsLoaded(urls: string[]): void {
    for (const url of urls) this.frontier.offer(url);
    this.#sitemapsPending = false;
    this.#wake();
  }

  get known(): number {
    return this.frontier.handedOut + this.frontier.size;
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}
