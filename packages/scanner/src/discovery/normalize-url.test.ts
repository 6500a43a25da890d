import { describe, expect, it } from 'vitest';
import { ScanError } from '../report/scan-error.js';
import { normalizeUrl, pageKey, parseStartUrl, sameSite } from './normalize-url.js';

describe('normalizeUrl', () => {
  it.each([
    ['https://Example.COM/Path#section', 'https://example.com/Path'],
    ['http://example.com:80/a', 'http://example.com/a'],
    ['https://example.com:443/a', 'https://example.com/a'],
    ['https://example.com:8443/a', 'https://example.com:8443/a'],
    ['https://example.com./a', 'https://example.com/a'],
    ['https://example.com', 'https://example.com/'],
    ['https://example.com/a?', 'https://example.com/a'],
    ['https://example.com/a?utm_source=x&utm_medium=y', 'https://example.com/a'],
    ['https://example.com/a?b=2&gclid=1&a=1&fbclid=2', 'https://example.com/a?a=1&b=2'],
    [
      'https://example.com/a?mc_cid=1&mc_eid=2&msclkid=3&_ga=4&yclid=5&UTM_Campaign=6',
      'https://example.com/a',
    ],
    ['https://example.com/a?z=1&a=2&a=1', 'https://example.com/a?a=2&a=1&z=1'],
    ['https://example.com/a/', 'https://example.com/a/'], // the trailing slash is kept
    ['https://example.com/a%20b?q=%C3%BC', 'https://example.com/a%20b?q=%C3%BC'], // untouched encoding
    // Session ids, in the query and in the path.
    ['https://example.com/a?PHPSESSID=3f9a2c&b=1', 'https://example.com/a?b=1'],
    ['https://example.com/a?sessionid=x&session_id=y&sessid=z&cfid=1&cftoken=2', 'https://example.com/a'],
    ['https://example.com/shop?osCsid=ab12&XTCsid=cd34&zenid=ef56&page=2', 'https://example.com/shop?page=2'],
    ['https://example.com/cart;jsessionid=0A1B2C3D4E?item=5', 'https://example.com/cart?item=5'],
    ['https://example.com/a;JSESSIONID=0A1B/b.jsp', 'https://example.com/a/b.jsp'],
    ['https://example.com/forum?sid=0123456789abcdef0123&t=7', 'https://example.com/forum?t=7'],
    ['https://example.com/news?sid=12', 'https://example.com/news?sid=12'], // a short id is content
    ['https://example.com/a;v=2', 'https://example.com/a;v=2'], // other path parameters stay
  ])('%s → %s', (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected);
  });

  it('drops a fragment that marks a place in the page, and keeps one that is an app’s route', () => {
    expect(normalizeUrl('https://example.com/faq#versand')).toBe('https://example.com/faq');
    expect(normalizeUrl('https://example.com/#')).toBe('https://example.com/');
    expect(normalizeUrl('#/preise', 'https://example.com/rechner/')).toBe(
      'https://example.com/rechner/#/preise',
    );
    expect(normalizeUrl('https://example.com/app#!/konto')).toBe('https://example.com/app#!/konto');
    expect(pageKey('https://example.com/rechner/#/preise')).not.toBe(pageKey('https://example.com/rechner/'));
  });

  it('resolves relative links against a base', () => {
    expect(normalizeUrl('../b?utm_source=x#top', 'https://example.com/a/c')).toBe('https://example.com/b');
    expect(normalizeUrl('//example.com/x', 'http://example.com/')).toBe('http://example.com/x');
  });

  it.each([
    'mailto:a@example.com',
    'tel:+49301234',
    'javascript:void(0)',
    'data:text/html,hi',
    'ftp://example.com/file',
    'file:///etc/passwd',
    'not a url',
  ])('rejects %s', (input) => {
    expect(normalizeUrl(input)).toBeNull();
  });
});

describe('pageKey', () => {
  it('treats /a and /a/, http and https as one page but keeps the root and the query', () => {
    expect(pageKey('https://example.com/a')).toBe(pageKey('http://example.com/a/'));
    expect(pageKey('https://www.example.com/a')).toBe(pageKey('https://example.com/a'));
    expect(pageKey('https://example.com/')).toBe('example.com/');
    expect(pageKey('https://example.com/a?x=1')).not.toBe(pageKey('https://example.com/a?x=2'));
  });

  it('ignores parameters that only sort or re-render the same content', () => {
    const plain = pageKey('https://example.com/list');
    for (const variant of [
      'https://example.com/list?sort=price',
      'https://example.com/list?orderby=date&order=desc',
      'https://example.com/list?dir=ASC&sort_by=name',
      'https://example.com/list?view=grid',
      'https://example.com/list?print=1',
      'https://example.com/list?per_page=48',
      'https://example.com/list?product_list_mode=list&product_list_limit=36',
    ]) {
      expect(pageKey(variant), variant).toBe(plain);
    }
    expect(pageKey('https://example.com/list?page=2&sort=price')).toBe(
      pageKey('https://example.com/list?page=2'),
    );
  });

  it('keeps presentation names whose value is content', () => {
    expect(pageKey('https://example.com/account?order=12345')).not.toBe(
      pageKey('https://example.com/account'),
    );
    expect(pageKey('https://example.com/index.php?id=3&view=article')).not.toBe(
      pageKey('https://example.com/index.php?id=3&view=category'),
    );
  });
});

describe('sameSite', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/b', true],
    ['https://www.example.com/a', 'https://example.com/b', true],
    ['http://example.com/a', 'https://www.example.com/b', true],
    ['https://EXAMPLE.com./a', 'https://example.com/', true],
    ['https://shop.example.com/', 'https://example.com/', false],
    ['https://example.com.evil.test/', 'https://example.com/', false],
    ['https://example.com:8443/', 'https://example.com/', false],
    ['http://127.0.0.1:4000/', 'http://127.0.0.1:4001/', false],
    ['garbage', 'https://example.com/', false],
  ])('%s ~ %s → %s', (a, b, expected) => {
    expect(sameSite(a, b)).toBe(expected);
  });
});

describe('parseStartUrl', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['  Example.com/Produkte?utm_source=mail  ', 'https://example.com/Produkte'],
    ['example.com:8080/a', 'https://example.com:8080/a'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://www.example.com/#top', 'https://www.example.com/'],
    ['//example.com/x', 'https://example.com/x'],
    ['bücher.de', 'https://xn--bcher-kva.de/'],
    ['localhost:3000', 'https://localhost:3000/'],
    ['http://127.1:8080/', 'http://127.0.0.1:8080/'],
    ['http://[::1]/', 'http://[::1]/'],
  ])('accepts %s as %s', (input, expected) => {
    expect(parseStartUrl(input).href).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['not a url'],
    ['file:///etc/passwd'],
    ['javascript:alert(1)'],
    ['data:text/html,<h1>hi</h1>'],
    ['ftp://example.com/'],
    ['mailto:info@example.com'],
    ['ws://example.com/'],
    ['https://user:secret@example.com/'],
    ['https://user@example.com/'],
    ['https://'],
    ['https://exa mple.com/'],
    ['https://a..b/'],
    ['https://exa*mple.com/'],
    ['foo:bar'],
    [`https://example.com/${'a'.repeat(2048)}`],
  ])('refuses %j with invalid_url', (input) => {
    let thrown: unknown;
    try {
      parseStartUrl(input);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ScanError);
    expect((thrown as ScanError).code).toBe('invalid_url');
  });
});
