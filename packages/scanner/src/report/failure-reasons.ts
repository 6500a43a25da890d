import type { FailureCode, ScanFailure } from './types.js';

/**
 * What each failure code means, as one sentence that names the real cause: the CLI's words. The
 * failure's own `message` (with the browser's error name, e.g. ERR_CONNECTION_REFUSED) is the
 * detail beneath it; user interfaces translate by code.
 */
const REASONS: Record<FailureCode, string> = {
  invalid_url:
    'The address is not a web address a browser can open (it must start with http:// or https://).',
  dns: 'The domain name does not exist or could not be looked up. Check the spelling.',
  unreachable:
    'The site could not be reached: nothing answered at this address, or the connection broke off.',
  timeout: 'The site did not answer in time.',
  http_error: 'The site did not answer with a web page (but with an HTTP error, or a file such as a PDF).',
  blocked_robots: "The site's robots.txt does not allow automated checks of this page.",
  robots_unavailable:
    "The site's server answered the request for its robots.txt with an error, so no page was fetched (RFC 9309). This is not a prohibition: try again later.",
  blocked_bot_protection: 'The site blocked the check with a bot protection or captcha.',
  private_address: 'The address leads into a private or internal network, which is not checked.',
  sign_in_failed:
    'Klarsicht could not sign in to the site with the sign-in settings given, so nothing was checked.',
  internal: 'The check itself failed (in Klarsicht or its browser), not the site. Please try again.',
};

export function failureReason(failure: Pick<ScanFailure, 'code' | 'status'>): string {
  if (failure.code === 'http_error' && failure.status !== undefined && failure.status >= 400) {
    return `The site answered with HTTP status ${failure.status} instead of a web page.`;
  }
  if (failure.code === 'robots_unavailable' && failure.status !== undefined) {
    return `The site's server answered the request for /robots.txt with HTTP ${failure.status}, so no page was fetched (RFC 9309). This is not a prohibition: try again later.`;
  }
  return REASONS[failure.code];
}
