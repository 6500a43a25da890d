import { describe, expect, it } from 'vitest';
import { scopeWords } from './scope-words';

describe('scopeWords: the scope the result page states', () => {
  it('names one page, and a site scan from before scopes were recorded as the whole site', () => {
    expect(scopeWords({ url: 'https://example.com/shop/', scope: 'page' }).area).toEqual({
      key: 'scopes.page',
    });
    expect(scopeWords({ url: 'https://example.com/shop/', scope: 'site' }).area).toEqual({
      key: 'scopes.site',
    });
  });

  it('names the folder a path scope kept to, from the start address, and the patterns', () => {
    const words = scopeWords({
      url: 'https://example.com/before/home.html',
      scope: 'site',
      crawlScope: { area: 'path', include: [], exclude: ['/before/tag/*'] },
    });
    expect(words).toEqual({
      area: { key: 'detail.scopeUnder', folder: '/before/' },
      include: [],
      exclude: ['/before/tag/*'],
    });
  });

  it('names the whole site when the scan kept to no folder', () => {
    const words = scopeWords({
      url: 'https://example.com/konto/',
      scope: 'site',
      crawlScope: { area: 'site', include: ['/konto/**'], exclude: [] },
    });
    expect(words).toEqual({ area: { key: 'scopes.site' }, include: ['/konto/**'], exclude: [] });
  });
});
