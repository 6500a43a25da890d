import type { FieldError, Problem } from '@klarsicht/contracts';

/**
 * The API answered with an error status. `problem` holds the RFC 9457 body when there is one;
 * the UI translates by its stable `code`, never by the server's English `title`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
    /** From a `Retry-After` header (seconds or an HTTP date): when asking again makes sense. */
    readonly retryAfterSeconds?: number,
  ) {
    super(problem?.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.problem?.code;
  }

  get fieldErrors(): FieldError[] {
    return this.problem?.errors ?? [];
  }
}

/** The request never got an answer (offline, server down, CORS…). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

// Type-only imports keep zod (which the contracts use at run time) out of the home route's bundle,
// so answers are checked by these small guards instead of the schemas.
function isProblem(body: unknown): body is Problem {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string' &&
    typeof (body as { status?: unknown }).status === 'number'
  );
}

export interface ApiRequest extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as the raw body, with its own type (an uploaded picture). */
  blob?: Blob;
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { json, blob, headers, ...init } = request;
  const finalHeaders = new Headers(headers);
  finalHeaders.set('accept', 'application/json, application/problem+json');
  if (json !== undefined) finalHeaders.set('content-type', 'application/json');
  if (blob !== undefined) finalHeaders.set('content-type', blob.type);
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: finalHeaders,
      body: blob ?? (json === undefined ? null : JSON.stringify(json)),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const body: unknown = await readJson(response);
  if (!response.ok) {
    throw new ApiError(response.status, isProblem(body) ? body : undefined, retryAfterSeconds(response));
  }
  return body as T;
}

/** `Retry-After` holds either a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(response: Response, now = Date.now()): number | undefined {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204 || !type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
