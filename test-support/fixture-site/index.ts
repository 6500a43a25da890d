import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_BARRIERS, APP_CONTENT_DELAY_MS, handleApp } from './app-pages.js';
import {
  CHECKOUT_BARRIERS,
  CHECKOUT_PATHS,
  CHECKOUT_RECORDING_ORIGIN,
  CHECKOUT_TITLES,
  checkoutRecording,
  checkoutWrongSelectorRecording,
  handleCheckout,
} from './checkout-pages.js';
import { CONSENT_PAGES } from './consent-pages.js';
import { ENGINE_PAGES, VIOLATIONS_PAGE } from './engine-pages.js';
import { handleLibrary, LIBRARY_BROKEN_LINKS } from './library-pages.js';
import {
  handleMembers,
  MEMBER,
  MEMBERS_BARRIERS,
  newMembersState,
  STAFF,
  STAGING_TOKEN,
} from './members-pages.js';
import { CHAIN_PAGES, chainPage, SHOP_ABOUT_PAGE, SHOP_HOME_VIOLATIONS, SHOP_PAGES } from './shop-pages.js';

export * from './consent-pages.js';
export {
  APP_BARRIERS,
  APP_CONTENT_DELAY_MS,
  CHAIN_PAGES,
  CHECKOUT_BARRIERS,
  CHECKOUT_PATHS,
  CHECKOUT_RECORDING_ORIGIN,
  CHECKOUT_TITLES,
  checkoutRecording,
  checkoutWrongSelectorRecording,
  ENGINE_PAGES,
  LIBRARY_BROKEN_LINKS,
  MEMBER,
  MEMBERS_BARRIERS,
  SHOP_HOME_VIOLATIONS,
  SHOP_PAGES,
  STAFF,
  STAGING_TOKEN,
  VIOLATIONS_PAGE,
};

/**
 * The one fixture site of the tests, served on 127.0.0.1. Two page sets on the same server code:
 * - `engine` (the scanner's tests): pages with known violations, robots.txt with disallowed paths,
 *   a sitemap index, a redirect, a 404, a 500, a bot challenge, a PDF, an iframe, shadow DOM, a page
 *   that navigates away, a page with a strict CSP and a page that hangs.
 * - `shop` (server and end-to-end tests): a home page with four known violations that links nowhere,
 *   and an about page without any that links home; no sitemap, so a site scan finds only these.
 * - `app` (single-page app tests): two apps that render after a late request, one routing by the
 *   History API, one by the fragment (see app-pages.ts).
 * - `members` (sign-in tests): a club's site with a member area behind a sign-in form, a bearer
 *   token or basic authentication (see members-pages.ts).
 * - `library` (pages that cannot be checked, one document at several addresses): broken links, a
 *   redirect, a canonical link and an `/index.html` twin (see library-pages.ts).
 * - `checkout` (user flow tests): a German tea shop whose two barriers exist only after a user's
 *   action, in a cart dialog a script opens and in an error message after a failed submit, with the
 *   Recorder exports that reach them (see checkout-pages.ts).
 * Both have `/slow.html` (the about page, answered after `slowDelayMs`) and the `/chain/` pages
 * (answered after `chainDelayMs`), which nothing links to but each other, and the pages behind
 * consent banners under `/consent/` (see consent-pages.ts).
 */
export interface FixtureSite {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  url(path?: string): string;
  /** Paths requested so far, in order (for asserting what was and was not fetched). */
  requests: string[];
  /** How often `path` was requested. */
  requestsOf(path: string): number;
  /** HTML pages answered or being answered so far. */
  readonly pageRequests: number;
  /** How long /slow.html takes to answer; may be changed while the site runs. */
  slowDelayMs: number;
  /** How long each /chain/ page takes to answer; may be changed while the site runs. */
  chainDelayMs: number;
  close(): Promise<void>;
}

export interface FixtureSiteOptions {
  pages?: 'engine' | 'shop' | 'members' | 'app' | 'library' | 'checkout';
  slowDelayMs?: number;
  chainDelayMs?: number;
}

const CHALLENGE_PAGE = `<!doctype html><html lang="en"><head><title>Just a moment...</title></head>
<body><div id="challenge-platform"></div><script>window._cf_chl_opt = { cType: 'managed' };</script>
<noscript>Please enable cookies.</noscript></body></html>`;

const NOT_FOUND = '<!doctype html><html lang="en"><title>Not found</title><h1>Not found</h1></html>';

// 1×1 transparent PNG.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A page whose script blocks its main thread for a minute at the first Tab key: the keyboard walk
 * runs out of time and the later browser checks meet a page that no longer answers. Nothing links
 * to it, on every set of pages.
 */
