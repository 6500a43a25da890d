import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import type { HostResolver } from './address-policy.js';
import { CheckedTargets } from './checked-targets.js';
import { pinnedLookup } from './pinned-lookup.js';
import {
  endRaw,
  endToEndHeaders,
  originForm,
  parseAbsoluteHttpUrl,
  parseAuthority,
} from './proxy-protocol.js';
import { type EgressSession, SessionRegistry, type SessionState } from './proxy-sessions.js';

export type { EgressSession, RefusedRequest } from './proxy-sessions.js';

/**
 * The guard for the browser's own traffic. Playwright's `route()` does not see redirects and
 * Chromium resolves names itself, so a page could reach 127.0.0.1 or 169.254.169.254 through a
 * redirect, an <img>, a fetch() or a WebSocket. Browser contexts are therefore given this proxy:
 * it resolves every target itself, refuses forbidden addresses and connects to the addresses it
 * checked, never asking DNS a second time.
 *
 * Plain HTTP arrives as absolute-URI requests and is forwarded; HTTPS and WebSockets arrive as
 * CONNECT tunnels. Refusals: 403 with `x-klarsicht-blocked: private_address` (plain HTTP; Chromium
 * shows it as the document's response) or 403 to CONNECT (Chromium fails the request with
 * ERR_TUNNEL_CONNECTION_FAILED); the session records them either way.
 */

export interface EgressProxy {
  /** `http://127.0.0.1:<port>`, shared; requests must carry a session's credentials. */
  server: string;
  /** A session on the shared address: `newContext({ proxy: { server, username, password } })`. */
  openSession(): EgressSession;
  /**
   * A session with a listener of its own: `newContext({ proxy: { server: session.server } })`,
   * no credentials. Preferred for the engine: Playwright turns proxy credentials into request
   * interception, which disables the browser's HTTP cache for the context (measured: every
   * stylesheet and image fetched again on each navigation) and adds a protocol round trip per
   * request. The port alone identifies the session.
   */
  openSessionWithOwnPort(): Promise<EgressSession & { server: string }>;
  close(): Promise<void>;
}

export interface EgressProxyOptions {
  /** Test seam: which addresses count as forbidden (default `isForbiddenAddress`). */
  isForbidden?: (ip: string) => boolean;
  /** Test seam: name resolution (default: the system resolver). */
  resolveHost?: HostResolver;
  /** A CONNECT tunnel whose target does not accept the connection gives up after this long (default 15 s). */
  connectTimeoutMs?: number;
}

export const BLOCKED_HEADER = 'x-klarsicht-blocked';
export const ERROR_HEADER = 'x-klarsicht-error';
const PROXY_AUTHENTICATE = { 'Proxy-Authenticate': 'Basic realm="klarsicht-egress"' };
// Plain-HTTP upstream sockets silent for this long are cut; the engine's page timeout is shorter.
const IDLE_TIMEOUT_MS = 60_000;

export async function startEgressProxy(options: EgressProxyOptions = {}): Promise<EgressProxy> {
  const sessions = new SessionRegistry();
  const forwarder = new EgressForwarder(options);
  const shared = await listen(proxyServer(forwarder, (request) => sessions.authenticate(request)));
  const ownListeners = new Set<http.Server>();

  return {
    server: addressOf(shared),
    openSession: () => sessions.open().session,
    openSessionWithOwnPort: async () => {
      const { session, state } = sessions.open();
      const listener = await listen(proxyServer(forwarder, () => (state.closed ? undefined : state)));
      ownListeners.add(listener);
      state.onClose = () => {
        ownListeners.delete(listener);
        void closeServer(listener);
      };
      if (state.closed) state.onClose();
      return { ...session, server: addressOf(listener) };
    },
    close: async () => {
      const listeners = [...ownListeners];
      sessions.closeAll();
      forwarder.close();
      await Promise.all([closeServer(shared), ...listeners.map(closeServer)]);
    },
  };
}

/** An HTTP server that hands authenticated requests to the forwarder and answers 407 to the rest. */
function proxyServer(
  forwarder: EgressForwarder,
  sessionFor: (request: http.IncomingMessage) => SessionState | undefined,
): http.Server {
  const server = http.createServer((request, response) => {
    const session = sessionFor(request);
    if (session === undefined) {
      response.writeHead(407, { ...PROXY_AUTHENTICATE, 'content-length': '0' }).end();
      return;
    }
    session.track(request.socket);
    void forwarder.forward(request, response, session).catch(() => response.destroy());
  });
  server.on('connect', (request: http.IncomingMessage, duplex: Duplex, head: Buffer) => {
    const clientSocket = duplex as net.Socket;
    clientSocket.on('error', () => clientSocket.destroy());
    forwarder.trackTunnelSocket(clientSocket);
    const session = sessionFor(request);
    if (session === undefined) {
      endRaw(clientSocket, 407, PROXY_AUTHENTICATE);
      return;
    }
    session.track(clientSocket);
    void forwarder.tunnel(request, clientSocket, head, session).catch(() => clientSocket.destroy());
  });
  return server;
}

