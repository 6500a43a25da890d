import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteHandler, type RouteServer, startRouteServer } from '../../test-support/route-server.js';
import type { PageReport, ScanOptions } from '../report/types.js';
import { createScanner, type Scanner } from '../scan/scanner.js';

/*
 * A site whose sessions end after a few pages: every later page redirects to its sign-in page, as a
 * site does whose session expires or that signs a user out elsewhere.
 */

const USER = { username: 'pruefung@example.org', password: 'Sitzung-2026!' };
const PAGES = ['a', 'b', 'c', 'd', 'e'].map((name) => `/konto/${name}.html`);
/** Pages a session may load, the landing page after signing in among them. */
const PAGES_PER_SESSION = 3;

const html = (title: string, body: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

const LOGIN = html(
  'Anmelden',
  `<form method="post" action="/login"><label>E-Mail <input name="email" type="email" autocomplete="username"></label>
<label>Passwort <input name="passwort" type="password" autocomplete="current-password"></label>
<button type="submit">Anmelden</button></form>`,
);

interface SessionSite {
  server: RouteServer;
  /** Sign-ins accepted so far. */
  signIns(): number;
}

/** `acceptedSignIns`: sign-ins the site accepts before it refuses the account (locked). */
async function startSessionSite(acceptedSignIns: number): Promise<SessionSite> {
  const sessions = new Map<string, number>();
  let signIns = 0;
  const member =
    (title: string, body: string): RouteHandler =>
    (request, response) => {
      const sid = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
      const left = sid === undefined ? 0 : (sessions.get(sid) ?? 0);
      if (left <= 0) {
        response.writeHead(302, { location: `/login?next=${encodeURIComponent(request.url ?? '/')}` }).end();
        return;
      }
      sessions.set(sid!, left - 1);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html(title, body));
    };
  const login = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(LOGIN);
      return;
    }
    let body = '';
    for await (const chunk of request) body += chunk;
    const form = new URLSearchParams(body);
    const valid = form.get('email') === USER.username && form.get('passwort') === USER.password;
    if (!valid || signIns >= acceptedSignIns) {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(LOGIN.replace('<form', '<p role="alert">Das Konto ist gesperrt.</p><form'));
      return;
    }
    signIns++;
    const sid = `s${signIns}`;
    sessions.set(sid, PAGES_PER_SESSION);
    response.writeHead(302, { location: '/konto/', 'set-cookie': `sid=${sid}; Path=/; HttpOnly` }).end();
  };
  const server = await startRouteServer({
    '/login': (request, response) => void login(request, response),
    '/konto/': member(
      'Konto',
      `<ul>${PAGES.map((path) => `<li><a href="${path}">Seite ${path.slice(7, 8).toUpperCase()}</a></li>`).join('')}</ul>`,
    ),
    ...Object.fromEntries(
      PAGES.map((path) => [
        path,
        member(`Seite ${path.slice(7, 8).toUpperCase()}`, '<img src="/bild.png"><a href="/konto/">Konto</a>'),
      ]),
    ),
  });
  return { server, signIns: () => signIns };
}

const pathOf = (address: string | undefined) => (address ? new URL(address).pathname : undefined);

let scanner: Scanner;
beforeAll(() => {
  scanner = createScanner();
});
afterAll(async () => {
  await scanner?.close();
});

async function scanMembers(site: SessionSite): Promise<Map<string, PageReport>> {
  const options: ScanOptions = {
    allowPrivateAddresses: true,
    respectRobotsTxt: false,
    profile: 'wcag21aa',
    concurrency: 2,
    signIn: { kind: 'form', loginUrl: `${site.server.origin}/login`, ...USER },
  };
  const report = await scanner.scanSite(`${site.server.origin}/konto/`, options);
  expect(report.failure).toBeUndefined();
  expect(JSON.stringify(report)).not.toContain(USER.password);
  return new Map(report.pages.map((page) => [pathOf(page.url) ?? '', page]));
}

describe('a site that ends the scan’s session mid-crawl', () => {
  let site: SessionSite;
  afterAll(async () => {
    await site?.server.close();
  });

  it('is signed in to again, and every page is checked under its own address', async () => {
    site = await startSessionSite(Number.POSITIVE_INFINITY);
    const pages = await scanMembers(site);
    expect([...pages.keys()].sort()).toEqual(['/konto/', ...PAGES].sort());
    for (const [path, page] of pages) {
      expect(page.error, path).toBeUndefined();
      expect(pathOf(page.finalUrl), `${path} was answered with the sign-in page`).toBe(path);
      expect(page.title, path).not.toBe('Anmelden');
    }
    for (const path of PAGES) {
      expect(pages.get(path)?.violations.map((finding) => finding.id)).toContain('image-alt');
    }
    // Six pages, three a session: the first sign-in and at least one more.
    expect(site.signIns()).toBeGreaterThan(1);
  });
});

describe('a site that ends the session and then refuses to sign in again', () => {
  let site: SessionSite;
  afterAll(async () => {
    await site?.server.close();
  });

  it('reports the pages after the end as not checked, with the reason, never the sign-in page', async () => {
    site = await startSessionSite(1);
    const pages = await scanMembers(site);
    const checked = [...pages.values()].filter((page) => !page.error);
    const unchecked = [...pages.values()].filter((page) => page.error);
    // The landing page took one of the session's three loads: the start page and one more are checked.
    expect(checked.length).toBe(PAGES_PER_SESSION - 1);
    for (const page of checked) expect(pathOf(page.finalUrl)).toBe(pathOf(page.url));
    expect(unchecked.length).toBeGreaterThan(0);
    for (const page of unchecked) {
      expect(page.error?.code).toBe('sign_in_failed');
      expect(page.error?.message).toMatch(/ended the scan's session/);
      expect(page.violations).toEqual([]);
    }
    expect(site.signIns()).toBe(1);
  });
});
