import {
  type CrawlPatternProblem,
  type CrawlScope,
  crawlPatternProblemCode,
  defaultCrawlArea,
  scopeBasePath,
} from '../report/types.js';

export { scopeBasePath };

/**
 * Which pages of a site a crawl may visit (`CrawlScope`, whose comment gives the pattern syntax).
 * Pure: the frontier asks it about normalised same-site URLs, and nothing here fetches anything.
 */

/** More than anyone writes by hand; scopes also come over the API, and every link is tested against all. */
export const MAX_CRAWL_PATTERNS = 100;
export const MAX_CRAWL_PATTERN_LENGTH = 1000;

/** A scope with its patterns checked; `area` is still open, since its default depends on the start URL. */
export interface ResolvedCrawlScope {
  area?: 'site' | 'path';
  include: string[];
  exclude: string[];
}

export interface CompiledCrawlScope {
  readonly area: 'site' | 'path';
  /** False for pages outside the scope; the caller lets the start page in regardless. */
  contains(pageUrl: string): boolean;
}

/** The problems of a pattern in words for the person who wrote it (the rules: @klarsicht/report). */
export const CRAWL_PATTERN_PROBLEM_TEXTS: Readonly<Record<CrawlPatternProblem, string>> = {
  empty: 'a pattern cannot be empty',
  'too-long': `a pattern can be at most ${MAX_CRAWL_PATTERN_LENGTH} characters long`,
  address: "give the path on the site, not a whole address, e.g. '/shop/*'",
  'no-slash': "a pattern is a path on the site and starts with '/', e.g. '/shop/*'",
  space: 'a pattern cannot contain spaces or control characters (write a space as %20)',
  fragment: "a pattern cannot contain '#': what follows it never reaches the site",
  stars: "use '*' (within a folder) or '**' (across folders), not three in a row",
};

/** Why a pattern cannot be used, in words for the person who wrote it; undefined if it can. */
export function crawlPatternProblem(pattern: string): string | undefined {
  const problem = crawlPatternProblemCode(pattern, MAX_CRAWL_PATTERN_LENGTH);
  return problem && CRAWL_PATTERN_PROBLEM_TEXTS[problem];
}

/** Checks a scope as a caller gave it; throws TypeError or RangeError, naming the pattern at fault. */
export function resolveCrawlScope(scope: CrawlScope | undefined): ResolvedCrawlScope {
  if (scope === undefined) return { include: [], exclude: [] };
  if (typeof scope !== 'object' || scope === null) throw new TypeError('The crawl scope must be an object.');
  const { area } = scope;
  if (area !== undefined && area !== 'site' && area !== 'path') {
    throw new RangeError(`Invalid crawl scope area ${JSON.stringify(area)}: expected 'site' or 'path'.`);
  }
  return {
    ...(area === undefined ? {} : { area }),
    include: checkedPatterns('include', scope.include),
    exclude: checkedPatterns('exclude', scope.exclude),
  };
}

function checkedPatterns(list: 'include' | 'exclude', patterns: unknown): string[] {
  if (patterns === undefined) return [];
  if (!Array.isArray(patterns))
    throw new TypeError(`The crawl scope's ${list} must be an array of patterns.`);
  if (patterns.length > MAX_CRAWL_PATTERNS) {
    throw new RangeError(
      `The crawl scope's ${list} holds ${patterns.length} patterns; at most ${MAX_CRAWL_PATTERNS} are allowed.`,
    );
  }
  return patterns.map((pattern: unknown) => {
    if (typeof pattern !== 'string')
      throw new TypeError(`The crawl scope's ${list} holds a pattern that is not text.`);
    const problem = crawlPatternProblem(pattern);
    if (problem !== undefined) {
      const shown = pattern.length > 80 ? `${pattern.slice(0, 77)}...` : pattern;
      throw new RangeError(`Invalid ${list} pattern '${shown}' in the crawl scope: ${problem}.`);
    }
    return pattern;
  });
}

/** The scope of a crawl from `startUrl` (normalised), ready to test pages; validates `scope` too. */
export function compileCrawlScope(startUrl: string, scope?: CrawlScope): CompiledCrawlScope {
  const { area: givenArea, include, exclude } = resolveCrawlScope(scope);
  const startPath = new URL(startUrl).pathname;
  const area = givenArea ?? defaultCrawlArea(startPath, include.length);
  const base = area === 'path' ? scopeBasePath(startPath) : '';
  const included = include.map(compilePattern);
  const excluded = exclude.map(compilePattern);
  return {
    area,
    contains(pageUrl) {
      let url: URL;
      try {
        url = new URL(pageUrl);
      } catch {
        return false;
      }
      if (base !== '' && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return false;
      if (included.length === 0 && excluded.length === 0) return true;
      const page = { path: decoded(url.pathname), query: decoded(url.search) };
      if (included.length > 0 && !included.some((matches) => matches(page))) return false;
      return !excluded.some((matches) => matches(page));
    },
  };
}

type PagePattern = (page: { path: string; query: string }) => boolean;

/**
 * A pattern as a test. Patterns and paths are compared decoded, so `/über/*` and `/%C3%BCber/*` are
 * one pattern; `/a` and `/a/` are one page (as `pageKey` has it), so either spelling may match.
 */
function compilePattern(pattern: string): PagePattern {
  const text = decoded(pattern);
  const queryAt = text.indexOf('?');
  const pathSource = (queryAt === -1 ? text : text.slice(0, queryAt))
    .split(/(\/\*\*\/|\*\*|\*)/)
    .map((part) => {
      if (part === '/**/') return '/(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      return escapeRegExp(part);
    })
    .join('');
  if (queryAt === -1) {
    const expression = new RegExp(`^${pathSource}$`, 'u');
    return ({ path }) => spellings(path).some((spelling) => expression.test(spelling));
  }
  // A query has no folders: there, `*` and `**` both stand for any characters.
  const querySource = text
    .slice(queryAt + 1)
    .split(/\*+/)
    .map(escapeRegExp)
    .join('.*');
  const expression = new RegExp(`^${pathSource}\\?${querySource}$`, 'u');
  return ({ path, query }) =>
    query !== '' && spellings(path).some((spelling) => expression.test(`${spelling}${query}`));
}

function spellings(path: string): string[] {
  if (path === '/' || path === '') return [path];
  return [path, path.endsWith('/') ? path.slice(0, -1) : `${path}/`];
}

/** decodeURI keeps reserved characters (`%2F`, `%3F`, `%26`) encoded, so folders and parameters stay apart. */
function decoded(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
