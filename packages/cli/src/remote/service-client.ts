import type { Language, ProfileId } from '@klarsicht/scanner';
import {
  asProblem,
  isFindingsPage,
  isPageList,
  isServiceScan,
  type ServiceFinding,
  type ServicePage,
  type ServiceProblem,
  type ServiceScan,
} from './service-types.js';

/** Why talking to the service did not work; `code` is the service's problem code where it sent one. */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** Worth trying again (network trouble, 5xx): while following a scan, a blip must not fail a CI job. */
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export interface ServiceClientOptions {
  server: string;
  token: string;
  /** Aborts every request (Ctrl-C). */
  signal: AbortSignal;
  fetch?: typeof fetch;
  requestTimeoutMs?: number;
}

/** The service's maximum page size for findings. */
const FINDINGS_PAGE_SIZE = 200;

/** The few calls of the Klarsicht API a remote scan needs, authenticated with an API token. */
export class ServiceClient {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: ServiceClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.requestTimeoutMs ?? 30_000;
  }

  async createScan(request: { url: string; profile: ProfileId; scope: 'page' | 'site' }): Promise<string> {
    const body = await this.request('POST', '/api/scans', request);
    const id = (body as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') throw this.unexpected('POST /api/scans');
    return id;
  }

  async scan(id: string): Promise<ServiceScan> {
    const body = await this.request('GET', `/api/scans/${encodeURIComponent(id)}`);
    if (!isServiceScan(body)) throw this.unexpected('GET /api/scans/:id');
    return body;
  }

  async pages(id: string): Promise<ServicePage[]> {
    const body = await this.request('GET', `/api/scans/${encodeURIComponent(id)}/pages`);
    if (!isPageList(body)) throw this.unexpected('GET /api/scans/:id/pages');
    return body.items;
  }

  /** Every finding of the scan, page after page of the API's pagination, its texts in `lang`. */
  async findings(id: string, lang: Language): Promise<ServiceFinding[]> {
    const all: ServiceFinding[] = [];
    for (;;) {
      const query = `limit=${FINDINGS_PAGE_SIZE}&offset=${all.length}&lang=${lang}`;
      const body = await this.request('GET', `/api/scans/${encodeURIComponent(id)}/findings?${query}`);
      if (!isFindingsPage(body)) throw this.unexpected('GET /api/scans/:id/findings');
      all.push(...body.items);
      if (body.items.length === 0 || all.length >= body.total) return all;
    }
  }

  /** Where people can look the scan up (the API's view of it). */
  scanUrl(id: string): string {
    return `${this.options.server}/api/scans/${encodeURIComponent(id)}`;
  }

  private async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const url = `${this.options.server}${path}`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${this.options.token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        redirect: 'error',
        signal: AbortSignal.any([this.options.signal, AbortSignal.timeout(this.timeoutMs)]),
      });
    } catch (error) {
      if (this.options.signal.aborted) throw error;
      throw new ServiceError(
        `cannot reach the service at ${this.options.server}: ${networkReason(error, this.timeoutMs)}`,
        'unreachable',
        true,
      );
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (response.ok) {
      if (parsed === undefined) throw this.unexpected(`${method} ${path}`);
      return parsed;
    }
    throw refusal(asProblem(response.status, parsed));
  }

  private unexpected(call: string): ServiceError {
    return new ServiceError(
      `the answer to ${call} from ${this.options.server} is not the Klarsicht API's; check --server`,
      'bad_answer',
      false,
    );
  }
}

function refusal(problem: ServiceProblem): ServiceError {
  const code = problem.code ?? `http_${problem.status}`;
  const what = [problem.title, problem.detail].filter(Boolean).join(': ') || `HTTP ${problem.status}`;
  return new ServiceError(
    `the service refused: ${what} (${code}, HTTP ${problem.status})`,
    code,
    problem.status >= 500 || problem.status === 429,
  );
}

/** fetch's own message is just "fetch failed"; the cause says what happened (ECONNREFUSED, ENOTFOUND…). */
function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === 'string' && !cause.message.includes(code)
      ? `${code}: ${cause.message}`
      : cause.message;
  }
  return error instanceof Error ? error.message : String(error);
}
