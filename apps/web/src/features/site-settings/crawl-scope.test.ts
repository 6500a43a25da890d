import { describe, expect, it } from 'vitest';
import { defaultArea, patternLines, patternProblem, startFolder } from './crawl-scope';

describe('crawl scope patterns as typed', () => {
  it('reads one pattern a line, trimmed, without blank lines', () => {
    expect(patternLines(' /blog/tag/*\r\n\n  /kalender/** \n')).toEqual(['/blog/tag/*', '/kalender/**']);
    expect(patternLines('')).toEqual([]);
  });

  it.each([
    ['/blog/tag/*', undefined],
    ['/kalender/**', undefined],
    ['/liste?seite=*', undefined],
    ['https://example.com/shop/*', 'patternUrl'],
    ['//example.com/shop', 'patternUrl'],
    ['blog/*', 'patternSlash'],
    ['/mein blog/*', 'patternSpace'],
    ['/seite#anker', 'patternHash'],
    ['/a/***', 'patternStars'],
    [`/${'a'.repeat(300)}`, 'patternTooLong'],
  ])('%s → %s, as the scan engine judges it', (pattern, problem) => {
    expect(patternProblem(pattern)).toBe(problem);
  });
});

describe('what the default scope means for a site', () => {
  it.each([
    ['https://example.com/', ''],
    ['https://example.com', ''],
    ['https://example.com/shop/', '/shop'],
    ['https://example.com/shop', '/shop'],
    ['https://example.com/shop/index.html', '/shop'],
    ['https://example.com/index.php', ''],
    ['not a url', ''],
  ])('%s keeps to the folder "%s"', (url, folder) => {
    expect(startFolder(url)).toBe(folder);
  });

  it('is the whole site for a home page or with include patterns, else the start folder', () => {
    expect(defaultArea('https://example.com/', 0)).toBe('site');
    expect(defaultArea('https://example.com/shop/', 0)).toBe('path');
    expect(defaultArea('https://example.com/shop/', 2)).toBe('site');
  });
});
