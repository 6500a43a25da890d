import type { IncomingHttpHeaders } from 'node:http';
import { MEMBER, MEMBERS_BARRIERS, STAFF, STAGING_TOKEN } from '@klarsicht/fixture-site';
import { signInAnswerOf } from '@klarsicht/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFixtureScanner } from '../../test-support/fixture-scanner.js';
import { type RouteServer, startRouteServer } from '../../test-support/route-server.js';
import type { PageReport, ScanOptions, ScanReport } from '../report/types.js';

const fixture = useFixtureScanner({ pages: 'members' });
const base: ScanOptions = { allowPrivateAddresses: true, concurrency: 2, profile: 'wcag21aa' };

const form = (password: string, more: object = {}): ScanOptions['signIn'] => ({
  kind: 'form',
  loginUrl: fixture.site.url('/login'),
  username: MEMBER.username,
  password,
  ...more,
});

const pageAt = (report: ScanReport, path: string): PageReport | undefined =>
  report.pages.find((page) => new URL(page.url).pathname === path);
const violated = (page: PageReport | undefined, ruleId: string) =>
  page?.violations.some((finding) => finding.id === ruleId) ?? false;

describe('a scan that signs in with the site’s form', () => {
  it('crawls the member pages, finds their barriers, never follows the sign-out link and shows no password', async () => {
    const report = await fixture.scanner.scanSite(fixture.site.url('/'), {
      ...base,
      scope: { area: 'site' },
      signIn: form(MEMBER.password),
    });
    expect(report.failure).toBeUndefined();
    for (const [path, ruleId] of Object.entries(MEMBERS_BARRIERS)) {
      const page = pageAt(report, path);
      expect(page?.error, path).toBeUndefined();
      expect(new URL(page?.finalUrl ?? '').pathname, `${path} was not answered with the sign-in page`).toBe(
        path,
      );
      expect(violated(page, ruleId), `${ruleId} on ${path}`).toBe(true);
    }
    expect(fixture.site.requestsOf('/logout')).toBe(0);
    expect(JSON.stringify(report)).not.toContain(MEMBER.password);
  });

  it('fails the scan with its reason when the password is wrong, and checks nothing', async () => {
    const wrong = 'Falsches-Passwort-123';
    const report = await fixture.scanner.scanSite(fixture.site.url('/members/'), {
      ...base,
      signIn: form(wrong),
    });
    expect(report.failure?.code).toBe('sign_in_failed');
    expect(report.failure?.message).toMatch(/still shown after submitting/);
    // What the login page answered, in its own words: the owner sees the password was wrong.
    expect(signInAnswerOf(report.failure?.message ?? '')).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(report.pages).toEqual([]);
    expect(JSON.stringify(report)).not.toContain(wrong);
  });

  it('names the check that did not match, and the form it could not find', async () => {
    const unmatched = await fixture.scanner.scanPages([fixture.site.url('/members/')], {
      ...base,
      signIn: form(MEMBER.password, { successSelector: '#nicht-da' }),
    });
    expect(unmatched.failure?.message).toMatch(/the check for "#nicht-da" did not match after submitting/);

    const noForm = await fixture.scanner.scanPages([fixture.site.url('/members/')], {
      ...base,
      signIn: {
        ...form(MEMBER.password),
        loginUrl: fixture.site.url('/about.html'),
      } as ScanOptions['signIn'],
    });
    expect(noForm.failure?.code).toBe('sign_in_failed');
    expect(noForm.failure?.message).toMatch(/no sign-in form was found/);
  });

  it('accepts a proof by address and by selector', async () => {
    const report = await fixture.scanner.scanPages([fixture.site.url('/members/profil.html')], {
      ...base,
      signIn: form(MEMBER.password, { successUrl: '/members/', successSelector: 'a[href="/logout"]' }),
    });
    expect(report.failure).toBeUndefined();
    expect(violated(report.pages[0], 'label')).toBe(true);
  });

  it('refuses settings it cannot use before loading anything', async () => {
    const before = fixture.site.requests.length;
    const report = await fixture.scanner.scanPages([fixture.site.url('/members/')], {
      ...base,
      signIn: { kind: 'form', loginUrl: 'ftp://example.test/', username: '', password: 'x' },
    });
    expect(report.failure?.code).toBe('sign_in_failed');
    expect(report.failure?.message).toMatch(/user name is empty/);
    expect(fixture.site.requests.length).toBe(before);
  });
});

