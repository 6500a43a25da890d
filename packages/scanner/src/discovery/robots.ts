import robotsParserModule from 'robots-parser';
import { type FetchTextOptions, fetchText } from '../net/guarded-http.js';
import { ScanError } from '../report/scan-error.js';

// robots-parser's types declare an ES default export, but the package is CommonJS and its
// module.exports is the function itself, which is what a NodeNext default import receives.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

/** The product token we answer to in robots.txt (`User-agent: Klarsicht`), RFC 9309 §2.2.1. */
export const KLARSICHT_USER_AGENT_TOKEN = 'Klarsicht';

/** RFC 9309 §2.5: crawlers must parse at least 500 KiB; what follows is ignored. */
export const ROBOTS_MAX_BYTES = 512 * 1024;

/**
 * How robots.txt was obtained, for the report and logs:
 * - `parsed`: a 2xx answer, its rules apply.
 * - `not_found`: a 4xx answer ("unavailable", RFC 9309 §2.3.1.3): everything is allowed.
 * - `server_error`: a 5xx (or 429) answer ("unreachable", §2.3.1.4): everything is disallowed,
 *   as the RFC requires, for now. That is no prohibition by the site owner: the refusal
 *   (`robotsRefusal`) is `robots_unavailable` with the status, so the owner learns that their
 *   server failed and that the scan is worth trying again, instead of being crawled against wishes
 *   they may have stated in a file we could not read.
 * - `unreachable`: no answer at all (DNS, connection, timeout, refused address). Everything is
 *   allowed here, unlike the RFC: the pages will fail for the same reason and report the real
 *   cause (`dns`, `unreachable`, `private_address`), which says more than `blocked_robots`.
 */
export type RobotsSource = 'parsed' | 'not_found' | 'server_error' | 'unreachable';

export interface RobotsPolicy {
  isAllowed(url: string): boolean;
  /** Sitemap URLs listed in robots.txt, absolute. */
  sitemaps: string[];
  crawlDelaySeconds?: number;
  source: RobotsSource;
  /** HTTP status of the robots.txt answer, when there was one. */
  status?: number;
  /** Why the policy is what it is, for logs (e.g. "robots.txt answered 503: disallow all"). */
  note?: string;
}

/**
 * Loads `<origin>/robots.txt` and answers for the `Klarsicht` group, or `*` when there is none.
 *
 * Same-site URLs on another origin (http vs https, `www.`) are judged by this file's rules too:
 * the crawl treats them as one site, and asking each origin separately would cost a fetch per
 * variant for files that are, in practice, identical.
 */
export async function loadRobotsPolicy(
  origin: string,
  fetchOptions: FetchTextOptions,
): Promise<RobotsPolicy> {
  const robotsUrl = new URL('/robots.txt', origin).href;
  let response: Awaited<ReturnType<typeof fetchText>>;
  try {
    response = await fetchText(robotsUrl, { ...fetchOptions, maxBytes: ROBOTS_MAX_BYTES });
  } catch (error) {
    if (!(error instanceof ScanError)) throw error; // aborts and bugs are not ours to swallow
    return allowAll('unreachable', undefined, `robots.txt could not be fetched (${error.code}): allow all`);
  }

  const { status } = response;
  if (status === 429 || status >= 500) {
    return {
      isAllowed: () => false,
      sitemaps: [],
      source: 'server_error',
      status,
      note: `robots.txt answered ${status}: disallow all (RFC 9309 §2.3.1.4)`,
    };
  }
  if (status < 200 || status >= 300) {
    return allowAll('not_found', status, `robots.txt answered ${status}: allow all`);
  }

  const robots = robotsParser(robotsUrl, response.body);
  const robotsOrigin = new URL(robotsUrl).origin;
  const crawlDelay = robots.getCrawlDelay(KLARSICHT_USER_AGENT_TOKEN);
  return {
    isAllowed: (url) => {
      const onRobotsOrigin = moveToOrigin(url, robotsOrigin);
      if (onRobotsOrigin === undefined) return false;
      // robots-parser answers undefined only for URLs of another origin, which moveToOrigin rules out.
      return robots.isAllowed(onRobotsOrigin, KLARSICHT_USER_AGENT_TOKEN) !== false;
    },
    sitemaps: absoluteSitemapUrls(robots.getSitemaps(), robotsUrl),
    ...(crawlDelay !== undefined && Number.isFinite(crawlDelay) && crawlDelay >= 0
      ? { crawlDelaySeconds: crawlDelay }
      : {}),
    source: 'parsed',
    status,
    ...(response.truncated
      ? { note: `robots.txt is longer than ${ROBOTS_MAX_BYTES} bytes; the rest is ignored` }
      : {}),
  };
}

/**
 * Why Klarsicht may not fetch `url` under this policy, as the failure of the page or scan; undefined
 * when it may. A robots.txt the server could not deliver is told apart from one that forbids.
 */
export function robotsRefusal(policy: RobotsPolicy, url: string): ScanError | undefined {
  if (policy.isAllowed(url)) return undefined;
  if (policy.source === 'server_error') {
    const status = policy.status ?? 500;
    return new ScanError(
      'robots_unavailable',
      `The server answered /robots.txt with HTTP ${status}; until it can be read, RFC 9309 has crawlers fetch nothing of the site, so ${url} was not checked. Try again later.`,
      { status },
    );
  }
  return new ScanError('blocked_robots', `robots.txt does not allow Klarsicht to fetch ${url}.`);
}

function allowAll(source: RobotsSource, status: number | undefined, note: string): RobotsPolicy {
  return { isAllowed: () => true, sitemaps: [], source, ...(status === undefined ? {} : { status }), note };
}

function moveToOrigin(url: string, origin: string): string | undefined {
  try {
    const parsed = new URL(url);
    return `${origin}${parsed.pathname}${parsed.search}`;
  } catch {
    return undefined;
  }
}

function absoluteSitemapUrls(listed: string[], robotsUrl: string): string[] {
  const urls = new Set<string>();
  for (const entry of listed) {
    try {
      const url = new URL(entry.trim(), robotsUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') urls.add(url.href);
    } catch {
      // an unparsable Sitemap line is skipped, like any other broken line in robots.txt
    }
  }
  return [...urls];
}
