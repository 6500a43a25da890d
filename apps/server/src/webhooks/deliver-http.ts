import http from 'node:http';
import https from 'node:https';
import { assertPublicHost, pinnedLookup, ScanError } from '@klarsicht/scanner/options';

/**
 * One POST of a delivery, through the network guard: the host is resolved and checked, and the
 * connection pinned to the checked addresses (no second lookup a rebinding name could answer
 * differently). Redirects are not followed: a receiver that moved says so with its status.
 */

/** What the delivery log keeps of an answer. */
export const RESPONSE_BODY_LIMIT = 2048;

export interface PostOutcome {
  /** The answer's status, when one came. */
  status?: number;
  /** The answer's first 2 kB, or what went wrong before one came. */
  body: string;
  durationMs: number;
  /** No answer: refused by the guard, unresolvable, unreachable, timed out. */
  error?: 'forbidden' | 'dns' | 'network' | 'timeout';
}

export interface PostOptions {
  allowPrivateAddresses: boolean;
  timeoutMs: number;
}

export async function postJson(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<PostOutcome> {
  const startedAt = Date.now();
  const url = new URL(target);
  let addresses: string[];
  try {
    addresses = await assertPublicHost(url.hostname, {
      allowPrivateAddresses: options.allowPrivateAddresses,
    });
  } catch (error) {
    if (!(error instanceof ScanError)) throw error;
    return {
      body: error.message,
      durationMs: Date.now() - startedAt,
      error: error.code === 'private_address' ? 'forbidden' : 'dns',
    };
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: Date.now() - startedAt });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinnedLookup(addresses),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Klarsicht-Webhooks/1',
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept >= RESPONSE_BODY_LIMIT) return;
          chunks.push(chunk);
          kept += chunk.length;
        });
        // An endless answer is not waited for: its start is all the log keeps.
        const done = () => {
          finish({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_BODY_LIMIT),
          });
          response.destroy();
        };
        response.on('end', done);
        response.on('error', done);
        response.on('data', () => {
          if (kept >= RESPONSE_BODY_LIMIT) done();
        });
      },
    );
    const timer = setTimeout(() => {
      finish({ body: `No answer within ${options.timeoutMs / 1000} s.`, error: 'timeout' });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish({ body: error.code ? `${error.code}: ${error.message}` : error.message, error: 'network' });
    });
    request.end(body);
  });
}
