import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RouteHandler,
  type RouteServer,
  startRouteServer,
  text,
} from '../../test-support/route-server.js';
import type { FetchTextOptions } from '../net/guarded-http.js';
import { collectSitemapUrls, MAX_SITEMAP_FILES, parseSitemap, sitemapCandidates } from './sitemaps.js';

const fetchOptions: FetchTextOptions = {
  allowPrivateAddresses: true,
  timeoutMs: 2_000,
  maxBytes: 1_000_000,
  userAgent: 'Mozilla/5.0 (compatible; Klarsicht/0.1)',
};

let site: RouteServer;
let origin = '';

const urlset = (...paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${path.startsWith('http') ? path : origin + path}</loc><lastmod>2025-01-01</lastmod></url>`).join('\n')}
</urlset>`;

const sitemapIndex = (...paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <sitemap><loc>${origin}${path}</loc></sitemap>`).join('\n')}
</sitemapindex>`;

/** Bodies are built per request, because they name the server's origin. */
const xml =
  (body: () => string): RouteHandler =>
  (request, response) =>
    text(body(), 'application/xml')(request, response);

beforeAll(async () => {
  site = await startRouteServer({
    '/sitemap_index.xml': xml(() =>
      sitemapIndex(
        '/sitemap-pages.xml',
        '/sitemap-posts.xml.gz',
        '/broken.xml',
        '/missing.xml',
        '/nested-index.xml',
      ),
    ),
    '/sitemap-pages.xml': xml(() =>
      urlset(
        '/',
        '/about',
        '/about/',
        '/about?utm_source=newsletter',
        '/kontakt?b=2&amp;a=1',
        'https://other.example.test/elsewhere',
        '/katalog.pdf',
      ),
    ),
    '/sitemap-posts.xml.gz': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/x-gzip' });
      response.end(gzipSync(urlset('/posts/1', '/posts/2')));
    },
    '/broken.xml': text('<urlset><url><loc>http://never/</loc></url>', 'application/xml'),
    '/nested-index.xml': xml(() => sitemapIndex('/deep-index.xml')),
    '/deep-index.xml': xml(() => sitemapIndex('/deepest.xml')),
    '/deepest.xml': xml(() => urlset('/too-deep')),
    '/many-index.xml': xml(() =>
      sitemapIndex(...Array.from({ length: 30 }, (_unused, index) => `/many/${index}.xml`)),
    ),
    ...Object.fromEntries(
      Array.from({ length: 30 }, (_unused, index) => [
        `/many/${index}.xml`,
        xml(() => urlset(`/many-page-${index}`)),
      ]),
    ),
    '/sitemap.txt': (request, response) =>
      text(`${origin}/text/1\n\n  ${origin}/text/2  \nnot a url\n`)(request, response),
    '/entities.xml': text(
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><urlset><url><loc>&lol2;</loc></url></urlset>',
      'application/xml',
    ),
  });
  origin = site.origin;
});

afterAll(async () => {
  await site.close();
});

function collect(urls: string[], limit = 100) {
  return collectSitemapUrls(urls, { limit, fetchOptions, sameSiteAs: `${origin}/` });
}

describe('collectSitemapUrls', () => {
  it('reads an index, plain and gzip sitemaps; skips broken and missing ones; dedupes; keeps the site', async () => {
    const pages = await collect([`${origin}/sitemap_index.xml`]);
    expect(pages).toEqual([
      `${origin}/`,
      `${origin}/about`,
      `${origin}/kontakt?a=1&b=2`,
      `${origin}/katalog.pdf`, // sitemaps may list documents; the crawl frontier decides
      `${origin}/posts/1`,
      `${origin}/posts/2`,
    ]);
  });

  it('stops at depth three: an index in an index in an index is read, its children are not', async () => {
    await collect([`${origin}/sitemap_index.xml`]);
    expect(site.hits).toContain('GET /deep-index.xml');
    expect(site.hits).not.toContain('GET /deepest.xml');
  });

  it('stops at the limit without fetching further sitemaps', async () => {
    const before = site.hits.length;
    const pages = await collect([`${origin}/sitemap-pages.xml`, `${origin}/sitemap-posts.xml.gz`], 2);
    expect(pages).toEqual([`${origin}/`, `${origin}/about`]);
    expect(site.hits.slice(before)).toEqual(['GET /sitemap-pages.xml']);
  });

  it('keeps only pages in the crawl scope, and counts only those against the limit', async () => {
    const pages = await collectSitemapUrls(
      [`${origin}/sitemap-pages.xml`, `${origin}/sitemap-posts.xml.gz`],
      {
        limit: 2,
        fetchOptions,
        sameSiteAs: `${origin}/`,
        inScope: (page) => new URL(page).pathname.startsWith('/posts/'),
      },
    );
    expect(pages).toEqual([`${origin}/posts/1`, `${origin}/posts/2`]);
  });

  it(`fetches at most ${MAX_SITEMAP_FILES} sitemap files`, async () => {
    const before = site.hits.length;
    const pages = await collect([`${origin}/many-index.xml`]);
    expect(site.hits.length - before).toBe(MAX_SITEMAP_FILES);
    expect(pages).toHaveLength(MAX_SITEMAP_FILES - 1); // the index itself is one of the files
  });

  it('reads the plain-text sitemap format', async () => {
    expect(await collect([`${origin}/sitemap.txt`])).toEqual([`${origin}/text/1`, `${origin}/text/2`]);
  });

  it('skips documents with entity declarations and unreachable sitemaps', async () => {
    expect(await collect([`${origin}/entities.xml`, 'http://127.0.0.1:1/sitemap.xml'])).toEqual([]);
  });

  it('does not fetch sitemaps from forbidden addresses', async () => {
    const before = site.hits.length;
    const pages = await collectSitemapUrls([`${origin}/sitemap-pages.xml`], {
      limit: 10,
      fetchOptions: { ...fetchOptions, allowPrivateAddresses: false },
      sameSiteAs: `${origin}/`,
    });
    expect(pages).toEqual([]);
    expect(site.hits.length).toBe(before);
  });
});

describe('parseSitemap', () => {
  it('tolerates namespace prefixes, CDATA and a BOM', () => {
    const parsed = parseSitemap(
      '\uFEFF<?xml version="1.0"?><sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<sm:url><sm:loc><![CDATA[https://example.com/a?x=1&y=2]]></sm:loc></sm:url>' +
        '<sm:url><sm:loc> https://example.com/b </sm:loc></sm:url></sm:urlset>',
    );
    expect(parsed).toEqual({
      kind: 'urlset',
      locs: ['https://example.com/a?x=1&y=2', 'https://example.com/b'],
    });
  });

  it('returns nothing for broken XML or HTML error pages', () => {
    expect(parseSitemap('<urlset><url><loc>https://example.com/</loc></url>').locs).toEqual([]);
    expect(parseSitemap('<!doctype html><html><body>Not found</body></html>').locs).toEqual([]);
  });
});

describe('sitemapCandidates', () => {
  it('uses the sitemaps robots.txt names, else /sitemap.xml', () => {
    expect(sitemapCandidates('https://example.com', [])).toEqual(['https://example.com/sitemap.xml']);
    expect(sitemapCandidates('https://example.com', ['https://cdn.test/s.xml'])).toEqual([
      'https://cdn.test/s.xml',
    ]);
  });
});
