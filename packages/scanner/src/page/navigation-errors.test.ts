import { describe, expect, it } from 'vitest';
import { ScanError } from '../report/scan-error.js';
import { classifyNavigationError } from './navigation-errors.js';

const URL_TRIED = 'http://shop.example/';

/** An error as Playwright's page.goto raises it for a Chromium net error. */
function gotoError(netError: string): Error {
  return new Error(
    `page.goto: net::${netError} at ${URL_TRIED}\nCall log:\n  - navigating to "${URL_TRIED}", waiting until "domcontentloaded"`,
  );
}

const classify = (error: unknown) => classifyNavigationError(error, URL_TRIED);

describe('a failed navigation is reported with the cause it had, never as our own fault', () => {
  it.each([
    ['ERR_NAME_NOT_RESOLVED', 'dns'],
    ['ERR_CONNECTION_REFUSED', 'unreachable'],
    ['ERR_CONNECTION_RESET', 'unreachable'],
    ['ERR_ADDRESS_UNREACHABLE', 'unreachable'],
    ['ERR_CERT_AUTHORITY_INVALID', 'unreachable'],
    ['ERR_TOO_MANY_REDIRECTS', 'unreachable'],
    ['ERR_CONNECTION_TIMED_OUT', 'timeout'],
    ['ERR_UNSAFE_PORT', 'invalid_url'],
    ['ERR_BLOCKED_BY_PRIVATE_NETWORK_ACCESS_CHECKS', 'private_address'],
    ['ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS', 'private_address'],
    ['ERR_INVALID_MIME_TYPE', 'http_error'],
    // Net errors nobody listed are still the site's or the network's doing.
    ['ERR_ABORTED', 'unreachable'],
    ['ERR_BLOCKED_BY_RESPONSE', 'unreachable'],
    ['ERR_SOMETHING_CHROMIUM_ADDS_LATER', 'unreachable'],
  ])('%s → %s', (netError, code) => {
    const failure = classify(gotoError(netError));
    expect(failure).toBeInstanceOf(ScanError);
    expect(failure.code).toBe(code);
    // The message names the URL and keeps the browser's error name as a detail, without Playwright's wording.
    expect(failure.message).toContain(URL_TRIED);
    expect(failure.message).toContain(`(${netError})`);
    expect(failure.message).not.toMatch(/net::|page\.goto|Call log/);
  });

  it('says so when a browser refuses the port (a link to :6000 met while crawling)', () => {
    const blocked = 'http://shop.example:6000/';
    const failure = classifyNavigationError(
      new Error(`page.goto: net::ERR_UNSAFE_PORT at ${blocked}`),
      blocked,
    );
    expect(failure.code).toBe('invalid_url');
    expect(failure.message).toMatch(/refuse to open port 6000/);
  });

  it('reports a navigation that ran out of time as timeout', () => {
    const error = new Error('page.goto: Timeout 30000ms exceeded.');
    error.name = 'TimeoutError';
    expect(classify(error).code).toBe('timeout');
  });

  it('reports an address that starts a download as not being a web page', () => {
    const failure = classify(
      new Error(`page.goto: Download is starting\nCall log:\n  - navigating to "${URL_TRIED}"`),
    );
    expect(failure.code).toBe('http_error');
    expect(failure.message).toBe(`${URL_TRIED} is a download, not a web page`);
  });

  it('keeps a reason already decided (e.g. the address guard refused a redirect)', () => {
    const decided = new ScanError(
      'private_address',
      `${URL_TRIED} leads to an internal address; it is not scanned.`,
    );
    expect(classify(decided)).toBe(decided);
  });

  it('leaves only what is not the site at all to internal', () => {
    expect(classify(new Error('Target page, context or browser has been closed')).code).toBe('internal');
  });
});
