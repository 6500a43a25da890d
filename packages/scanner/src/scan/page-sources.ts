import type { CrawlFrontier } from '../discovery/crawl-frontier.js';

/** Hands out the URLs of one scan to its page workers, and learns from the pages they finish. */
export interface PageSource {
  /** The next URL, waiting while more may still come; undefined when the scan has no more pages. */
  next(): Promise<string | undefined>;
  /** Report a finished page and the links found on it. */
  finished(url: string, links: string[]): void;
  /** Pages known so far, for progress. */
  readonly known: number;
}

/** A fixed list of pages. */
export class ListSource implements PageSource {
  #position = 0;
  constructor(private readonly urls: string[]) {}

  async next(): Promise<string | undefined> {
    return this.urls[this.#position++];
  }

  finished(): void {}

  get known(): number {
    return this.urls.length;
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

  finished(url: string, links: string[]): void {
    for (const link of links) this.frontier.offer(link, url);
    this.#inFlight--;
    this.#wake();
  }

  /** Sitemap URLs arrive once; after that only links can add pages. */
  sitemapsLoaded(urls: string[]): void {
    for (const url of urls) this.frontier.offer(url);
    this.#sitemapsPending = false;
    this.#wake();
  }

  get known(): number {
    return this.frontier.size;
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}
