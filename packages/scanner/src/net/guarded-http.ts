import http from 'node:http';
import https from 'node:https';
import { ScanError } from '../report/scan-error.js';
import { type AddressGuardOptions, assertPublicHost } from './address-policy.js';
import { pinnedLookup } from './pinned-lookup.js';
import { decodeText, readDecodedBody } from './response-body.js';

/**
 * A small GET client for robots.txt, sitemaps and PDF documents: the only requests the engine makes
 * outside the browser. Every hop (the first request and each redirect) is checked by the address
 * policy and connected to the very addresses that were checked.
 */

/** RFC 9309 asks crawlers to follow at least five redirects for robots.txt; we stop there. */
export const MAX_REDIRECTS = 5;

export interface FetchTextOptions extends AddressGuardOptions {
  /** Whole request, redirects and body included. */
  timeoutMs: number;
  /** Limit on the decoded body; longer bodies are cut and marked `truncated`. */
  maxBytes: number;
  userAgent: string;
  signal?: AbortSignal;
}

export interface FetchTextResult {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: string;
  truncated: boolean;
}

export interface FetchBytesOptions extends FetchTextOptions {
  /** The Accept header (default: text first, as robots.txt and sitemaps want). */
  accept?: string;
  /** Further request headers, e.g. the scan's cookies for the site. */
  headers?: Record<string, string>;
  /** Whether to read the final response's body at all; false leaves it unread (`bodySkipped`). */
  wantsBody?(response: { status: number; contentType: string }): boolean;
  /** Leave a body unread whose Content-Length is over `maxBytes` (empty and `truncated`), rather than cut it. */
  skipOversized?: boolean;
}

export interface FetchBytesResult extends Omit<FetchTextResult, 'body'> {
  bytes: Buffer;
  /** The body was not read: `wantsBody` declined it. */
  bodySkipped: boolean;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * GETs `url` and returns the final response whatever its status (robots.txt handling depends
 * on 404 versus 5xx). Throws ScanError: `invalid_url`, `dns`, `private_address`, `unreachable`,
 * `timeout`, `http_error` (too many redirects, undecodable body). A caller's abort rethrows the
 * signal's reason.
 */
export async function fetchText(url: string, options: FetchTextOptions): Promise<FetchTextResult> {
  const { bytes, bodySkipped: _, ...response } = await fetchBytes(url, options);
  return { ...response, body: decodeText(bytes, response.contentType) };
}

/**
 * As `fetchText`, with the body as bytes. A body longer than `maxBytes` is cut there (`truncated`);
 * with `skipOversized`, one whose Content-Length already says so is not read at all.
 */
export async function fetchBytes(url: string, options: FetchBytesOptions): Promise<FetchBytesResult> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  try {
    return await followRedirects(checkedUrl(url), options, signal);
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (error instanceof ScanError) throw error;
    if (deadline.aborted)
      throw new ScanError('timeout', `${url} did not answer within ${options.timeoutMs} ms`);
    throw toScanError(error, url);
  }
}

async function followRedirects(
  start: URL,
  options: FetchBytesOptions,
  signal: AbortSignal,
): Promise<FetchBytesResult> {
  let current = start;
  for (let redirects = 0; ; redirects++) {
    // Headers such as cookies belong to the site asked: a redirect elsewhere does not get them.
    const hopOptions = current.origin === start.origin ? options : { ...options, headers: {} };
    const response = await requestOnce(current, hopOptions, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location !== undefined) {
      response.resume(); // the redirect's own body is of no interest
      if (redirects >= MAX_REDIRECTS) {
        throw new ScanError('http_error', `More than ${MAX_REDIRECTS} redirects from ${start.href}`, {
          status,
        });
      }
      current = checkedUrl(resolveLocation(location, current));
      continue;
    }
    const contentType = response.headers['content-type'] ?? '';
    const declaredLength = Number(response.headers['content-length']);
    const tooLong =
      options.skipOversized === true && Number.isFinite(declaredLength) && declaredLength > options.maxBytes;
    if (tooLong || options.wantsBody?.({ status, contentType }) === false) {
      response.destroy();
      const skipped = !tooLong;
      return {
        url: current.href,
        status,
        contentType,
        bytes: Buffer.alloc(0),
        truncated: tooLong,
        bodySkipped: skipped,
      };
    }
    let decoded: Awaited<ReturnType<typeof readDecodedBody>>;
    try {
      decoded = await readDecodedBody(
        response,
        response.headers['content-encoding'],
        options.maxBytes,
        signal,
      );
    } catch (error) {
      if (signal.aborted || !isDecodeError(error)) throw error;
      throw new ScanError('http_error', `Could not decode the body of ${current.href}`, {
        status,
        cause: error,
      });
    }
    return {
      url: current.href,
      status,
      contentType,
      bytes: decoded.bytes,
      truncated: decoded.truncated,
      bodySkipped: false,
    };
  }
}

async function requestOnce(
  url: URL,
  options: FetchBytesOptions,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  // The system resolver cannot be cancelled: race it so a hanging lookup still ends at the deadline.
  const addresses = await untilAborted(assertPublicHost(url.hostname, options), signal);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        // No connection pool: a pooled socket could outlive the check that allowed it.
        agent: false,
        lookup: pinnedLookup(addresses),
        signal,
        headers: {
          ...options.headers,
          'user-agent': options.userAgent,
          accept: options.accept ?? 'text/plain, application/xml, text/xml;q=0.9, */*;q=0.8',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Only http(s) without credentials: anything else is not ours to fetch. */
function checkedUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new ScanError('invalid_url', `Not a valid URL: ${input}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ScanError('invalid_url', `Only http and https URLs can be fetched, not ${url.protocol}`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new ScanError('invalid_url', 'URLs with credentials are refused');
  }
  if (url.hostname === '') throw new ScanError('invalid_url', `No host in ${input}`);
  return url;
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    throw new ScanError('invalid_url', `Redirect to an invalid location: ${location}`);
  }
}

function isDecodeError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === 'string' && code.startsWith('Z_');
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'EPIPE',
  'EPROTO',
  'ERR_STREAM_PREMATURE_CLOSE',
]);

/** Node's network errors as report failures; anything unrecognised stays `internal`. */
function toScanError(error: unknown, url: string): ScanError {
  if (error instanceof ScanError) return error;
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ETIMEDOUT') return new ScanError('timeout', `${url}: connection timed out`, { cause: error });
  if (
    typeof code === 'string' &&
    (UNREACHABLE_CODES.has(code) || code.startsWith('HPE_') || isTlsErrorCode(code))
  ) {
    return new ScanError('unreachable', `${url}: ${message} (${code})`, { cause: error });
  }
  return new ScanError('internal', `${url}: ${message}`, { cause: error });
}

/** Certificate and handshake failures: the site cannot be reached safely. */
function isTlsErrorCode(code: string): boolean {
  return (
    code.startsWith('ERR_TLS_') ||
    code.startsWith('ERR_SSL_') ||
    code.includes('CERT') ||
    code === 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'
  );
}
