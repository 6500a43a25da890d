import { ScanError } from '../report/scan-error.js';

/**
 * One spelling per page, so the crawl frontier does not scan the same page twice under two URLs.
 *
 * Rules, and why:
 * - http(s) only; the fragment is dropped (it never reaches the server), except a hash route
 *   (`#/kontakt`, `#!/kontakt`): a single-page app that routes by the fragment shows another page
 *   for each.
 * - Host lower case, default port dropped, a trailing dot dropped (`example.com.` is the same host).
 * - Tracking parameters are removed (they only say where a visitor came from), and so are session
 *   ids, in the query (`PHPSESSID=…`) or the path (`;jsessionid=…`): each visitor gets another, so
 *   every link would be a new page, and a report should not keep someone's session. The other
 *   parameters are sorted by name, keeping the order of repeated names, since servers almost never
 *   depend on parameter order but links often differ in it. An empty query (`?`) is dropped.
 * - The path is kept as written, trailing slash included: `/a` and `/a/` may be different
 *   resources (a file and a directory index), and the URL we visit must be one the site links
 *   to. Duplicates of that kind are caught by `pageKey`, which ignores the trailing slash.
 */

/** Longest start URL we accept; longer ones are almost always pasted garbage. */
export const MAX_URL_LENGTH = 2048;

const TRACKING_PARAMS = new Set([
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'igshid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'srsltid',
]);

function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower);
}

/** PHP, Java, ColdFusion and the shop systems common in Germany (osCommerce, xt:Commerce, Zen Cart). */
const SESSION_PARAMS = new Set([
  'phpsessid',
  'jsessionid',
  'sessionid',
  'session_id',
  'sessid',
  'cfid',
  'cftoken',
  'oscsid',
  'xtcsid',
  'zenid',
]);
// `sid` is phpBB's session, but elsewhere a short content id (`?sid=12`): only a token counts.
const SESSION_TOKEN = /^[\w-]{16,}$/;

function isSessionParam(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  return SESSION_PARAMS.has(lower) || (lower === 'sid' && SESSION_TOKEN.test(value));
}

const PATH_SESSION_ID = /;jsessionid=[^/;]*/gi;

/**
 * Parameters that rearrange or re-render the same content (sort order, list or grid, print view,
 * items per page) and so make no new page. A value pattern, where one is given, keeps names that
 * elsewhere carry content: `order=123` is an order, `view=article` a Joomla page type.
 */
const PRESENTATION_PARAMS = new Map<string, RegExp | undefined>([
  ['sort', undefined],
  ['sortby', undefined],
  ['sort_by', undefined],
  ['orderby', undefined],
  ['order_by', undefined],
  ['order', /^(?:asc|desc)(?:ending)?$/i],
  ['dir', /^(?:asc|desc)(?:ending)?$/i],
  ['sortdir', /^(?:asc|desc)(?:ending)?$/i],
  ['view', /^(?:grid|list|table|tiles|gallery|compact)$/i],
  ['viewmode', /^(?:grid|list|table|tiles|gallery|compact)$/i],
  ['print', undefined],
  ['printable', undefined],
  ['per_page', undefined],
  ['perpage', undefined],
  ['pagesize', undefined],
  ['page_size', undefined],
  // Magento's product lists.
  ['product_list_order', undefined],
  ['product_list_dir', undefined],
  ['product_list_mode', undefined],
  ['product_list_limit', undefined],
]);

function isPresentationParam(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (!PRESENTATION_PARAMS.has(lower)) return false;
  return PRESENTATION_PARAMS.get(lower)?.test(value) ?? true;
}

/** A fragment that is an app's route rather than a place in the page: `#/…` or `#!/…`. */
const HASH_ROUTE = /^#!?\/./;

