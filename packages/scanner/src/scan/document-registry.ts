import { createHash } from 'node:crypto';
import { normalizeUrl, pageKey, sameSite } from '../discovery/normalize-url.js';

/** How a loaded page presents itself: where it ended up, the address it names as its own, its content. */
export interface DocumentIdentity {
  /** The address after redirects (and the page's own moves). */
  finalUrl: string;
  /** Its `<link rel=canonical>`, absolute; only a same-site one counts. */
  canonical?: string;
  /** The rendered HTML, as `contentHash` hashes it. */
  html?: string;
}

/** A short, stable fingerprint of a page's rendered HTML. */
export function contentHash(html: string): string {
  return createHash('sha256').update(html).digest('base64url');
}

/**
 * The documents one scan has checked, known by every address and content they were met with, so
 * that `/` and `/index.html`, a redirect to a page already checked, or a print view that names the
 * page as canonical are one page with aliases rather than pages checked and counted twice.
 *
 * Rendered HTML, not the bytes the server sent, is compared: the routes of a single-page app share
 * one HTML file and differ only once rendered. Pages whose HTML carries something that changes per
 * request (a token, a time) simply never match; the addresses still do.
 */
export class DocumentRegistry {
  /** `page:<pageKey>` or `html:<hash>` → the URL (as reported) of the page that holds the document. */
  readonly #owners = new Map<string, string>();

  /**
   * The page whose document `url` turns out to be (another page's URL), or undefined when it is a
   * document of its own, which is then registered under its addresses and content. Synchronous, so
   * two tabs that load twins at the same time cannot both claim the document.
   *
   * A page that names another same-site address as its canonical one is an alias of that address,
   * checked or not yet: which of two tabs loads a print view and its article first must not decide
   * which one is checked. The caller queues the canonical address, so it is checked in its turn.
   */
  claim(url: string, identity: DocumentIdentity): string | undefined {
    const own = this.#ownKeys(url, identity);
    const canonical = this.#canonicalElsewhere(url, identity, own);
    if (canonical !== undefined) return this.#owners.get(canonical.key) ?? canonical.url;
    for (const key of own) {
      const owner = this.#owners.get(key);
      if (owner !== undefined && owner !== url) return owner;
    }
    for (const key of own) this.#owners.set(key, url);
    return undefined;
  }

  #canonicalElsewhere(
    url: string,
    identity: DocumentIdentity,
    own: readonly string[],
  ): { key: string; url: string } | undefined {
    if (identity.canonical === undefined || !sameSite(identity.canonical, url)) return undefined;
    const canonical = normalizeUrl(identity.canonical);
    if (canonical === null) return undefined;
    const key = `page:${pageKey(canonical)}`;
    return own.includes(key) ? undefined : { key, url: canonical };
  }

  #ownKeys(url: string, identity: DocumentIdentity): string[] {
    const keys = new Set<string>();
    for (const address of [url, identity.finalUrl]) {
      if (!sameSite(address, url)) continue;
      const page = normalizeUrl(address);
      if (page !== null) keys.add(`page:${pageKey(page)}`);
    }
    if (identity.html) keys.add(`html:${contentHash(identity.html)}`);
    return [...keys];
  }
}
