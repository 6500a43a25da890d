/**
 * The rules of a site's scan settings that the engine, the API and the web app's form must all
 * apply alike: what a crawl pattern may be, which folder "only under the start address" keeps to,
 * and which header names a sign-in may set. Data and pure functions only.
 */

/** Why a crawl pattern cannot be used; the engine words them in English, the web app translates. */
export const CRAWL_PATTERN_PROBLEMS = [
  'empty',
  'too-long',
  'address',
  'no-slash',
  'space',
  'fragment',
  'stars',
] as const;
export type CrawlPatternProblem = (typeof CRAWL_PATTERN_PROBLEMS)[number];

/** A pattern is a path on the site: `*` within a folder, `**` across folders, the rest literal. */
export function crawlPatternProblemCode(pattern: string, maxLength: number): CrawlPatternProblem | undefined {
  if (pattern === '') return 'empty';
  if (pattern.length > maxLength) return 'too-long';
  if (/^[a-z][a-z\d+.-]*:/i.test(pattern) || pattern.startsWith('//')) return 'address';
  if (!pattern.startsWith('/')) return 'no-slash';
  if (/[\s\p{Cc}]/u.test(pattern)) return 'space';
  // What follows '#' never reaches the site.
  if (pattern.includes('#')) return 'fragment';
  if (pattern.includes('***')) return 'stars';
  return undefined;
}

// A last segment with one of these is a page in a folder; without, the segment is taken as a folder
// (`/shop` is the shop), since the extensionless page of a folder is rarely what a crawl starts from.
const PAGE_FILE = /\.(?:s?html?|xhtml|php\d?|aspx?|jspx?|cfm|cgi|pl)$/i;

/**
 * The folder a 'path' scope keeps to, without its trailing slash ('' for the whole site): pages are
 * in it when their path is the folder or starts with it and a `/`. `/shop/`, `/shop` and
 * `/shop/index.html` all give `/shop`, which holds `/shop/…` but never `/shopping`.
 */
export function scopeBasePath(startPath: string): string {
  const lastSlash = startPath.lastIndexOf('/');
  const folder = PAGE_FILE.test(startPath.slice(lastSlash + 1)) ? startPath.slice(0, lastSlash) : startPath;
  return folder.replace(/\/+$/, '');
}

/**
 * The area of a crawl whose scope does not name one: the whole site when include patterns are given
 * (they say more precisely what is in scope than a start URL) or the start is the home page, else
 * the start's folder.
 */
export function defaultCrawlArea(startPath: string, includeCount: number): 'site' | 'path' {
  return includeCount > 0 || scopeBasePath(startPath) === '' ? 'site' : 'path';
}

/** RFC 9110 token characters: what a header or cookie name is made of. */
export const HEADER_NAME = /^[!#$%&'*+.^_`|~\dA-Za-z-]+$/;

/** Headers the browser owns or that change where and how requests go, not who is asking. */
export const BROWSER_OWNED_HEADERS: ReadonlySet<string> = new Set([
  'host',
  'content-length',
  'connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'cookie',
]);
