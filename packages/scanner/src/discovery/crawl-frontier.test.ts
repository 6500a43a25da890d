import { describe, expect, it } from 'vitest';
import { CrawlFrontier, isLikelyHtmlUrl, MAX_QUERY_VARIANTS } from './crawl-frontier.js';

const allowAll = () => true;

describe('isLikelyHtmlUrl', () => {
  it.each([
    'https://example.com/',
    'https://example.com/about',
    'https://example.com/about.html',
    'https://example.com/index.php?id=3',
    'https://example.com/v1.2/notes', // a dot in a directory is not an extension
    'https://example.com/.well-known/x',
  ])('keeps %s', (url) => {
    expect(isLikelyHtmlUrl(url)).toBe(true);
  });

  it.each([
    'https://example.com/katalog.pdf',
    'https://example.com/IMG.JPG',
    'https://example.com/files/archive.zip',
    'https://example.com/app.css',
    'https://example.com/app.js?v=3',
    'https://example.com/feed.xml',
    'mailto:info@example.com',
    'tel:+49301234',
    'javascript:void(0)',
    'ftp://example.com/file',
    'not a url',
  ])('skips %s', (url) => {
    expect(isLikelyHtmlUrl(url)).toBe(false);
  });
});

describe('CrawlFrontier', () => {
  it('gives a released place in the budget to the first page the budget turned away', () => {
    const frontier = new CrawlFrontier('https://example.com/', { maxPages: 2, isAllowed: allowAll });
    expect(frontier.next()).toBe('https://example.com/');
    expect(frontier.offer('/index.html', 'https://example.com/')).toBe(true);
    expect(frontier.offer('/a', 'https://example.com/')).toBe(false);
    expect(frontier.offer('/b', 'https://example.com/')).toBe(false);
    expect(frontier.next()).toBe('https://example.com/index.html');
    // /index.html was the start page again: its place goes to /a, then nothing more is queued.
    frontier.release();
    expect(frontier.next()).toBe('https://example.com/a');
    expect(frontier.next()).toBeUndefined();
    expect(frontier.handedOut).toBe(2);
  });

  it('hands out the start page first, then links in the order found', () => {
    const frontier = new CrawlFrontier('https://example.com/', { maxPages: 10, isAllowed: allowAll });
    expect(frontier.offer('/b', 'https://example.com/')).toBe(true);
    expect(frontier.offer('https://example.com/c')).toBe(true);
    expect(frontier.size).toBe(3);
    expect([frontier.next(), frontier.next(), frontier.next(), frontier.next()]).toEqual([
      'https://example.com/',
      'https://example.com/b',
      'https://example.com/c',
      undefined,
    ]);
    expect(frontier.handedOut).toBe(3);
    expect(frontier.size).toBe(0);
  });

  it('refuses other sites, non-pages and duplicates in all their spellings', () => {
    const frontier = new CrawlFrontier('https://example.com/', { maxPages: 10, isAllowed: allowAll });
    expect(frontier.offer('https://other.test/')).toBe(false);
    expect(frontier.offer('https://shop.example.com/')).toBe(false);
    // PDFs are queued (checked as documents, documents/document-scan.test.ts); office files are not.
    expect(frontier.offer('/katalog.docx', 'https://example.com/')).toBe(false);
    expect(frontier.offer('mailto:info@example.com')).toBe(false);
    expect(frontier.offer('https://example.com/a')).toBe(true);
    for (const duplicate of [
      'https://example.com/a/',
      'http://example.com/a',
      'https://www.example.com/a',
      'https://example.com/a#top',
      'https://example.com/a?utm_source=news',
      'https://EXAMPLE.com:443/a',
    ]) {
      expect(frontier.offer(duplicate), duplicate).toBe(false);
    }
    expect(frontier.offer('https://example.com/')).toBe(false); // the start page again
    expect(frontier.size).toBe(2);
  });

  it('records what robots.txt disallows, once', () => {
    const frontier = new CrawlFrontier('https://example.com/', {
      maxPages: 10,
      isAllowed: (url) => !new URL(url).pathname.startsWith('/private'),
    });
    expect(frontier.offer('/private/a', 'https://example.com/')).toBe(false);
    expect(frontier.offer('/private/a?utm_source=x', 'https://example.com/')).toBe(false);
    expect(frontier.skippedByRobots).toEqual(['https://example.com/private/a']);
  });

  it('puts a disallowed start page in skippedByRobots and hands out nothing', () => {
    const frontier = new CrawlFrontier('https://example.com/', { maxPages: 10, isAllowed: () => false });
    expect(frontier.skippedByRobots).toEqual(['https://example.com/']);
    expect(frontier.next()).toBeUndefined();
  });

  it('never holds more than the budget, counting pages handed out and queued', () => {
    const frontier = new CrawlFrontier('https://example.com/', { maxPages: 3, isAllowed: allowAll });
    expect(frontier.offer('https://example.com/1')).toBe(true);
    expect(frontier.offer('https://example.com/2')).toBe(true);
    expect(frontier.offer('https://example.com/3')).toBe(false);
    frontier.next();
    frontier.next();
    frontier.next();
    expect(frontier.offer('https://example.com/4')).toBe(false);
    expect(frontier.handedOut).toBe(3);
    expect(frontier.handedOut + frontier.size).toBeLessThanOrEqual(3);
  });

  it('lets a URL that did not fit the budget be offered again later (it was not marked seen)', () => {
    const frontier = new CrawlFrontier('https://example.com/', { maxPages: 1, isAllowed: allowAll });
    expect(frontier.offer('https://example.com/later')).toBe(false);
    expect(frontier.skippedByRobots).toEqual([]);
  });

  it('markSeen keeps redirect targets from being scanned twice', () => {
    const frontier = new CrawlFrontier('https://example.com/old', { maxPages: 10, isAllowed: allowAll });
    frontier.next();
    frontier.markSeen('https://example.com/new/');
    expect(frontier.offer('https://example.com/new')).toBe(false);
  });

  it('keeps to the folder of the start URL by default, and always hands out the start page', () => {
    const frontier = new CrawlFrontier('https://example.com/shop/index.html', {
      maxPages: 10,
      isAllowed: allowAll,
    });
    expect(frontier.offer('/shop/tisch.html', 'https://example.com/shop/index.html')).toBe(true);
    expect(frontier.offer('https://example.com/shop')).toBe(true);
    for (const outside of [
      'https://example.com/',
      'https://example.com/shopping',
      'https://example.com/about',
    ]) {
      expect(frontier.offer(outside), outside).toBe(false);
    }
    expect(frontier.inScope('https://example.com/about')).toBe(false);
    expect(frontier.pageInScope('../about', 'https://example.com/shop/')).toBeNull();
    expect(frontier.pageInScope('stuhl.html', 'https://example.com/shop/')).toBe(
      'https://example.com/shop/stuhl.html',
    );
    expect([frontier.next(), frontier.next(), frontier.next(), frontier.next()]).toEqual([
      'https://example.com/shop/index.html',
      'https://example.com/shop/tisch.html',
      'https://example.com/shop',
      undefined,
    ]);
  });

  it('scans the start page even where the scope leaves it out', () => {
    const frontier = new CrawlFrontier('https://example.com/', {
      maxPages: 10,
      isAllowed: allowAll,
      scope: { include: ['/produkte/**'] },
    });
    expect(frontier.inScope('https://example.com/')).toBe(true);
    expect(frontier.offer('https://example.com/about')).toBe(false);
    expect(frontier.offer('https://example.com/produkte/1')).toBe(true);
    expect(frontier.next()).toBe('https://example.com/');
  });

  it('counts no page outside the scope against the budget', () => {
    const frontier = new CrawlFrontier('https://example.com/', {
      maxPages: 2,
      isAllowed: allowAll,
      scope: { exclude: ['/kalender/**'] },
    });
    for (let month = 1; month <= 12; month++)
      expect(frontier.offer(`https://example.com/kalender/2025/${month}`)).toBe(false);
    expect(frontier.offer('https://example.com/about')).toBe(true);
    expect(frontier.skippedByRobots).toEqual([]);
  });

  it('applies the scope to pages resumed from an earlier attempt, which still count against the budget', () => {
    const frontier = new CrawlFrontier('https://example.com/shop/', { maxPages: 3, isAllowed: allowAll }, [
      'https://example.com/shop/',
      'https://example.com/shop/a',
    ]);
    expect(frontier.offer('https://example.com/blog/')).toBe(false);
    expect(frontier.offer('https://example.com/shop/a')).toBe(false);
    expect(frontier.offer('https://example.com/shop/b')).toBe(true);
    expect(frontier.offer('https://example.com/shop/c')).toBe(false); // the budget
  });

  it('refuses an invalid scope pattern', () => {
    expect(
      () =>
        new CrawlFrontier('https://example.com/', {
          maxPages: 1,
          isAllowed: allowAll,
          scope: { exclude: ['tag'] },
        }),
    ).toThrow(RangeError);
  });

  it('queues a limited number of query variants of one path', () => {
    const frontier = new CrawlFrontier('https://example.com/', { maxPages: 100, isAllowed: allowAll });
    for (let month = 1; month <= MAX_QUERY_VARIANTS; month++) {
      expect(frontier.offer(`/kalender?month=${month}`, 'https://example.com/')).toBe(true);
    }
    expect(frontier.offer('/kalender?month=99', 'https://example.com/')).toBe(false);
    expect(frontier.offer('/kalender/?month=98', 'https://example.com/')).toBe(false); // the same path
    // The path itself, and other paths, are not held back.
    expect(frontier.offer('/kalender', 'https://example.com/')).toBe(true);
    expect(frontier.offer('/termine?month=1', 'https://example.com/')).toBe(true);
    expect(frontier.size).toBe(MAX_QUERY_VARIANTS + 3);
  });

  it('counts variants an earlier attempt visited, and never a presentation-only one', () => {
    const visited = Array.from(
      { length: MAX_QUERY_VARIANTS },
      (_, page) => `https://example.com/news?page=${page}`,
    );
    const frontier = new CrawlFrontier(
      'https://example.com/',
      { maxPages: 100, isAllowed: allowAll },
      visited,
    );
    expect(frontier.offer('https://example.com/news?page=77')).toBe(false);
    expect(frontier.offer('https://example.com/list?sort=price')).toBe(true);
    for (const duplicate of ['/list', '/list?sort=name', '/list?view=grid&print=1', '/list?PHPSESSID=abc']) {
      expect(frontier.offer(duplicate, 'https://example.com/'), duplicate).toBe(false);
    }
  });

  it('refuses a start URL that is not http(s)', () => {
    expect(() => new CrawlFrontier('ftp://example.com/', { maxPages: 1, isAllowed: allowAll })).toThrow(
      TypeError,
    );
  });
});