const STALLS_ON_TAB_PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Hängt bei Tab</title></head>
<body><main><h1>Hängt bei der Tabulatortaste</h1><p>Zwei Knöpfe, die niemand per Tastatur erreicht.</p>
<button type="button">Erster Knopf</button> <button type="button">Zweiter Knopf</button></main>
<script>addEventListener('keydown', (event) => { if (event.key !== 'Tab') return; const end = Date.now() + 60000; while (Date.now() < end) {} });</script>
</body></html>`;

export async function startFixtureSite(options: FixtureSiteOptions = {}): Promise<FixtureSite> {
  const engine = (options.pages ?? 'engine') === 'engine';
  const members = options.pages === 'members' ? newMembersState() : undefined;
  const pages = engine ? ENGINE_PAGES : SHOP_PAGES;
  const slowPage = engine ? (ENGINE_PAGES['/about.html'] ?? '') : SHOP_ABOUT_PAGE;
  const requests: string[] = [];
  const counts = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const state = {
    pageRequests: 0,
    slowDelayMs: options.slowDelayMs ?? 30_000,
    chainDelayMs: options.chainDelayMs ?? 0,
  };
  let origin = '';

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    requests.push(path);
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const html = (status: number, body: string, headers: Record<string, string> = {}) => {
      if (status === 200) state.pageRequests++;
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      response.end(body);
    };
    const later = (delayMs: number, body: string) => {
      state.pageRequests++;
      const timer = setTimeout(() => {
        timers.delete(timer);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(body);
      }, delayMs);
      timers.add(timer);
    };
    const text = (type: string, body: string | Buffer) => {
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    };

    if (path === '/robots.txt') {
      return text(
        'text/plain',
        engine
          ? `User-agent: *\nDisallow: /private/\nDisallow: /no-bots/\n\nSitemap: ${origin}/sitemap.xml\n`
          : 'User-agent: *\nAllow: /\n',
      );
    }
    if (members && handleMembers(members, request, response, path)) return;
    if (
      options.pages === 'app' &&
      handleApp(response, new URL(request.url ?? '/', 'http://fixture'), timers)
    ) {
      return;
    }
    if (options.pages === 'library' && handleLibrary(response, path)) return;
    if (options.pages === 'checkout' && handleCheckout(request, response, path)) return;
    if (path === '/slow.html') return later(state.slowDelayMs, slowPage);
    const chain = /^\/chain\/(\d+)\.html$/.exec(path);
    const link = chain ? Number(chain[1]) : 0;
    if (link >= 1 && link <= CHAIN_PAGES) return later(state.chainDelayMs, chainPage(link));
    if (path === '/pixel.png') return text('image/png', PIXEL);
    if (path === '/stalls-on-tab.html') return html(200, STALLS_ON_TAB_PAGE);
    // A PDF no reader can open (checked as a document, "could not be read"); linked only by the engine set.
    if (path === '/katalog.pdf') return text('application/pdf', '%PDF-1.4\n%%EOF\n');
    if (/\.(png|jpe?g|gif|svg|ico)$/.test(path)) {
      return text('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    }
    if (engine) {
      switch (path) {
        case '/sitemap.xml':
          return text(
            'application/xml',
            `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>${origin}/sitemap-pages.xml</loc></sitemap>
</sitemapindex>`,
          );
        case '/sitemap-pages.xml':
          return text(
            'application/xml',
            `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${origin}/</loc></url>
  <url><loc>${origin}/only-in-sitemap.html</loc></url>
  <url><loc>${origin}/private/secret.html</loc></url>
  <url><loc>https://other.example.test/page.html</loc></url>
</urlset>`,
          );
        case '/redirect':
          response.writeHead(301, { location: '/about.html' });
          response.end();
          return;
        case '/server-error':
          return html(500, '<!doctype html><title>Error</title><h1>Internal Server Error</h1>');
        case '/challenge':
          return html(403, CHALLENGE_PAGE);
        case '/no-bots/page.html':
          return html(200, slowPage);
        case '/strict-csp.html':
          return html(200, ENGINE_PAGES[path] ?? '', {
            'content-security-policy': "default-src 'none'; img-src 'self'",
          });
      }
    }
    const page = pages[path] ?? CONSENT_PAGES[path];
    return page ? html(200, page) : html(404, NOT_FOUND);
  };

  const server = createServer(handle);
  // Keep-alive sockets from the browser must not hold close() up.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path = '/') => new URL(path, origin).href,
    requests,
    requestsOf: (path) => counts.get(path) ?? 0,
    get pageRequests() {
      return state.pageRequests;
    },
    get slowDelayMs() {
      return state.slowDelayMs;
    },
    set slowDelayMs(value: number) {
      state.slowDelayMs = value;
    },
    get chainDelayMs() {
      return state.chainDelayMs;
    },
    set chainDelayMs(value: number) {
      state.chainDelayMs = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
