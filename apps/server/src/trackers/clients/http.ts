import { type TicketRef, TrackerError } from './types.js';

/**
 * The one way the clients talk to a tracker: JSON or multipart in, JSON out, a timeout on every
 * request, and every failure turned into a TrackerError whose message names the tracker, the
 * status and the vendor's own words, with the token (in every form it was sent in) scrubbed out.
 */

export type Fetch = typeof globalThis.fetch;

export const DEFAULT_TIMEOUT_MS = 15_000;
/** Same-origin redirects followed (GitHub answers 301/307 for a renamed repository). */
const MAX_REDIRECTS = 3;
/** What an error message keeps of the vendor's explanation. */
const DETAIL_LIMIT = 300;

export interface HttpSettings {
  vendor: 'GitHub' | 'GitLab' | 'Jira';
  /** The API root, without a trailing slash, e.g. `https://api.github.com`. */
  baseUrl: string;
  /** Sent with every request (authentication, API version). */
  headers: Record<string, string>;
  /** Strings that must never appear in an error message (the token, its encodings). */
  secrets: string[];
  fetch: Fetch;
  timeoutMs: number;
  /** A status that is a rate limit although it is not 429 (GitHub: 403 with no requests left). */
  isRateLimited?: (response: Response) => boolean;
}

export interface RequestOptions {
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export function trimBase(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/** Sends one request; resolves to the parsed JSON answer (undefined for an empty one). */
export async function requestJson(
  settings: HttpSettings,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  options: RequestOptions = {},
): Promise<unknown> {
  const what = `${method} ${path}`;
  let url = new URL(settings.baseUrl + path);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { ...settings.headers, ...options.headers };
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    // fetch writes the multipart boundary into Content-Type itself.
    body = options.form;
  }

  for (let redirects = 0; ; redirects++) {
    let response: Response;
    try {
      response = await settings.fetch(url, {
        method,
        headers,
        body,
        // Followed by hand below, and only within the tracker's origin: the token goes nowhere else.
        redirect: 'manual',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw networkError(settings, what, error);
    }
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      await discard(response);
      const next = location ? new URL(location, url) : undefined;
      const replayable = response.status === 307 || response.status === 308 || method === 'GET';
      if (!next || next.origin !== url.origin || !replayable || redirects >= MAX_REDIRECTS) {
        throw new TrackerError(
          'refused',
          scrub(settings, `${settings.vendor} answered ${response.status} (moved) to ${what}`),
          response.status,
        );
      }
      url = next;
      continue;
    }
    if (!response.ok) throw await statusError(settings, what, response);
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw networkError(settings, what, error);
    }
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new TrackerError(
        'unavailable',
        `${settings.vendor} answered ${what} with something other than JSON`,
        response.status,
      );
    }
  }
}

/** An answer that parsed but is not of the documented shape. */
export function unexpected(settings: Pick<HttpSettings, 'vendor'>, what: string): TrackerError {
  return new TrackerError('unavailable', `${settings.vendor} answered ${what} in an unexpected shape`);
}

async function statusError(settings: HttpSettings, what: string, response: Response): Promise<TrackerError> {
  const status = response.status;
  let detail = '';
  try {
    detail = vendorDetail(await response.text());
  } catch {
    // The status says enough.
  }
  const code =
    status === 429 || settings.isRateLimited?.(response)
      ? 'rate_limited'
      : status === 401 || status === 403
        ? 'unauthorized'
        : status === 404
          ? 'not_found'
          : status >= 500
            ? 'unavailable'
            : 'refused';
  const message = `${settings.vendor} answered ${status} to ${what}${detail ? `: ${detail}` : ''}`;
  return new TrackerError(code, scrub(settings, message), status);
}

function networkError(settings: HttpSettings, what: string, error: unknown): TrackerError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new TrackerError(
      'unavailable',
      `${settings.vendor} did not answer ${what} within ${Math.round(settings.timeoutMs / 1000)} s`,
    );
  }
  // undici's "fetch failed" carries the reason (ECONNREFUSED, ENOTFOUND, …) as its cause.
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const reason = typeof cause?.code === 'string' ? cause.code : name || 'network error';
  return new TrackerError(
    'unavailable',
    scrub(settings, `${settings.vendor} could not be reached (${what}): ${reason}`),
  );
}

/** The vendor's explanation: GitHub and GitLab `message`/`error`, Jira `errorMessages` and `errors`. */
function vendorDetail(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return oneLine(text).startsWith('<') ? '' : cut(oneLine(text));
  }
  if (!parsed || typeof parsed !== 'object') return '';
  const body = parsed as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of ['message', 'error', 'error_description']) {
    const value = body[key];
    if (typeof value === 'string') parts.push(value);
    else if (value && typeof value === 'object') parts.push(JSON.stringify(value));
  }
  if (Array.isArray(body.errorMessages))
    parts.push(...body.errorMessages.filter((m) => typeof m === 'string'));
  if (body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    for (const [field, value] of Object.entries(body.errors)) parts.push(`${field}: ${String(value)}`);
  } else if (Array.isArray(body.errors)) {
    parts.push(JSON.stringify(body.errors));
  }
  return cut(oneLine(parts.join('; ')));
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function cut(text: string): string {
  return text.length > DETAIL_LIMIT ? `${text.slice(0, DETAIL_LIMIT - 1)}…` : text;
}

function scrub(settings: Pick<HttpSettings, 'secrets'>, message: string): string {
  let result = message;
  for (const secret of settings.secrets) {
    if (secret.length >= 4) result = result.split(secret).join('[redacted]');
  }
  return result;
}

async function discard(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // Nothing to keep.
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The ticket of a label when the tracker has several (somebody copied one by hand): an open one
 * before a closed one, the oldest (lowest number) first.
 */
export function pickTicket(
  tickets: TicketRef[],
  number: (ticket: TicketRef) => number,
): TicketRef | undefined {
  const byAge = [...tickets].sort((a, b) => number(a) - number(b));
  return byAge.find((ticket) => ticket.state === 'open') ?? byAge[0];
}
