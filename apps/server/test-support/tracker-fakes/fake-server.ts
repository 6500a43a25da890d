import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The plumbing the three tracker fakes share: a node:http server on 127.0.0.1 that records every
 * request, can be told to fail or to stall the next ones, and answers JSON.
 */

export interface RecordedRequest {
  method: string;
  /** The path as sent, without the query (percent-encoding kept: GitLab's `group%2Fproject`). */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  /** The status the fake answered. */
  status: number;
}

export interface FakeRequest {
  method: string;
  /** The path's segments, each percent-decoded (split before decoding). */
  segments: string[];
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  /** The body as multipart form data (throws when it is not). */
  form(): Promise<FormData>;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeControls {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** The next `count` requests answer `status` with the vendor's error body holding `message`. */
  failNext(count: number, status?: number, message?: string, headers?: Record<string, string>): void;
  /** The next `count` requests get no answer at all (until the fake closes): a client's timeout. */
  stallNext(count: number): void;
  close(): Promise<void>;
}

export async function startFakeServer(
  handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
  errorBody: (message: string) => unknown,
): Promise<FakeControls> {
  const requests: RecordedRequest[] = [];
  let failures = {
    remaining: 0,
    status: 500,
    message: 'The fake was told to fail.',
    headers: {} as Record<string, string>,
  };
  let stalls = 0;

  const server = createServer((request, response) => {
    readBody(request)
      .then(async (rawBody) => {
        const target = new URL(request.url ?? '/', 'http://fake');
        const record: RecordedRequest = {
          method: request.method ?? 'GET',
          path: target.pathname,
          query: target.searchParams,
          headers: request.headers,
          rawBody,
          status: 0,
        };
        requests.push(record);
        if (stalls > 0) {
          stalls -= 1;
          return;
        }
        let answer: FakeAnswer;
        if (failures.remaining > 0) {
          failures = { ...failures, remaining: failures.remaining - 1 };
          answer = { status: failures.status, body: errorBody(failures.message), headers: failures.headers };
        } else {
          answer = await handle({
            method: record.method,
            segments: splitPath(target.pathname),
            query: target.searchParams,
            headers: request.headers,
            rawBody,
            form: () => parseForm(request.headers['content-type'], rawBody),
          });
        }
        record.status = answer.status;
        send(response, answer);
      })
      .catch((error: unknown) => {
        send(response, { status: 500, body: errorBody(`the fake failed: ${String(error)}`) });
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count, status = 500, message = 'The fake was told to fail.', headers = {}) {
      failures = { remaining: count, status, message, headers };
    },
    stallNext(count) {
      stalls = count;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** What a receiver answered to a webhook a fake sent. */
export interface WebhookResponse {
  status: number;
  body: string;
}

/** A webhook as the tracker would send it: headers with the vendor's signature, and the body. */
export interface SignedDelivery {
  headers: Record<string, string>;
  body: string;
}

export interface WebhookTarget {
  url: string;
  secret: string;
}

export async function deliver(url: string, delivery: SignedDelivery): Promise<WebhookResponse> {
  const response = await fetch(url, { method: 'POST', headers: delivery.headers, body: delivery.body });
  return { status: response.status, body: await response.text() };
}

/** The JSON body, or undefined when there is none or it does not parse. */
export function jsonBody(request: FakeRequest): unknown {
  const text = request.rawBody.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function mediaType(headers: IncomingHttpHeaders): string {
  return (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function splitPath(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

async function parseForm(contentType: string | undefined, rawBody: Buffer): Promise<FormData> {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data'))
    throw new Error('not multipart/form-data');
  return new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(rawBody),
  }).formData();
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, answer: FakeAnswer): void {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.body === undefined) {
    response.writeHead(answer.status, headers).end();
    return;
  }
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  headers['content-type'] ??=
    typeof answer.body === 'string' ? 'text/plain' : 'application/json; charset=utf-8';
  response.writeHead(answer.status, headers).end(text);
}
