import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** A request the egress proxy did not carry out. */
export interface RefusedRequest {
  /** Host as in `URL.hostname` (IPv6 in brackets), so it compares with a page URL's hostname. */
  host: string;
  port: number;
  /** The full URL for plain-HTTP requests; absent for CONNECT tunnels, whose path the proxy never sees. */
  url?: string;
  reason: 'private_address' | 'dns' | 'unreachable';
}

/** What one browser context sees of the proxy: its credentials and what was refused for it. */
export interface EgressSession {
  /** Credentials for the proxy's shared address (`EgressProxy.server`). */
  username: string;
  password: string;
  /** Requests refused because the target is a loopback, private, link-local or reserved address. */
  blocked(): RefusedRequest[];
  /** Requests that failed because the target did not resolve or could not be connected to. */
  failed(): RefusedRequest[];
  /** Revokes the credentials and cuts the session's open connections. */
  close(): void;
}

// A page can fire thousands of requests at a blocked host; the lead needs examples, not all of them.
const MAX_RECORDS_PER_LIST = 500;

export class SessionState {
  readonly blocked: RefusedRequest[] = [];
  readonly failed: RefusedRequest[] = [];
  readonly sockets = new Set<Socket>();

  /** Set once the session is closed: its connections are refused from then on. */
  closed = false;
  /** Extra cleanup on close, e.g. the session's own listener. */
  onClose: (() => void) | undefined;

  constructor(readonly password: Buffer) {}

  record(refused: RefusedRequest): void {
    const list = refused.reason === 'private_address' ? this.blocked : this.failed;
    if (list.length < MAX_RECORDS_PER_LIST) list.push(refused);
  }

  track(socket: Socket): void {
    if (this.sockets.has(socket)) return;
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  destroySockets(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }
}

/**
 * Proxy credentials, one pair per browser context. They tie each request to the context that
 * made it (so `blocked()` answers for one scan only) and keep other local processes from using
 * the proxy as a way out.
 */
export class SessionRegistry {
  private readonly sessions = new Map<string, SessionState>();

  open(): { session: EgressSession; state: SessionState } {
    const username = `ctx-${randomBytes(6).toString('hex')}`;
    const password = randomBytes(18).toString('base64url');
    const state = new SessionState(Buffer.from(password));
    this.sessions.set(username, state);
    const session: EgressSession = {
      username,
      password,
      blocked: () => [...state.blocked],
      failed: () => [...state.failed],
      close: () => {
        this.sessions.delete(username);
        state.closed = true;
        state.destroySockets();
        state.onClose?.();
      },
    };
    return { session, state };
  }

  /** The session whose credentials the request carries in `Proxy-Authorization`, if any. */
  authenticate(request: IncomingMessage): SessionState | undefined {
    const header = request.headers['proxy-authorization'];
    const match = typeof header === 'string' ? /^Basic\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) return undefined;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return undefined;
    const state = this.sessions.get(decoded.slice(0, colon));
    if (state === undefined) return undefined;
    const offered = Buffer.from(decoded.slice(colon + 1));
    return offered.length === state.password.length && timingSafeEqual(offered, state.password)
      ? state
      : undefined;
  }

  closeAll(): void {
    for (const state of this.sessions.values()) {
      state.closed = true;
      state.destroySockets();
      state.onClose?.();
    }
    this.sessions.clear();
  }
}
