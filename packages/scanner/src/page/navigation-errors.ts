import { ScanError } from '../report/scan-error.js';

/** Chromium's net error names, grouped by the failure code we report for them. */
const NET_ERROR_CODES: { code: 'dns' | 'unreachable' | 'timeout' | 'invalid_url'; names: string[] }[] = [
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
];

/** Turns a Playwright navigation error into the failure a report shows. */
export function classifyNavigationError(error: unknown, url: string): ScanError {
  if (error instanceof ScanError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ScanError('timeout', `Loading ${url} took too long.`, { cause: error });
  }
  const netError = /net::(ERR_[A-Z0-9_]+)/.exec(message)?.[1];
  if (netError) {
    const match = NET_ERROR_CODES.find((group) => group.names.some((name) => netError.startsWith(name)));
    if (match)
      return new ScanError(match.code, `${describe(match.code, url)} (${netError})`, { cause: error });
  }
  return new ScanError('internal', `Loading ${url} failed: ${firstLine(message)}`, { cause: error });
}

function describe(code: 'dns' | 'unreachable' | 'timeout' | 'invalid_url', url: string): string {
  switch (code) {
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
