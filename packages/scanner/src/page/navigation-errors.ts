import { ScanError } from '../report/scan-error.js';

type NetFailureCode = 'dns' | 'unreachable' | 'timeout' | 'invalid_url' | 'private_address' | 'http_error';

/**
 * The address answered with a file, not a page: a download, or a response that is not HTML (a PDF
 * shows inline). The page worker tries it as a document; if it is no PDF, this is the page's failure.
 */
export class FileResponseError extends ScanError {}

/**
 * Chromium's net error names (or their prefixes), grouped by the failure code we report for them;
 * the first group that matches wins. A net error not named here is still the site's or the network's
 * doing, never ours: it counts as `unreachable`.
 */
const NET_ERROR_CODES: { code: NetFailureCode; names: string[] }[] = [
  // Chromium's own guard against public pages reaching into private and local networks.
  {
    code: 'private_address',
    names: ['ERR_BLOCKED_BY_PRIVATE_NETWORK_ACCESS_CHECKS', 'ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS'],
  },
  { code: 'dns', names: ['ERR_NAME_NOT_RESOLVED', 'ERR_NAME_RESOLUTION_FAILED', 'ERR_DNS_'] },
  { code: 'timeout', names: ['ERR_TIMED_OUT', 'ERR_CONNECTION_TIMED_OUT'] },
  { code: 'invalid_url', names: ['ERR_INVALID_URL', 'ERR_UNSAFE_PORT', 'ERR_DISALLOWED_URL_SCHEME'] },
  {
    code: 'unreachable',
    names: [
      'ERR_CONNECTION_',
      'ERR_ADDRESS_',
      'ERR_EMPTY_RESPONSE',
      'ERR_NETWORK_',
      'ERR_INTERNET_DISCONNECTED',
      'ERR_SSL_',
      'ERR_CERT_',
      'ERR_BAD_SSL_CLIENT_AUTH_CERT',
      'ERR_TOO_MANY_REDIRECTS',
      'ERR_INVALID_RESPONSE',
      'ERR_INVALID_HTTP_RESPONSE',
      'ERR_RESPONSE_HEADERS_',
      'ERR_HTTP2_',
      'ERR_QUIC_',
      'ERR_PROXY_CONNECTION_FAILED',
      'ERR_TUNNEL_CONNECTION_FAILED',
    ],
  },
  // The address answers with something a browser does not show as a page.
  { code: 'http_error', names: ['ERR_INVALID_MIME_TYPE', 'ERR_CONTENT_DECODING_FAILED'] },
];

/** Turns a Playwright navigation error into the failure a report shows. */
export function classifyNavigationError(error: unknown, url: string): ScanError {
  if (error instanceof ScanError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ScanError('timeout', `Loading ${url} took too long.`, { cause: error });
  }
  const netError = /net::(ERR_[A-Z0-9_]+)/.exec(message)?.[1];
  // Chromium ends a page that asks for HTTP authentication it cannot answer with this error, not with the 401.
  if (netError === 'ERR_INVALID_AUTH_CREDENTIALS') {
    return new ScanError(
      'http_error',
      `${url} asks for a user name and password (HTTP authentication) that the scan does not have or that were not accepted.`,
      { status: 401, cause: error },
    );
  }
  // A link to a port browsers refuse (a crawl can meet one the start address check never saw).
  if (netError === 'ERR_UNSAFE_PORT') {
    return new ScanError(
      'invalid_url',
      `Browsers refuse to open port ${new URL(url).port} of ${url} (a port the Fetch standard blocks) (${netError})`,
      { cause: error },
    );
  }
  if (netError) {
    const match = NET_ERROR_CODES.find((group) => group.names.some((name) => netError.startsWith(name)));
    const code = match?.code ?? 'unreachable';
    return new ScanError(code, `${describe(code, url)} (${netError})`, { cause: error });
  }
  // A URL that starts a download rather than showing a page.
  if (/Download is starting/i.test(message)) {
    return new FileResponseError('http_error', `${url} is a download, not a web page`, { cause: error });
  }
  return new ScanError('internal', `Loading ${url} failed: ${firstLine(message)}`, { cause: error });
}

function describe(code: NetFailureCode, url: string): string {
  switch (code) {
    case 'private_address':
      return `${url} leads to a private or local network address`;
    case 'http_error':
      return `${url} does not answer with a web page`;
    case 'dns':
      return `The host name of ${url} could not be resolved`;
    case 'timeout':
      return `Loading ${url} took too long`;
    case 'invalid_url':
      return `${url} cannot be loaded by a browser`;
    case 'unreachable':
      return `${url} could not be reached`;
  }
}

function firstLine(message: string): string {
  return message.split('\n', 1)[0] ?? message;
}

/** True for the error Playwright raises when the page navigated while a script was running. */
export function isNavigationRace(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Execution context was destroyed|Cannot find context with specified id|frame was detached|Frame was detached/i.test(
    message,
  );
}
