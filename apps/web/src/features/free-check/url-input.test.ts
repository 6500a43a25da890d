import { MAX_URL_LENGTH as CONTRACT_MAX } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { checkUrlInput, httpAlternative, MAX_URL_LENGTH } from './url-input';

describe('checkUrlInput', () => {
  it('adds https:// when the scheme is missing', () => {
    expect(checkUrlInput('  example.com ')).toEqual({ ok: true, url: 'https://example.com/' });
    expect(checkUrlInput('www.example.com/shop?q=1')).toEqual({
      ok: true,
      url: 'https://www.example.com/shop?q=1',
    });
  });

  it('keeps http and https addresses, including local ones for tests', () => {
    expect(checkUrlInput('http://127.0.0.1:8080/')).toEqual({ ok: true, url: 'http://127.0.0.1:8080/' });
    expect(checkUrlInput('http://localhost:3000')).toEqual({ ok: true, url: 'http://localhost:3000/' });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['kein name', 'invalid'],
    ['example', 'invalid'],
    ['ftp://example.com', 'invalid'],
    ['javascript:alert(1)', 'invalid'],
    ['http://', 'invalid'],
    [`https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`, 'tooLong'],
  ])('rejects %j as %s', (input, problem) => {
    expect(checkUrlInput(input)).toEqual({ ok: false, problem });
  });

  it('uses the same length limit as the API', () => {
    expect(MAX_URL_LENGTH).toBe(CONTRACT_MAX);
  });
});

describe('httpAlternative', () => {
  it('offers http:// for an address typed without a scheme and checked on https://', () => {
    expect(httpAlternative(' shop.example:8080/de ', 'https://shop.example:8080/de')).toBe(
      'http://shop.example:8080/de',
    );
  });

  it('offers nothing when the scheme was typed, or the check was not on https://', () => {
    expect(httpAlternative('https://shop.example/', 'https://shop.example/')).toBeUndefined();
    expect(httpAlternative('HTTP://shop.example/', 'http://shop.example/')).toBeUndefined();
    expect(httpAlternative('shop.example', 'http://shop.example/')).toBeUndefined();
  });
});
