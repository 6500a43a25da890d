import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import { errorBody } from './stripe-double-objects.js';
import { answer, type DoubleAnswer, type Params } from './stripe-double-routes.js';
import { StripeDoubleState } from './stripe-double-state.js';

/**
 * A test double of the Stripe HTTP API on 127.0.0.1: a real server the official SDK talks to (point
 * it here with `clientOptions`), holding a Stripe account in memory. It checks the bearer key,
 * replays idempotent POSTs as Stripe does, records every request for assertions, and can be told to
 * fail the next requests.
 */

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. `/v1/customers/search`. */
  path: string;
  /** The URL as sent, query string included. */
  url: string;
  /** Query parameters (GET) or the form-encoded body (POST), parsed the way Stripe reads them. */
  params: Params;
  rawBody: string;
  headers: IncomingHttpHeaders;
  status: number;
}

export interface StripeDouble {
  readonly url: string;
  /** Settings for `new Stripe(key, { ...clientOptions })` that send the SDK here. */
  readonly clientOptions: { host: string; port: number; protocol: 'http' };
  readonly secretKey: string;
  readonly state: StripeDoubleState;
  readonly requests: RecordedRequest[];
  /** The next `count` requests answer `status` with an `api_error` body. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

export async function startStripeDouble(options: { secretKey?: string } = {}): Promise<StripeDouble> {
  const secretKey = options.secretKey ?? 'sk_test_double_0123456789abcdef';
  const requests: RecordedRequest[] = [];
  const idempotentAnswers = new Map<string, DoubleAnswer>();
  let failures: { remaining: number; status: number } = { remaining: 0, status: 500 };
  let url = '';
  const state = new StripeDoubleState(() => url);

  const server = createServer((request, response) => {
    readBody(request)
      .then((rawBody) => {
        const requestUrl = new URL(request.url ?? '/', 'http://double');
        const method = request.method ?? 'GET';
        const params = qs.parse(method === 'GET' ? requestUrl.search.slice(1) : rawBody, {
          depth: 10,
          arrayLimit: 1000,
        }) as Params;
        const result = respond(method, requestUrl.pathname, params, request.headers);
        requests.push({
          method,
          path: requestUrl.pathname,
          url: request.url ?? '/',
          params,
          rawBody,
          headers: request.headers,
          status: result.status,
        });
        send(response, result);
      })
      .catch((error: unknown) => {
        send(response, { status: 500, body: errorBody('api_error', `double failed: ${String(error)}`) });
      });
  });

  function respond(method: string, path: string, params: Params, headers: IncomingHttpHeaders): DoubleAnswer {
    if (failures.remaining > 0) {
      failures = { ...failures, remaining: failures.remaining - 1 };
      return { status: failures.status, body: errorBody('api_error', 'The double was told to fail.') };
    }
    if (headers.authorization !== `Bearer ${secretKey}`) {
      return {
        status: 401,
        body: errorBody(
          'authentication_error',
          `Invalid API Key provided: ${maskedKey(headers.authorization)}`,
        ),
      };
    }
    const idempotencyKey = method === 'POST' ? headers['idempotency-key'] : undefined;
    const replay = typeof idempotencyKey === 'string' ? idempotentAnswers.get(idempotencyKey) : undefined;
    if (replay) return replay;
    const result = answer(state, method, path, params);
    if (typeof idempotencyKey === 'string' && result.status < 500)
      idempotentAnswers.set(idempotencyKey, result);
    return result;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    clientOptions: { host: '127.0.0.1', port, protocol: 'http' },
    secretKey,
    state,
    requests,
    failNext(count, status = 500) {
      failures = { remaining: count, status };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, result: DoubleAnswer): void {
  response.writeHead(result.status, {
    'content-type': 'application/json',
    'request-id': `req_double_${randomUUID().slice(0, 8)}`,
  });
  response.end(JSON.stringify(result.body));
}

/** Stripe names a refused key in its message, masked but for the last four characters. */
function maskedKey(authorization: string | undefined): string {
  const key = authorization?.replace(/^Bearer /, '') ?? '';
  return `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
}
