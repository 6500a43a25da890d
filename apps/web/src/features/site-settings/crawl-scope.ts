import { MAX_CRAWL_PATTERNS } from '@klarsicht/contracts';

/**
 * The crawl scope as the owner writes it here: patterns one per line, checked as the scan engine
 * checks them (packages/scanner `crawlPatternProblem`), so a mistake shows at its field before saving.
 */

export type PatternProblem =
  | 'patternUrl'
  | 'patternSlash'
  | 'patternSpace'
  | 'patternHash'
  | 'patternStars'
  | 'patternTooLong';

/** The contract's limit on one pattern (`crawlScopeSettingsSchema`). */
export const MAX_PATTERN_LENGTH = 300;
export { MAX_CRAWL_PATTERNS };

/** The patterns of a textarea: one a line, blank lines left out. */
export function patternLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Why the engine would refuse a pattern, or undefined when it is fine. */
export function patternProblem(pattern: string): PatternProblem | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(pattern) || pattern.startsWith('//')) return 'patternUrl';
  if (!pattern.startsWith('/')) return 'patternSlash';
  if (/[\s\p{Cc}]/u.test(pattern)) return 'patternSpace';
  if (pattern.includes('#')) return 'patternHash';
  if (pattern.includes('***')) return 'patternStars';
  if (pattern.length > MAX_PATTERN_LENGTH) return 'patternTooLong';
  return undefined;
}

// A last segment with one of these is a page in a folder (as in the engine's `scopeBasePath`).
const PAGE_FILE = /\.(?:s?html?|xhtml|php\d?|aspx?|jspx?|cfm|cgi|pl)$/i;

/**
 * The folder an "only under the start address" scope keeps to, without its trailing slash, or ''
 * when that is the whole site: `/shop/`, `/shop` and `/shop/index.html` all give `/shop`.
 */
export function startFolder(siteUrl: string): string {
  let path: string;
  try {
    path = new URL(siteUrl).pathname;
  } catch {
    return '';
  }
  const lastSlash = path.lastIndexOf('/');
  const folder = PAGE_FILE.test(path.slice(lastSlash + 1)) ? path.slice(0, lastSlash) : path;
  return folder.replace(/\/+$/, '');
}

/**
 * What the default scope means for a site: under its start folder when its address has one, else
 * the whole site; include patterns make it the whole site too (they say more precisely what counts).
 */
export function defaultArea(siteUrl: string, includeCount: number): 'site' | 'path' {
  return includeCount > 0 || startFolder(siteUrl) === '' ? 'site' : 'path';
}
