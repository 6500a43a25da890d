import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type FetchTextOptions, fetchText } from '../net/guarded-http.js';
import { ScanError } from '../report/scan-error.js';
import { normalizeUrl, pageKey, sameSite } from './normalize-url.js';

/** A sitemap index inside an index inside an index is as deep as we go. */
export const MAX_SITEMAP_DEPTH = 3;
/** Sitemap files fetched per scan, indexes included: enough for real sites, bounded for hostile ones. */
export const MAX_SITEMAP_FILES = 20;

export interface CollectSitemapOptions {
  /** Stop once this many page URLs are collected (usually the page budget). */
  limit: number;
  fetchOptions: FetchTextOptions;
  /** Only pages on the same site as this URL are kept (see `sameSite`). */
  sameSiteAs: string;
  /** Only pages this accepts (normalised URLs) are kept, so `limit` counts only pages a crawl may visit. */
  inScope?: (page: string) => boolean;
}

/** Where to look when robots.txt names no sitemap: the conventional `/sitemap.xml`. */
export function sitemapCandidates(origin: string, fromRobots: readonly string[]): string[] {
  return fromRobots.length > 0 ? [...fromRobots] : [new URL('/sitemap.xml', origin).href];
}

/**
 * Page URLs from sitemaps (urlset, sitemapindex, gzip, and the plain-text format), normalised,
 * deduplicated, same-site only, in document order, breadth first across files. Sitemap files
 * themselves may live on another host (a CDN is common); only the pages they list must be ours.
 * A sitemap that cannot be fetched or parsed is skipped: sitemaps are a hint, not a requirement.
 */
export async function collectSitemapUrls(
  sitemapUrls: readonly string[],
  options: CollectSitemapOptions,
): Promise<string[]> {
  const pages = new Map<string, string>(); // pageKey → URL
  const queue = sitemapUrls.map((url) => ({ url, depth: 1 }));
  const visited = new Set<string>();

  while (queue.length > 0 && pages.size < options.limit && visited.size < MAX_SITEMAP_FILES) {
    const { url, depth } = queue.shift()!;
    const sitemapUrl = normalizeUrl(url);
    if (sitemapUrl === null || visited.has(sitemapUrl)) continue;
    visited.add(sitemapUrl);

    const text = await fetchSitemap(sitemapUrl, options.fetchOptions);
    if (text === undefined) continue;
    const sitemap = parseSitemap(text);

    if (sitemap.kind === 'index') {
      if (depth < MAX_SITEMAP_DEPTH) {
        for (const loc of sitemap.locs)
          queue.push({ url: normalizeUrl(loc, sitemapUrl) ?? loc, depth: depth + 1 });
      }
      continue;
    }
    for (const loc of sitemap.locs) {
      const page = normalizeUrl(loc, sitemapUrl);
      if (page === null || !sameSite(page, options.sameSiteAs)) continue;
      if (options.inScope && !options.inScope(page)) continue;
      const key = pageKey(page);
      if (!pages.has(key)) pages.set(key, page);
      if (pages.size >= options.limit) break;
    }
  }
  return [...pages.values()];
}

async function fetchSitemap(url: string, fetchOptions: FetchTextOptions): Promise<string | undefined> {
  try {
    const response = await fetchText(url, fetchOptions);
    return response.status >= 200 && response.status < 300 ? response.body : undefined;
  } catch (error) {
    if (error instanceof ScanError) return undefined;
    throw error; // an abort ends the collection
  }
}

type ParsedSitemap = { kind: 'index' | 'urlset'; locs: string[] };

const xmlParser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true, // <sm:urlset xmlns:sm="..."> is rare but valid
  parseTagValue: false, // a <loc> is text, never a number
  trimValues: true,
  htmlEntities: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

/** Exported for tests. Broken XML yields an empty urlset. */
export function parseSitemap(text: string): ParsedSitemap {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (!trimmed.startsWith('<')) return { kind: 'urlset', locs: parseTextSitemap(trimmed) };
  // Sitemaps have no use for DTDs; refusing them closes the door on entity-expansion tricks.
  if (/<!DOCTYPE|<!ENTITY/i.test(trimmed) || XMLValidator.validate(trimmed) !== true) {
    return { kind: 'urlset', locs: [] };
  }
  const document = xmlParser.parse(trimmed) as Record<string, unknown>;
  const index = document.sitemapindex as { sitemap?: unknown[] } | undefined;
  if (index !== undefined) return { kind: 'index', locs: locsOf(index.sitemap) };
  const urlset = document.urlset as { url?: unknown[] } | undefined;
  return { kind: 'urlset', locs: locsOf(urlset?.url) };
}

function locsOf(entries: unknown[] | undefined): string[] {
  const locs: string[] = [];
  for (const entry of entries ?? []) {
    const loc = (entry as { loc?: unknown } | null)?.loc;
    if (typeof loc === 'string' && loc.trim() !== '') locs.push(loc.trim());
  }
  return locs;
}

/** sitemaps.org's text format: one absolute URL per line. */
function parseTextSitemap(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /^https?:\/\//i.test(line));
}
