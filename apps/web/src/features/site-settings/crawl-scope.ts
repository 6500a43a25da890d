import { MAX_CRAWL_PATTERNS } from '@klarsicht/contracts';
import {
  type CrawlPatternProblem,
  crawlPatternProblemCode,
  defaultCrawlArea,
  scopeBasePath,
} from '@klarsicht/report';

/**
 * The crawl scope as the owner writes it here: patterns one per line, checked by the same rules as
 * the scan engine's (@klarsicht/report), so a mistake shows at its field before saving.
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

/** The form's words for the shared pattern rules (@klarsicht/report), as i18n keys. */
const PROBLEM_KEYS: Record<CrawlPatternProblem, PatternProblem> = {
  empty: 'patternSlash',
  'too-long': 'patternTooLong',
  address: 'patternUrl',
  'no-slash': 'patternSlash',
  space: 'patternSpace',
  fragment: 'patternHash',
  stars: 'patternStars',
};

/** Why the engine would refuse a pattern, or undefined when it is fine. */
export function patternProblem(pattern: string): PatternProblem | undefined {
  const problem = crawlPatternProblemCode(pattern, MAX_PATTERN_LENGTH);
  return problem && PROBLEM_KEYS[problem];
}

/**
 * The folder an "only under the start address" scope keeps to, without its trailing slash, or ''
 * when that is the whole site: `/shop/`, `/shop` and `/shop/index.html` all give `/shop`.
 */
export function startFolder(siteUrl: string): string {
  try {
    return scopeBasePath(new URL(siteUrl).pathname);
  } catch {
    return '';
  }
}

/**
 * What the default scope means for a site: under its start folder when its address has one, else
 * the whole site; include patterns make it the whole site too (they say more precisely what counts).
 */
export function defaultArea(siteUrl: string, includeCount: number): 'site' | 'path' {
  try {
    return defaultCrawlArea(new URL(siteUrl).pathname, includeCount);
  } catch {
    return 'site';
  }
}
