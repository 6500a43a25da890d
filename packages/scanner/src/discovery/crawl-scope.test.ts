import { describe, expect, it } from 'vitest';
import { compileCrawlScope, crawlPatternProblem, resolveCrawlScope, scopeBasePath } from './crawl-scope.js';

const site = 'https://example.com';
const contains = (scope: ReturnType<typeof compileCrawlScope>, path: string) =>
  scope.contains(`${site}${path}`);

describe('scopeBasePath', () => {
  it.each([
    ['/', ''],
    ['/index.html', ''],
    ['/shop/', '/shop'],
    ['/shop', '/shop'],
    ['/shop/index.html', '/shop'],
    ['/shop/list.php', '/shop'],
    ['/de/shop/Default.aspx', '/de/shop'],
    ['/docs/v1.2', '/docs/v1.2'], // a dot is not yet a page file
    ['/a//', '/a'],
  ])('%s → %j', (path, base) => {
    expect(scopeBasePath(path)).toBe(base);
  });
});

describe('compileCrawlScope: area', () => {
  it("defaults to 'path' for a start URL with a path, else to 'site'", () => {
    expect(compileCrawlScope(`${site}/`).area).toBe('site');
    expect(compileCrawlScope(`${site}/?lang=de`).area).toBe('site');
    expect(compileCrawlScope(`${site}/shop/`).area).toBe('path');
    expect(compileCrawlScope(`${site}/shop/`, { area: 'site' }).area).toBe('site');
    // Include patterns say what is in scope; the start URL does not narrow them further.
    expect(compileCrawlScope(`${site}/shop/`, { include: ['/checkout/**'] }).area).toBe('site');
    expect(compileCrawlScope(`${site}/shop/`, { area: 'path', include: ['/checkout/**'] }).area).toBe('path');
  });

  it('keeps a path scope to the folder of the start URL, whichever way it is written', () => {
    for (const start of ['/shop/', '/shop', '/shop/index.html', '/shop/?page=2']) {
      const scope = compileCrawlScope(`${site}${start}`);
      for (const path of ['/shop', '/shop/', '/shop/a', '/shop/a/b.html', '/shop/?sort=price']) {
        expect(contains(scope, path), `${start} holds ${path}`).toBe(true);
      }
      for (const path of ['/', '/shopping', '/shop.html', '/about/shop/', '/Shop/a']) {
        expect(contains(scope, path), `${start} does not hold ${path}`).toBe(false);
      }
    }
  });

  it('holds the whole site for a site scope, and for a path scope from the root', () => {
    for (const scope of [
      compileCrawlScope(`${site}/shop/`, { area: 'site' }),
      compileCrawlScope(`${site}/`),
    ]) {
      expect(contains(scope, '/')).toBe(true);
      expect(contains(scope, '/anything/at/all?x=1')).toBe(true);
    }
    expect(contains(compileCrawlScope(`${site}/index.html`, { area: 'path' }), '/about')).toBe(true);
  });
});

