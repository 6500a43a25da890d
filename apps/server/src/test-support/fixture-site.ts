import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny website on 127.0.0.1 with known accessibility problems, for scans in server tests.
 * `/` has exactly two violated rules (image-alt and label, both critical) and links to
 * `/about.html`, which has none. `/slow.html` is the about page, answered after `slowDelayMs`.
 * `/chain/1.html` … `/chain/8.html` link each to the next only (so a crawl can find page n + 1 only
 * through page n), each with one image lacking a text alternative, answered after `chainDelayMs`.
 */

export const CHAIN_PAGES = 8;

function chainPage(n: number): string {
  const next = n < CHAIN_PAGES ? `<p><a href="/chain/${n + 1}.html">Page ${n + 1}</a></p>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Chain page ${n}</title></head>
<body>
<main>
<h1>Page ${n} of the chain</h1>
<img src="/pixel.png" width="10" height="10">
${next}
</main>
</body>
</html>`;
}

export const FIXTURE_VIOLATED_RULES = ['image-alt', 'label'] as const;

const PAGES: Record<string, string> = {
  '/': `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Fixture home</title></head>
<body>
<header><p>Fixture shop</p></header>
<main>
<h1>Welcome</h1>
<p>A page with two known problems.</p>
<img src="/pixel.png" width="10" height="10">
<form><input type="text" name="q"><button type="submit">Search</button></form>
<p><a href="/about.html">About us</a></p>
</main>
</body>
</html>`,
  '/about.html': `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>About the fixture</title></head>
<body>
<main>
<h1>About</h1>
<p>Nothing wrong here.</p>
<p><a href="/">Home</a></p>
</main>
</body>
</html>`,
};

// 1×1 transparent PNG.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface FixtureSite {
  origin: string;
  url(path?: string): string;
  /** Page requests so far (HTML only), for counting how often pages were fetched. */
  pageRequests: number;
  /** How long /slow.html takes to answer. */
  slowDelayMs: number;
  /** How long each /chain/ page takes to answer. */
  chainDelayMs: number;
  /** How often the page at `path` was requested. */
  requestsOf(path: string): number;
  close(): Promise<void>;
}

export async function startFixtureSite(): Promise<FixtureSite> {
  const site = { pageRequests: 0, slowDelayMs: 30_000, chainDelayMs: 0 };
  const requests = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const answerLater = (response: ServerResponse, delayMs: number, html: string) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    }, delayMs);
    timers.add(timer);
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    if (path === '/pixel.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(PIXEL);
      return;
    }
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('User-agent: *\nAllow: /\n');
      return;
    }
    requests.set(path, (requests.get(path) ?? 0) + 1);
    if (path === '/slow.html') {
      site.pageRequests++;
      answerLater(response, site.slowDelayMs, PAGES['/about.html']!);
      return;
    }
    const chain = /^\/chain\/(\d+)\.html$/.exec(path);
    const chainIndex = chain ? Number(chain[1]) : 0;
    if (chainIndex >= 1 && chainIndex <= CHAIN_PAGES) {
      site.pageRequests++;
      answerLater(response, site.chainDelayMs, chainPage(chainIndex));
      return;
    }
    const page = PAGES[path];
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><html lang="en"><title>Not found</title><h1>Not found</h1></html>');
      return;
    }
    site.pageRequests++;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  // Keep-alive sockets from the browser must not hold close() up.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path = '/') => `${origin}${path}`,
    get pageRequests() {
      return site.pageRequests;
    },
    get slowDelayMs() {
      return site.slowDelayMs;
    },
    set slowDelayMs(value: number) {
      site.slowDelayMs = value;
    },
    get chainDelayMs() {
      return site.chainDelayMs;
    },
    set chainDelayMs(value: number) {
      site.chainDelayMs = value;
    },
    requestsOf: (path) => requests.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
