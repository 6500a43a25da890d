import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../http/problem.js';
import { parseScanTarget } from './target-url.js';

describe('parseScanTarget', () => {
  it.each([
    ['example.com', 'https://example.com/', 'example.com'],
    ['  https://www.Example.com/Path?q=1#top ', 'https://www.example.com/Path?q=1', 'example.com'],
    ['http://example.com:8080/x', 'http://example.com:8080/x', 'example.com:8080'],
    ['example.com:8080/x', 'https://example.com:8080/x', 'example.com:8080'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000/', '127.0.0.1:3000'],
    ['https://bücher.de/', 'https://xn--bcher-kva.de/', 'xn--bcher-kva.de'],
  ])('accepts %j as %s (site %s)', (input, url, site) => {
    expect(parseScanTarget(input)).toEqual({ url, site });
  });

  it.each([
    [''],
    ['   '],
    ['ftp://example.com/'],
    ['mailto:someone@example.com'],
    ['javascript:alert(1)'],
    ['file:///etc/passwd'],
    ['http://user:pw@example.com/'],
    ['http://exa mple.com/'],
    ['https://a..b/'],
    [`https://example.com/${'a'.repeat(2100)}`],
  ])('refuses %j with invalid_url', (input) => {
    expect(() => parseScanTarget(input)).toThrowError(
      expect.objectContaining({ status: 400, code: 'invalid_url' }),
    );
  });

  it('answers any input with a web URL or an invalid_url problem, never anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.domain()), (input) => {
        try {
          const { url } = parseScanTarget(input);
          expect(['http:', 'https:']).toContain(new URL(url).protocol);
        } catch (error) {
          expect(error).toBeInstanceOf(HttpProblem);
          expect((error as HttpProblem).code).toBe('invalid_url');
        }
      }),
    );
  });
});