/** Checks targets and carries requests out; shared by the shared listener and per-session ones. */
class EgressForwarder {
  private readonly targets: CheckedTargets;
  private readonly connectTimeoutMs: number;
  // Pooled sockets are keyed by host name and were opened to checked addresses only.
  private readonly upstreamAgent = new http.Agent({
    keepAlive: true,
    maxSockets: 16,
    timeout: IDLE_TIMEOUT_MS,
  });
  // Sockets handed to 'connect' have left their HTTP server: closeAllConnections() misses them.
  private readonly tunnelSockets = new Set<net.Socket>();

  constructor(options: EgressProxyOptions) {
    this.targets = new CheckedTargets({
      ...(options.isForbidden ? { isForbidden: options.isForbidden } : {}),
      ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    });
    this.connectTimeoutMs = options.connectTimeoutMs ?? 15_000;
  }

  trackTunnelSocket(socket: net.Socket): void {
    this.tunnelSockets.add(socket);
    socket.once('close', () => this.tunnelSockets.delete(socket));
  }

  async forward(request: http.IncomingMessage, response: http.ServerResponse, session: SessionState) {
    const target = parseAbsoluteHttpUrl(request.url ?? '');
    if (target === undefined) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Absolute http:// URL expected');
      return;
    }
    const port = Number(target.port) || 80;
    const check = await this.targets.check(target.hostname);
    if (!check.allowed) {
      session.record({ host: target.hostname, port, url: target.href, reason: check.reason });
      const blocked = check.reason === 'private_address';
      response
        .writeHead(blocked ? 403 : 502, {
          [blocked ? BLOCKED_HEADER : ERROR_HEADER]: check.reason,
          'content-type': 'text/plain',
        })
        .end(check.message);
      return;
    }

    const upstream = http.request({
      host: target.hostname.replace(/^\[|\]$/g, ''), // IPv6 literals without URL brackets
      port,
      method: request.method,
      path: originForm(request.url ?? '/'),
      headers: endToEndHeaders(request.rawHeaders),
      setHost: false, // the browser's Host header is forwarded as it was
      agent: this.upstreamAgent,
      lookup: pinnedLookup(check.addresses),
      timeout: IDLE_TIMEOUT_MS,
    });
    upstream.on('timeout', () => upstream.destroy(new Error('Upstream timed out')));
    upstream.on('response', (upstreamResponse) => {
      response.writeHead(
        upstreamResponse.statusCode ?? 502,
        upstreamResponse.statusMessage,
        endToEndHeaders(upstreamResponse.rawHeaders),
      );
      upstreamResponse.pipe(response);
      upstreamResponse.on('error', () => response.destroy());
    });
    upstream.on('error', (error) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      session.record({ host: target.hostname, port, url: target.href, reason: 'unreachable' });
      response
        .writeHead(502, { [ERROR_HEADER]: 'unreachable', 'content-type': 'text/plain' })
        .end(error.message);
    });
    // The browser gave up (navigation cancelled, context closed): stop the upstream work too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  }

  async tunnel(request: http.IncomingMessage, clientSocket: net.Socket, head: Buffer, session: SessionState) {
    const authority = parseAuthority(request.url ?? '');
    if (authority === undefined) {
      endRaw(clientSocket, 400);
      return;
    }
    const check = await this.targets.check(authority.host);
    if (!check.allowed) {
      session.record({ ...authority, reason: check.reason });
      const blocked = check.reason === 'private_address';
      endRaw(clientSocket, blocked ? 403 : 502, { [blocked ? BLOCKED_HEADER : ERROR_HEADER]: check.reason });
      return;
    }

    const upstream = net.connect({
      host: authority.host.replace(/^\[|\]$/g, ''),
      port: authority.port,
      lookup: pinnedLookup(check.addresses),
      timeout: this.connectTimeoutMs,
    });
    session.track(upstream);
    this.trackTunnelSocket(upstream);
    let established = false;
    upstream.once('timeout', () => upstream.destroy(new Error('Upstream timed out')));
    upstream.once('connect', () => {
      established = true;
      upstream.setTimeout(0);
      clientSocket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(clientSocket);
      clientSocket.pipe(upstream);
    });
    upstream.on('error', () => {
      if (established) {
        clientSocket.destroy();
        return;
      }
      session.record({ ...authority, reason: 'unreachable' });
      endRaw(clientSocket, 502, { [ERROR_HEADER]: 'unreachable' });
    });
    clientSocket.once('close', () => upstream.destroy());
  }

  close(): void {
    for (const socket of this.tunnelSockets) socket.destroy();
    this.upstreamAgent.destroy();
  }
}

async function listen(server: http.Server): Promise<http.Server> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return server;
}

function addressOf(server: http.Server): string {
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

function closeServer(server: http.Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return closed;
}
