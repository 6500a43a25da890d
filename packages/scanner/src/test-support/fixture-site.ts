import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FIXTURE_PAGES } from './fixture-pages.js';

export { FIXTURE_PAGES, VIOLATIONS_PAGE } from './fixture-pages.js';

export interface FixtureSite {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  url(path: string): string;
  /** Paths requested so far, in order (for asserting what was and was not fetched). */
  requests: string[];
  close(): Promise<void>;
}

const CHALLENGE_PAGE = `<!doctype html><html lang="en"><head><title>Just a moment...</title></head>
<body><div id="challenge-platform"></div><script>window._cf_chl_opt = { cType: 'managed' };</script>
<noscript>Please enable cookies.</noscript></body></html>`;

/**
 * A small website served on 127.0.0.1 for tests: pages with known violations, robots.txt, a sitemap
 * index, a redirect, a 404, a 500, a slow page, a bot challenge, an iframe, shadow DOM, a page that
 * navigates away and a page with a strict CSP.
 */
export async function startFixtureSite(options: { slowPageDelayMs?: number } = {}): Promise<FixtureSite> {
  const requests: string[] = [];
  const slowDelay = options.slowPageDelayMs ?? 5_000;
  const timers = new Set<NodeJS.Timeout>();
  let origin = '';

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    requests.push(path);
    const html = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      response.end(body);
    };
    switch (path) {
      case '/robots.txt':
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(
          `User-agent: *\nDisallow: /private/\nDisallow: /no-bots/\n\nSitemap: ${origin}/sitemap.xml\n`,
        );
        return;
      case '/sitemap.xml':
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(`<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>${origin}/sitemap-pages.xml</loc></sitemap>
</sitemapindex>`);
        return;
      case '/sitemap-pages.xml':
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${origin}/</loc></url>
  <url><loc>${origin}/only-in-sitemap.html</loc></url>
  <url><loc>${origin}/private/secret.html</loc></url>
  <url><loc>https://other.example.test/page.html</loc></url>
</urlset>`);
        return;
      case '/redirect':
        response.writeHead(301, { location: '/about.html' });
        response.end();
        return;
      case '/server-error':
        return html(500, '<!doctype html><title>Error</title><h1>Internal Server Error</h1>');
      case '/challenge':
        return html(403, CHALLENGE_PAGE);
      case '/slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          html(200, FIXTURE_PAGES['/about.html']!);
        }, slowDelay);
        timers.add(timer);
        return;
      }
      case '/no-bots/page.html':
        return html(200, FIXTURE_PAGES['/about.html']!);
      case '/katalog.pdf':
        response.writeHead(200, { 'content-type': 'application/pdf' });
        response.end('%PDF-1.4\n%%EOF\n');
        return;
      case '/strict-csp.html':
        return html(200, FIXTURE_PAGES[path]!, {
          'content-security-policy': "default-src 'none'; img-src 'self'",
        });
    }
    if (/\.(png|jpe?g|gif|svg|ico)$/.test(path)) {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      return;
    }
    const page = FIXTURE_PAGES[path];
    if (page) return html(200, page);
    return html(404, '<!doctype html><html lang="en"><title>Not found</title><h1>Not found</h1></html>');
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => new URL(path, origin).href,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
