import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteServer, startRouteServer, text } from '../../test-support/route-server.js';
import { type HostResolver, isForbiddenAddress } from './address-policy.js';
import { BLOCKED_HEADER, type EgressProxy, type EgressSession, startEgressProxy } from './egress-proxy.js';

// "public.test" resolves to a server on 127.0.0.2, which the test policy treats as public;
// 127.0.0.1 (where the "internal" server listens), 10/8, 169.254/16 … stay forbidden.
let publicSite: RouteServer;
let internal: RouteServer;
let proxy: EgressProxy;
let proxyPort: number;

const resolveHost: HostResolver = async (hostname) => {
  if (hostname === 'public.test') return ['127.0.0.2'];
  if (hostname === 'rebind.test') return ['127.0.0.2', '127.0.0.1'];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

beforeAll(async () => {
  publicSite = await startRouteServer(
    {
      '/': (request, response) => {
        response.writeHead(200, [
          'Content-Type',
          'text/plain',
          'Set-Cookie',
          'a=1',
          'Set-Cookie',
          'b=2',
          'Connection',
          'keep-alive',
        ]);
        response.end(`host=${request.headers.host} auth=${request.headers['proxy-authorization'] ?? 'none'}`);
      },
      '/upload': (request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        request.on('end', () => response.end(`got ${body}`));
      },
    },
    '127.0.0.2',
  );
  internal = await startRouteServer({ '/': text('internal secret') });
  proxy = await startEgressProxy({
    resolveHost,
    isForbidden: (ip) => ip !== '127.0.0.2' && isForbiddenAddress(ip),
  });
  proxyPort = Number(new URL(proxy.server).port);
});

afterAll(async () => {
  await proxy.close();
  await publicSite.close();
  await internal.close();
});

function basic(session: Pick<EgressSession, 'username' | 'password'>): string {
  return `Basic ${Buffer.from(`${session.username}:${session.password}`).toString('base64')}`;
}

interface ProxiedResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function viaProxy(
  url: string,
  authorization?: string,
  init: { method?: string; body?: string; port?: number } = {},
): Promise<ProxiedResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: init.port ?? proxyPort,
        method: init.method ?? 'GET',
        path: url, // absolute-URI form, as browsers send to a proxy
        headers: {
          host: new URL(url).host,
          ...(authorization ? { 'proxy-authorization': authorization } : {}),
        },
        agent: false,
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** Sends CONNECT and resolves with the status line and the socket (open only on 200). */
function connect(
  authority: string,
  authorization?: string,
  port = proxyPort,
): Promise<{ status: number; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'CONNECT',
      path: authority,
      headers: authorization ? { 'proxy-authorization': authorization } : {},
      agent: false,
    });
    request.on('connect', (response, socket) => resolve({ status: response.statusCode ?? 0, socket }));
    request.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, socket: response.socket });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('egress proxy: credentials', () => {
  it('answers 407 without credentials, with wrong ones and after the session closed', async () => {
    const session = proxy.openSession();
    const url = `http://public.test:${publicSite.port}/`;

    const anonymous = await viaProxy(url);
    expect(anonymous.status).toBe(407);
    expect(anonymous.headers['proxy-authenticate']).toMatch(/^Basic /);
    expect((await viaProxy(url, basic({ username: session.username, password: 'wrong' }))).status).toBe(407);
    expect((await connect(`public.test:${publicSite.port}`)).status).toBe(407);

    expect((await viaProxy(url, basic(session))).status).toBe(200);
    session.close();
    expect((await viaProxy(url, basic(session))).status).toBe(407);
  });

  it('gives each session its own credentials and its own record', async () => {
    const first = proxy.openSession();
    const second = proxy.openSession();
    expect(first.username).not.toBe(second.username);
    expect(first.password).not.toBe(second.password);
    await viaProxy(`http://10.0.0.1/`, basic(first));
    expect(first.blocked()).toHaveLength(1);
    expect(second.blocked()).toEqual([]);
    first.close();
    second.close();
  });
});

describe('egress proxy: sessions with their own port', () => {
  it('needs no credentials, refuses like the shared address, and stops listening on close', async () => {
    const session = await proxy.openSessionWithOwnPort();
    const port = Number(new URL(session.server).port);
    expect(port).not.toBe(proxyPort);

    const allowed = await viaProxy(`http://public.test:${publicSite.port}/`, undefined, { port });
    expect(allowed.status).toBe(200);
    const refused = await viaProxy(`http://127.0.0.1:${internal.port}/`, undefined, { port });
    expect(refused.status).toBe(403);
    expect((await connect('169.254.169.254:443', undefined, port)).status).toBe(403);
    expect(session.blocked().map((entry) => entry.host)).toEqual(['127.0.0.1', '169.254.169.254']);

    // Its credentials work on the shared address too, and count for the same session.
    await viaProxy('http://10.0.0.1/', basic(session));
    expect(session.blocked()).toHaveLength(3);

    session.close();
    await expect(viaProxy(`http://public.test:${publicSite.port}/`, undefined, { port })).rejects.toThrow(
      /ECONNREFUSED|ECONNRESET|socket hang up/,
    );
  });
});

