import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from './problem.js';
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

  it.each([['http://example.com:6000/'], ['example.com:25'], ['https://irc.example:6667/chat']])(
    'refuses %j, a port browsers block, with blocked_port naming the port',
    (input) => {
      try {
        parseScanTarget(input);
        expect.unreachable('the port was accepted');
      } catch (error) {
        expect(error).toBeInstanceOf(HttpProblem);
        expect(error).toMatchObject({ status: 400, code: 'blocked_port' });
        expect((error as HttpProblem).message).toContain(
          `port ${new URL(input.includes('//') ? input : `https://${input}`).port}`,
        );
      }
    },
  );

  it('accepts ports browsers open, such as 8080, 8443 or 3000', () => {
    for (const port of [8080, 8443, 3000, 5173]) {
      expect(parseScanTarget(`https://example.com:${port}/`).url).toBe(`https://example.com:${port}/`);
    }
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
