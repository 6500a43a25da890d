import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closedPort,
  type RouteHandler,
  type RouteServer,
  redirect,
  startRouteServer,
  text,
} from '../../test-support/route-server.js';
import type { FetchTextOptions } from '../net/guarded-http.js';
import { KLARSICHT_USER_AGENT_TOKEN, loadRobotsPolicy } from './robots.js';

const fetchOptions: FetchTextOptions = {
  allowPrivateAddresses: true,
  timeoutMs: 2_000,
  maxBytes: 100_000,
  userAgent: 'Mozilla/5.0 (compatible; Klarsicht/0.1)',
};

const ROBOTS_WITH_KLARSICHT_GROUP = `# comments are ignored
User-agent: *
Disallow: /private
Crawl-delay: 5

User-agent: Klarsicht
Disallow: /no-klarsicht
Allow: /no-klarsicht/public
Crawl-delay: 2

Sitemap: /sitemap_index.xml
Sitemap: https://cdn.example.test/sitemaps/pages.xml
`;

let site: RouteServer;
let answerRobots: RouteHandler;

beforeAll(async () => {
  site = await startRouteServer({
    '/robots.txt': (request, response) => answerRobots(request, response),
    '/real-robots.txt': text('User-agent: *\nDisallow: /moved-rules\n'),
  });
});

beforeEach(() => {
  answerRobots = text(ROBOTS_WITH_KLARSICHT_GROUP);
});

afterAll(async () => {
  await site.close();
});

describe('loadRobotsPolicy', () => {
  it('exports the token we answer to', () => {
    expect(KLARSICHT_USER_AGENT_TOKEN).toBe('Klarsicht');
  });

  it('follows the Klarsicht group, which replaces the * group', async () => {
    const policy = await loadRobotsPolicy(site.origin, fetchOptions);
    expect(policy.source).toBe('parsed');
    expect(policy.status).toBe(200);
    expect(policy.isAllowed(`${site.origin}/`)).toBe(true);
    expect(policy.isAllowed(`${site.origin}/no-klarsicht`)).toBe(false);
    expect(policy.isAllowed(`${site.origin}/no-klarsicht/page?x=1`)).toBe(false);
    expect(policy.isAllowed(`${site.origin}/no-klarsicht/public`)).toBe(true);
    // Only the most specific group applies (RFC 9309 §2.2.1): /private is for others.
    expect(policy.isAllowed(`${site.origin}/private`)).toBe(true);
    expect(policy.crawlDelaySeconds).toBe(2);
  });

  it('lists sitemaps as absolute URLs', async () => {
    const policy = await loadRobotsPolicy(site.origin, fetchOptions);
    expect(policy.sitemaps).toEqual([
      `${site.origin}/sitemap_index.xml`,
      'https://cdn.example.test/sitemaps/pages.xml',
    ]);
  });

  it('falls back to the * group when there is no Klarsicht group', async () => {
    answerRobots = text('User-agent: *\nDisallow: /private\n\nUser-agent: OtherBot\nDisallow: /\n');
    const policy = await loadRobotsPolicy(site.origin, fetchOptions);
    expect(policy.isAllowed(`${site.origin}/private/x`)).toBe(false);
    expect(policy.isAllowed(`${site.origin}/public`)).toBe(true);
    expect(policy.crawlDelaySeconds).toBeUndefined();
    expect(policy.sitemaps).toEqual([]);
  });

  it('judges same-site URLs on another scheme or www. by the same rules', async () => {
    const policy = await loadRobotsPolicy(site.origin, fetchOptions);
    const httpsVariant = site.origin.replace('http:', 'https:');
    expect(policy.isAllowed(`${httpsVariant}/no-klarsicht`)).toBe(false);
    expect(policy.isAllowed(`${httpsVariant}/allowed`)).toBe(true);
  });

  it('follows redirects to robots.txt elsewhere', async () => {
    answerRobots = redirect('/real-robots.txt', 301);
    const policy = await loadRobotsPolicy(site.origin, fetchOptions);
    expect(policy.isAllowed(`${site.origin}/moved-rules`)).toBe(false);
    expect(policy.isAllowed(`${site.origin}/other`)).toBe(true);
  });

  it('allows everything when robots.txt is missing (404) or forbidden (403)', async () => {
    for (const status of [404, 403, 410]) {
      answerRobots = text('gone', 'text/plain', status);
      const policy = await loadRobotsPolicy(site.origin, fetchOptions);
      expect(policy).toMatchObject({ source: 'not_found', status, sitemaps: [] });
      expect(policy.isAllowed(`${site.origin}/anything`)).toBe(true);
    }
  });

  it('disallows everything on 5xx and 429, as RFC 9309 requires, and says why', async () => {
    for (const status of [500, 503, 429]) {
      answerRobots = text('busy', 'text/plain', status);
      const policy = await loadRobotsPolicy(site.origin, fetchOptions);
      expect(policy).toMatchObject({ source: 'server_error', status });
      expect(policy.note).toContain(String(status));
      expect(policy.isAllowed(`${site.origin}/`)).toBe(false);
    }
  });

  it('allows everything when the host cannot be reached (the pages will report why)', async () => {
    const port = await closedPort();
    const policy = await loadRobotsPolicy(`http://127.0.0.1:${port}`, fetchOptions);
    expect(policy.source).toBe('unreachable');
    expect(policy.note).toContain('unreachable');
    expect(policy.isAllowed(`http://127.0.0.1:${port}/`)).toBe(true);
  });

  it('does not fetch robots.txt from a forbidden address', async () => {
    const before = site.hits.length;
    const policy = await loadRobotsPolicy(site.origin, { ...fetchOptions, allowPrivateAddresses: false });
    expect(policy.source).toBe('unreachable');
    expect(policy.note).toContain('private_address');
    expect(site.hits.length).toBe(before);
  });

  it('treats a robots.txt that times out as unreachable', async () => {
    const pending: Array<() => void> = [];
    answerRobots = (_request, response) => {
      pending.push(() => response.end());
    };
    const policy = await loadRobotsPolicy(site.origin, { ...fetchOptions, timeoutMs: 200 });
    expect(policy.source).toBe('unreachable');
    expect(policy.note).toContain('timeout');
    for (const finish of pending) finish();
  });

  it('parses only the first 512 KiB of a huge robots.txt', async () => {
    const filler = `# ${'x'.repeat(1000)}\n`.repeat(600); // ~600 KB of comments
    answerRobots = text(`User-agent: *\nDisallow: /early\n${filler}Disallow: /late\n`);
    const policy = await loadRobotsPolicy(site.origin, fetchOptions);
    expect(policy.isAllowed(`${site.origin}/early`)).toBe(false);
    expect(policy.isAllowed(`${site.origin}/late`)).toBe(true);
    expect(policy.note).toContain('longer than');
  });
});