describe('compileCrawlScope: patterns', () => {
  it("'*' stays within a folder, '**' crosses folders", () => {
    const scope = compileCrawlScope(`${site}/`, { exclude: ['/blog/tag/*', '/kalender/**'] });
    // `/blog/tag` is `/blog/tag/` to the crawler, which `*` matches with no characters.
    for (const path of [
      '/blog/tag/a11y',
      '/blog/tag/a11y/',
      '/blog/tag/',
      '/blog/tag',
      '/kalender/2025/03',
    ]) {
      expect(contains(scope, path), path).toBe(false);
    }
    for (const path of ['/blog/tag/a11y/page/2', '/blog/tagged', '/kalenderwoche']) {
      expect(contains(scope, path), path).toBe(true);
    }
  });

  it("lets '/**/' stand for no folder at all", () => {
    const scope = compileCrawlScope(`${site}/`, { include: ['/shop/**/cart'] });
    expect(contains(scope, '/shop/cart')).toBe(true);
    expect(contains(scope, '/shop/de/at/cart')).toBe(true);
    expect(contains(scope, '/shop/cartoons')).toBe(false);
  });

  it('matches a pattern without ? on the path whatever the query, one with ? on path and query', () => {
    const scope = compileCrawlScope(`${site}/`, { exclude: ['/kalender/*', '/list?month=*'] });
    expect(contains(scope, '/kalender/?month=3')).toBe(false);
    expect(contains(scope, '/list?month=2025-03')).toBe(false);
    expect(contains(scope, '/list?month=a/b')).toBe(false); // no folders in a query
    expect(contains(scope, '/list')).toBe(true);
    expect(contains(scope, '/list?page=2')).toBe(true);
  });

  it('includes only pages that match, and exclude wins over include', () => {
    const scope = compileCrawlScope(`${site}/`, {
      include: ['/produkte/**', '/kontakt'],
      exclude: ['/produkte/archiv/**'],
    });
    expect(contains(scope, '/produkte/')).toBe(true);
    expect(contains(scope, '/produkte/tisch.html')).toBe(true);
    expect(contains(scope, '/kontakt/')).toBe(true);
    expect(contains(scope, '/produkte/archiv/2019')).toBe(false);
    expect(contains(scope, '/about')).toBe(false);
  });

  it('takes everything else literally, and compares paths and patterns decoded', () => {
    const scope = compileCrawlScope(`${site}/`, { exclude: ['/a.b(c)+[d]', '/über/*', '/x%20y'] });
    expect(contains(scope, '/a.b(c)+[d]')).toBe(false);
    expect(contains(scope, '/aXb(c)+[d]')).toBe(true);
    expect(contains(scope, '/%C3%BCber/uns')).toBe(false);
    expect(contains(scope, '/x%20y')).toBe(false);
    // An encoded slash is part of a name, not a folder boundary.
    expect(contains(scope, '/über/a%2Fb')).toBe(false);
    expect(contains(scope, '/über/a/b')).toBe(true);
  });

  it('is case-sensitive, as paths are', () => {
    const scope = compileCrawlScope(`${site}/`, { exclude: ['/Archiv/**'] });
    expect(contains(scope, '/archiv/x')).toBe(true);
    expect(contains(scope, '/Archiv/x')).toBe(false);
  });
});

describe('crawlPatternProblem and resolveCrawlScope', () => {
  it.each(['/', '/**', '/shop/*', '/a/**/b', '/list?page=*', '/%C3%BCber', '/über'])(
    'accepts %s',
    (pattern) => {
      expect(crawlPatternProblem(pattern)).toBeUndefined();
    },
  );

  it.each([
    { pattern: '', words: 'empty' },
    { pattern: 'shop/*', words: "starts with '/'" },
    { pattern: '*.html', words: "starts with '/'" },
    { pattern: 'https://example.com/shop/*', words: 'not a whole address' },
    { pattern: '//example.com/shop', words: 'not a whole address' },
    { pattern: '/a b', words: 'spaces' },
    { pattern: '/a\tb', words: 'spaces' },
    { pattern: '/a#b', words: "'#'" },
    { pattern: '/a/***', words: 'not three' },
    { pattern: `/${'a'.repeat(1000)}`, words: 'at most 1000' },
  ])('refuses a pattern: $words', ({ pattern, words }) => {
    expect(crawlPatternProblem(pattern)).toContain(words);
  });

  it('resolves lists to arrays, keeps an open area open, and names the pattern at fault', () => {
    expect(resolveCrawlScope(undefined)).toEqual({ include: [], exclude: [] });
    expect(resolveCrawlScope({ area: 'path', exclude: ['/x/*'] })).toEqual({
      area: 'path',
      include: [],
      exclude: ['/x/*'],
    });
    expect(() => resolveCrawlScope({ exclude: ['/ok', 'tag/*'] })).toThrow(
      new RangeError(
        "Invalid exclude pattern 'tag/*' in the crawl scope: a pattern is a path on the site and starts with '/', e.g. '/shop/*'.",
      ),
    );
    expect(() => resolveCrawlScope({ area: 'host' as 'site' })).toThrow(RangeError);
    expect(() => resolveCrawlScope({ include: '/x' as unknown as string[] })).toThrow(TypeError);
    expect(() => resolveCrawlScope({ include: [3 as unknown as string] })).toThrow(TypeError);
    expect(() => resolveCrawlScope({ include: new Array(101).fill('/x') })).toThrow(/at most 100/);
    expect(() => compileCrawlScope(`${site}/`, { include: ['x'] })).toThrow(RangeError);
  });
});
