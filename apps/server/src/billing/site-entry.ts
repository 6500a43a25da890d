import { parseStartUrl } from '@klarsicht/scanner/options';
import type { ScanTarget } from '../platform/http/target-url.js';

/**
 * How a site is written on an allowance, and when two entries name the same site.
 *
 * An entry is the site's origin without a leading "www.": `https://example.com`,
 * `http://localhost:8080`. A plan covers a domain "with all subpages", so paths do not count, and
 * `www.example.com` is the same site as `example.com`. The scheme does not count either (a site
 * moving to https stays the same site); other subdomains are other sites. Entries written by
 * others (the original app stored whatever was typed) are compared by the same rule when they
 * parse as URLs, else by their trimmed, lower-cased text.
 */

/** The allowance entry for a scan target (`parseScanTarget`'s result). */
export function siteEntryOf(target: ScanTarget): string {
  return `${new URL(target.url).protocol}//${target.site}`;
}

/** The comparison key of an entry or URL: host without "www." plus a non-default port. */
export function siteKeyOf(entry: string): string {
  try {
    const url = parseStartUrl(entry);
    const host = url.hostname.replace(/^www\./, '');
    return url.port === '' ? host : `${host}:${url.port}`;
  } catch {
    return entry.trim().toLowerCase();
  }
}

export function siteIsListed(entries: readonly string[], site: string): boolean {
  return entries.some((entry) => siteKeyOf(entry) === site);
}