describe('a scan with a token, cookies or basic authentication', () => {
  let site: RouteServer;
  let other: RouteServer;
  const seen: { site: IncomingHttpHeaders[]; other: IncomingHttpHeaders[] } = { site: [], other: [] };

  beforeAll(async () => {
    // Another host is another site: what the token and the cookie must never reach.
    other = await startRouteServer(
      {
        '/pixel.svg': (request, response) => {
          seen.other.push(request.headers);
          response
            .writeHead(200, { 'content-type': 'image/svg+xml' })
            .end('<svg xmlns="http://www.w3.org/2000/svg"/>');
        },
      },
      '127.0.0.2',
    );
    site = await startRouteServer({
      '/bericht.pdf': (request, response) => {
        if (request.headers.authorization !== 'Bearer abc-123-token') {
          response.writeHead(401, { 'content-type': 'text/plain' }).end('sign in first');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4\n%%EOF\n');
      },
      '/': (request, response) => {
        seen.site.push(request.headers);
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><html lang="de"><head><title>Staging</title></head><body><main><h1>Staging</h1><img alt="" src="${other.origin}/pixel.svg"></main></body></html>`,
          );
      },
    });
  });
  afterAll(async () => {
    await site?.close();
    await other?.close();
  });

  it('sends headers and cookies to the scanned site only', async () => {
    const report = await fixture.scanner.scanPages([`${site.origin}/`], {
      ...base,
      signIn: {
        kind: 'headers',
        headers: { Authorization: 'Bearer abc-123-token' },
        cookies: [{ name: 'sitzung', value: 'xyz789' }],
      },
    });
    expect(report.failure).toBeUndefined();
    expect(seen.site.at(-1)?.authorization).toBe('Bearer abc-123-token');
    expect(seen.site.at(-1)?.cookie).toContain('sitzung=xyz789');
    expect(seen.other.length).toBeGreaterThan(0);
    for (const headers of seen.other) {
      expect(headers.authorization).toBeUndefined();
      expect(headers.cookie ?? '').not.toContain('xyz789');
    }
    expect(JSON.stringify(report)).not.toContain('abc-123-token');
  });

  it('downloads documents of the site signed in as well', async () => {
    const signIn: ScanOptions['signIn'] = {
      kind: 'headers',
      headers: { Authorization: 'Bearer abc-123-token' },
    };
    const signedIn = await fixture.scanner.scanPages([`${site.origin}/bericht.pdf`], { ...base, signIn });
    expect(signedIn.pages[0]).toMatchObject({ kind: 'document' });
    expect(signedIn.pages[0]?.error).toBeUndefined();
    const anonymous = await fixture.scanner.scanPages([`${site.origin}/bericht.pdf`], base);
    expect(anonymous.pages[0]?.error).toMatchObject({ code: 'http_error', status: 401 });
  });

  it('reaches the member area with a bearer token, and the staff area with basic authentication', async () => {
    const token = await fixture.scanner.scanPages([fixture.site.url('/members/')], {
      ...base,
      signIn: { kind: 'headers', headers: { Authorization: `Bearer ${STAGING_TOKEN}` } },
    });
    expect(violated(token.pages[0], 'image-alt')).toBe(true);

    const basic = await fixture.scanner.scanPages([fixture.site.url('/staff/')], {
      ...base,
      signIn: { kind: 'basic', ...STAFF },
    });
    expect(basic.pages[0]?.error).toBeUndefined();
    expect(violated(basic.pages[0], 'image-alt')).toBe(true);

    const anonymous = await fixture.scanner.scanPages([fixture.site.url('/staff/')], base);
    expect(anonymous.failure).toMatchObject({ code: 'http_error', status: 401 });
  });
});