export function normalizeUrl(input: string, base?: string): string | null {
  let url: URL;
  try {
    url = base === undefined ? new URL(input.trim()) : new URL(input.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '') return null;

  if (!HASH_ROUTE.test(url.hash)) url.hash = '';
  if (url.hostname.endsWith('.')) url.hostname = url.hostname.slice(0, -1);
  // WHATWG URL already lower-cases the host and drops default ports (":80" on http, ":443" on https).

  const pathWithoutSession = url.pathname.replace(PATH_SESSION_ID, '');
  if (pathWithoutSession !== url.pathname) url.pathname = pathWithoutSession;

  const kept = [...url.searchParams].filter(
    ([name, value]) => !isTrackingParam(name) && !isSessionParam(name, value),
  );
  if (kept.length === 0) {
    url.search = '';
  } else if (kept.length !== [...url.searchParams].length || !isSortedByName(kept)) {
    // Rewrite the query only when something changes, so untouched URLs keep their exact encoding.
    const sorted = new URLSearchParams(kept);
    sorted.sort();
    url.search = sorted.toString();
  }
  return url.href;
}

function isSortedByName(params: [string, string][]): boolean {
  return params.every(([name], index) => index === 0 || (params[index - 1]?.[0] ?? '') <= name);
}

/**
 * The identity of a page for "have we seen it": the normalised URL without a trailing slash on
 * the path, without the scheme (http and https versions of a page are one page to us) and without
 * presentation-only parameters. These stay in the URL we visit: it is the one the site linked to.
 */
export function pageKey(normalizedUrl: string): string {
  const url = new URL(normalizedUrl);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const params = [...url.searchParams];
  const content = params.filter(([name, value]) => !isPresentationParam(name, value));
  const query = content.length === params.length ? url.search : queryOf(content);
  return `${siteHost(url)}${path}${query}${url.hash}`;
}

function queryOf(params: [string, string][]): string {
  return params.length === 0 ? '' : `?${new URLSearchParams(params).toString()}`;
}

/**
 * Two URLs belong to the same site when their host is the same, ignoring a leading `www.`, and
 * their port is the same. The scheme is ignored: sites commonly link to both http:// and
 * https:// versions of their pages, and one redirects to the other. Subdomains other than `www`
 * (`shop.example.com`) are different sites; a plan's allowance names domains, and we do not
 * wander beyond the one the customer registered.
 */
export function sameSite(a: string, b: string): boolean {
  try {
    return siteHost(new URL(a)) === siteHost(new URL(b));
  } catch {
    return false;
  }
}

function siteHost(url: URL): string {
  const host = url.hostname.replace(/\.$/, '').replace(/^www\./, '');
  return url.port === '' ? host : `${host}:${url.port}`;
}

const NON_WEB_SCHEME =
  /^(?:javascript|data|file|ftp|mailto|tel|sms|blob|about|vbscript|ws|wss|chrome|view-source):/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
const HOST_LABEL = /^(?:[a-z\d_](?:[a-z\d_-]{0,61}[a-z\d_])?)$/;

/**
 * The URL a person typed or pasted as the start of a scan. `example.com` and
 * `example.com/path` mean https; garbage, other schemes, credentials in the URL, an empty or
 * malformed host and anything over 2048 characters are refused with `invalid_url`.
 */
/**
 * The ports browsers refuse to open (the Fetch standard's "bad port" list, which Chromium follows
 * with net::ERR_UNSAFE_PORT): a site served there can be opened by no visitor, and by no scan.
 */
const BLOCKED_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
  109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
  526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The address's port when browsers refuse to open it, else undefined. */
export function blockedPortOf(url: URL): number | undefined {
  const port = Number(url.port);
  return url.port !== '' && BLOCKED_PORTS.has(port) ? port : undefined;
}

export function parseStartUrl(input: string): URL {
  const text = input.trim();
  if (text === '') throw new ScanError('invalid_url', 'Enter a web address');
  if (text.length > MAX_URL_LENGTH) {
    throw new ScanError('invalid_url', `A web address can be at most ${MAX_URL_LENGTH} characters long`);
  }
  const hasWebScheme = /^https?:/i.test(text);
  if (!hasWebScheme && (HAS_SCHEME.test(text) || NON_WEB_SCHEME.test(text))) {
    throw new ScanError('invalid_url', 'Only http:// and https:// web addresses can be checked');
  }
  // "example.com:8080/x" has no scheme (the colon starts a port); "//example.com" is scheme-relative.
  const withScheme = hasWebScheme ? text : `https://${text.replace(/^\/\//, '')}`;

  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ScanError('invalid_url', `Not a valid web address: ${truncateForMessage(text)}`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new ScanError('invalid_url', 'Web addresses with a user name or password are not accepted');
  }
  if (!isPlausibleHost(url.hostname)) {
    throw new ScanError('invalid_url', `Not a valid host name: ${truncateForMessage(url.hostname)}`);
  }
  const normalized = normalizeUrl(url.href);
  if (normalized === null)
    throw new ScanError('invalid_url', `Not a valid web address: ${truncateForMessage(text)}`);
  return new URL(normalized);
}

/**
 * The WHATWG parser accepts hosts no DNS name can have (`a*b`, `a..b`); IP literals arrive
 * already canonical (`127.1` becomes `127.0.0.1`). Names are punycode (`xn--`) at this point.
 */
function isPlausibleHost(hostname: string): boolean {
  if (hostname === '') return false;
  if (hostname.startsWith('[')) return true; // IPv6 literal, validated by the URL parser
  const name = hostname.replace(/\.$/, '');
  if (name.length === 0 || name.length > 253) return false;
  return name.split('.').every((label) => HOST_LABEL.test(label));
}

function truncateForMessage(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