describe('egress proxy: plain HTTP', () => {
  it('forwards to allowed hosts, keeping Host and repeated headers, dropping proxy credentials', async () => {
    const session = proxy.openSession();
    const response = await viaProxy(`http://public.test:${publicSite.port}/`, basic(session));
    expect(response.status).toBe(200);
    expect(response.body).toBe(`host=public.test:${publicSite.port} auth=none`);
    expect(response.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    const upload = await viaProxy(`http://public.test:${publicSite.port}/upload`, basic(session), {
      method: 'POST',
      body: 'form=data',
    });
    expect(upload.body).toBe('got form=data');
    expect(session.blocked()).toEqual([]);
    session.close();
  });

  it.each([
    ['http://127.0.0.1:PORT/', '127.0.0.1'],
    ['http://localhost:PORT/', 'localhost'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://[::1]:PORT/', '[::1]'],
    ['http://rebind.test:PORT/', 'rebind.test'],
  ])('refuses %s with 403 and records it', async (template, host) => {
    const session = proxy.openSession();
    const url = template.replace('PORT', String(internal.port));
    const hitsBefore = internal.hits.length;
    const response = await viaProxy(url, basic(session));
    expect(response.status).toBe(403);
    expect(response.headers[BLOCKED_HEADER]).toBe('private_address');
    expect(session.blocked()).toEqual([
      { host, port: Number(new URL(url).port) || 80, url: new URL(url).href, reason: 'private_address' },
    ]);
    expect(internal.hits.length).toBe(hitsBefore);
    session.close();
  });

  it('answers 502 for names that do not resolve and records them as failed, not blocked', async () => {
    const session = proxy.openSession();
    const response = await viaProxy('http://nowhere.test/', basic(session));
    expect(response.status).toBe(502);
    expect(response.headers['x-klarsicht-error']).toBe('dns');
    expect(session.blocked()).toEqual([]);
    expect(session.failed()).toEqual([
      { host: 'nowhere.test', port: 80, url: 'http://nowhere.test/', reason: 'dns' },
    ]);
    session.close();
  });
});

describe('egress proxy: CONNECT tunnels', () => {
  it('tunnels to allowed hosts', async () => {
    const session = proxy.openSession();
    const { status, socket } = await connect(`public.test:${publicSite.port}`, basic(session));
    expect(status).toBe(200);
    const answer = await new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        // The route keeps the connection alive on purpose (hop-by-hop test), so read to the body's end.
        if (received.includes('auth=')) resolve(received);
      });
      socket.write(`GET / HTTP/1.1\r\nHost: public.test\r\nConnection: close\r\n\r\n`);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('host=public.test auth=none');
    // Closing the session cuts its tunnels.
    const closed = socket.destroyed
      ? Promise.resolve()
      : new Promise((resolve) => socket.once('close', resolve));
    session.close();
    await closed;
  });

  it.each([
    ['127.0.0.1:PORT', '127.0.0.1'],
    ['localhost:PORT', 'localhost'],
    ['[::1]:443', '[::1]'],
    ['169.254.169.254:443', '169.254.169.254'],
    ['10.0.0.1:443', '10.0.0.1'],
  ])('refuses CONNECT %s with 403 and records it', async (template, host) => {
    const session = proxy.openSession();
    const authority = template.replace('PORT', String(internal.port));
    const hitsBefore = internal.hits.length;
    const { status } = await connect(authority, basic(session));
    expect(status).toBe(403);
    expect(session.blocked()).toEqual([
      { host, port: Number(authority.slice(authority.lastIndexOf(':') + 1)), reason: 'private_address' },
    ]);
    expect(internal.hits.length).toBe(hitsBefore);
    session.close();
  });

  it('answers 502 when an allowed target refuses the connection', async () => {
    const session = proxy.openSession();
    // public.test resolves to 127.0.0.2; nothing listens on port 9 there.
    const { status } = await connect('public.test:9', basic(session));
    expect(status).toBe(502);
    expect(session.failed()).toEqual([{ host: 'public.test', port: 9, reason: 'unreachable' }]);
    session.close();
  });
});
