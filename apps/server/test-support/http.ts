import type { ScanEvent, ScanView } from '@klarsicht/contracts';

/** Small helpers for talking to a test server over real HTTP. */

/**
 * A parsed JSON answer. Tests read it field by field and compare with expectations, so it is
 * deliberately loose; the contract schemas are what the server is held to.
 */
// biome-ignore lint/suspicious/noExplicitAny: test answers are checked by assertions, not by types
export type JsonAnswer = any;

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; json: JsonAnswer }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, json: await readJson(response) };
}

export async function getJson(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; json: JsonAnswer }> {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, json: await readJson(response) };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ReceivedEvent {
  event: string;
  data: ScanEvent;
}

/** Reads a server-sent event stream until the server ends it (or `timeoutMs` passes). */
export async function readEventStream(
  url: string,
  options: { timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<{ status: number; contentType: string | null; events: ReceivedEvent[]; comments: number }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 60_000);
  const response = await fetch(url, { signal: controller.signal, headers: options.headers ?? {} });
  const events: ReceivedEvent[] = [];
  let comments = 0;
  try {
    if (!response.body) return { status: response.status, contentType: null, events, comments };
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (block.startsWith(':')) {
          comments++;
          continue;
        }
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (name && data) events.push({ event: name, data: JSON.parse(data) as ScanEvent });
      }
    }
  } finally {
    clearTimeout(timer);
  }
  return { status: response.status, contentType: response.headers.get('content-type'), events, comments };
}

/** Polls GET /api/scans/:id until the scan reaches a final status. */
export async function waitForScan(
  baseUrl: string,
  id: string,
  options: { timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<ScanView> {
  const timeoutMs = options.timeoutMs ?? 50_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status, json } = await getJson(`${baseUrl}/api/scans/${id}`, options.headers);
    if (status !== 200) throw new Error(`GET scan ${id} answered ${status}`);
    if (json.status === 'succeeded' || json.status === 'failed') return json as ScanView;
    if (Date.now() > deadline) throw new Error(`scan ${id} still ${json.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
