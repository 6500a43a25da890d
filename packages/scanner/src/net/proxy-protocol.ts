import http from 'node:http';
import type net from 'node:net';

/** The small pieces of HTTP/1.1 proxying (RFC 9110, RFC 9112) the egress proxy needs. */

// Headers that describe one connection, not the message (RFC 9110 §7.6.1), plus the proxy's own.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Raw headers (name, value, name, value …) without hop-by-hop ones; repeated headers are kept. */
export function endToEndHeaders(rawHeaders: string[]): string[] {
  // A `Connection: foo` header also marks `foo` as hop-by-hop.
  const named = new Set(HOP_BY_HOP);
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === 'connection') {
      for (const token of (rawHeaders[index + 1] ?? '').split(',')) named.add(token.trim().toLowerCase());
    }
  }
  const kept: string[] = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] ?? '';
    if (!named.has(name.toLowerCase())) kept.push(name, rawHeaders[index + 1] ?? '');
  }
  return kept;
}

/** The target of a plain-HTTP proxy request (`GET http://host/path HTTP/1.1`), if it is one. */
export function parseAbsoluteHttpUrl(requestTarget: string): URL | undefined {
  try {
    const url = new URL(requestTarget);
    return url.protocol === 'http:' && url.hostname !== '' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** `http://host:port/path?q` → `/path?q`, byte for byte as the browser sent it. */
export function originForm(absoluteUrl: string): string {
  const rest = absoluteUrl.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  if (rest === '') return '/';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** `host:port` of a CONNECT request, the host canonicalised like `URL.hostname`. */
export function parseAuthority(requestTarget: string): { host: string; port: number } | undefined {
  try {
    const url = new URL(`http://${requestTarget}`);
    // `new URL` drops :80 as the http default, so an empty port means 80.
    const port = Number(url.port || 80);
    if (url.hostname === '' || !Number.isInteger(port) || port <= 0 || url.pathname !== '/') return undefined;
    return { host: url.hostname, port };
  } catch {
    return undefined;
  }
}

/** Writes a bare HTTP response on a CONNECT socket and closes it. */
export function endRaw(socket: net.Socket, status: number, extraHeaders: Record<string, string> = {}): void {
  if (socket.destroyed) return;
  const reason = http.STATUS_CODES[status] ?? '';
  const headers = Object.entries(extraHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`);
}
