import dgram from 'node:dgram';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteServer, redirect, startRouteServer, text } from '../../test-support/route-server.js';
import { loadPage } from '../page/load-page.js';
import { ScanError } from '../report/scan-error.js';
import { type HostResolver, isForbiddenAddress } from './address-policy.js';
import { BLOCKED_HEADER, type EgressProxy, type EgressSession, startEgressProxy } from './egress-proxy.js';

/**
 * Chromium against the egress proxy. "public.test" stands for a public website: the proxy's test
 * resolver maps it to a server on 127.0.0.2 and the test policy lets exactly 127.0.0.2 through.
 * The "internal" server listens on 127.0.0.1, which stays forbidden, as do 10/8 and 169.254/16;
 * its request log proves that nothing reached it.
 */

let browser: Browser;
let proxy: EgressProxy;
let publicSite: RouteServer;
let internal: RouteServer;
let session: EgressSession;
let context: BrowserContext;
let stunTarget: dgram.Socket;
let udpPacketsToLoopback = 0;

const resolveHost: HostResolver = async (hostname) => {
  if (hostname === 'public.test') return ['127.0.0.2'];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

const publicUrl = (path: string) => `http://public.test:${publicSite.port}${path}`;
const internalUrl = (path: string, scheme = 'http') => `${scheme}://127.0.0.1:${internal.port}${path}`;

beforeAll(async () => {
  // WebRTC sends UDP straight from the browser, past any HTTP proxy; this socket counts what arrives.
  stunTarget = dgram.createSocket('udp4');
  stunTarget.on('message', () => {
    udpPacketsToLoopback++;
  });
  await new Promise<void>((resolve) => stunTarget.bind(0, '127.0.0.1', resolve));
  const stunUrl = `stun:127.0.0.1:${stunTarget.address().port}`;
  internal = await startRouteServer({
    '/': text('<title>Internal</title>internal secret', 'text/html'),
    '/secret': text('internal secret'),
    '/pixel.png': text('not really a png', 'image/png'),
  });
  // Routes refer to the internal server's port, known only now.
  const page = `<!doctype html><html lang="en"><head><title>Public page</title></head><body>
    <h1>Public</h1>
    <img alt="" src="${internalUrl('/pixel.png')}">
    <script>
      Promise.allSettled([
        fetch('http://169.254.169.254/latest/meta-data/', { mode: 'no-cors' }),
        fetch('http://10.0.0.1/', { mode: 'no-cors' }),
        fetch('${internalUrl('/secret', 'https')}', { mode: 'no-cors' }),
        new Promise((resolve, reject) => {
          const socket = new WebSocket('ws://[::1]:${internal.port}/socket');
          socket.onopen = resolve;
          socket.onerror = reject;
        }),
      ]).then((results) => {
        document.body.dataset.fetches = results.map((result) => result.status).join(',');
      });
    </script>
  </body></html>`;
  publicSite = await startRouteServer(
    {
      '/': text(page, 'text/html'),
      '/cached': text(
        '<!doctype html><title>Cached</title><link rel="stylesheet" href="/style.css">',
        'text/html',
      ),
      '/style.css': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'max-age=3600' }).end('p {}');
      },
      '/webrtc': text(
        `<!doctype html><title>WebRTC</title><script>
          const connection = new RTCPeerConnection({ iceServers: [{ urls: '${stunUrl}' }] });
          connection.onicegatheringstatechange = () => {
            if (connection.iceGatheringState === 'complete') document.title = 'gathered';
          };
          connection.createDataChannel('probe');
          connection.createOffer().then((offer) => connection.setLocalDescription(offer));
        </script>`,
        'text/html',
      ),
      '/to-internal': redirect(internalUrl('/secret')),
      '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    },
    '127.0.0.2',
  );
  proxy = await startEgressProxy({
    resolveHost,
    isForbidden: (ip) => ip !== '127.0.0.2' && isForbiddenAddress(ip),
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--proxy-bypass-list=<-loopback>',
      // Without this, WebRTC's STUN/UDP goes around the proxy (measured: 4 packets to 127.0.0.1).
      '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    ],
  });
  session = proxy.openSession();
  context = await browser.newContext({
    proxy: { server: proxy.server, username: session.username, password: session.password },
  });
});

afterAll(async () => {
  await context?.close();
  session?.close();
  await browser?.close();
  await proxy?.close();
  await publicSite?.close();
  await internal?.close();
  stunTarget?.close();
});

describe('egress proxy with Chromium', () => {
  it('refuses a navigation to 127.0.0.1 and the session reports it', async () => {
    const page = await context.newPage();
    const response = await page.goto(internalUrl('/'));
    // Plain HTTP: Chromium shows the proxy's 403 as the document's response.
    expect(response?.status()).toBe(403);
    expect(response?.headers()[BLOCKED_HEADER]).toBe('private_address');
    expect(session.blocked()).toContainEqual({
      host: '127.0.0.1',
      port: internal.port,
      url: internalUrl('/'),
      reason: 'private_address',
    });
    // HTTPS goes through CONNECT; Chromium turns the 403 into a network error.
    await expect(page.goto(internalUrl('/', 'https'))).rejects.toThrow(/ERR_TUNNEL_CONNECTION_FAILED/);
    expect(session.blocked()).toContainEqual({
      host: '127.0.0.1',
      port: internal.port,
      reason: 'private_address',
    });
    expect(internal.hits).toEqual([]);
    await page.close();
  });

  it('refuses a redirect from an allowed host to a forbidden one', async () => {
    const page = await context.newPage();
    const toInternal = await page.goto(publicUrl('/to-internal'));
    expect(toInternal?.status()).toBe(403);
    expect(toInternal?.url()).toBe(internalUrl('/secret'));
    expect(toInternal?.headers()[BLOCKED_HEADER]).toBe('private_address');

    const toMetadata = await page.goto(publicUrl('/to-metadata'));
    expect(toMetadata?.status()).toBe(403);
    expect(session.blocked()).toContainEqual({
      host: '169.254.169.254',
      port: 80,
      url: 'http://169.254.169.254/latest/meta-data/',
      reason: 'private_address',
    });
    expect(publicSite.hits).toEqual(expect.arrayContaining(['GET /to-internal', 'GET /to-metadata']));
    expect(internal.hits).toEqual([]);
    await page.close();
  });

  it('loads an allowed page while refusing its subresources on forbidden addresses', async () => {
    const page = await context.newPage();
    const response = await page.goto(publicUrl('/'));
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Public page');
    await page.waitForFunction('document.body.dataset.fetches !== undefined');
    // Blocked no-cors fetches reject (CONNECT failure) or resolve opaquely (403); either way the
    // proxy's record is what counts.
    const blockedHosts = session.blocked().map((refused) => refused.host);
    expect(blockedHosts).toEqual(
      expect.arrayContaining(['127.0.0.1', '169.254.169.254', '10.0.0.1', '[::1]']),
    );
    // WebSockets, ws:// included, travel through CONNECT.
    expect(session.blocked()).toContainEqual({
      host: '[::1]',
      port: internal.port,
      reason: 'private_address',
    });
    // Plain-HTTP refusals are opaque 403 answers to no-cors fetches; CONNECT refusals are network errors.
    expect(await page.evaluate('document.body.dataset.fetches')).toBe(
      'fulfilled,fulfilled,rejected,rejected',
    );
    expect(session.blocked()).toContainEqual({
      host: '127.0.0.1',
      port: internal.port,
      url: internalUrl('/pixel.png'),
      reason: 'private_address',
    });
    expect(internal.hits).toEqual([]);
    await page.close();
  });

  it('sends no WebRTC UDP to forbidden addresses (launch flag --webrtc-ip-handling-policy)', async () => {
    const page = await context.newPage();
    await page.goto(publicUrl('/webrtc'));
    await page.waitForFunction('document.title === "gathered"', undefined, { timeout: 10_000 });
    expect(udpPacketsToLoopback).toBe(0);
    await page.close();
  });

  it('works without credentials on a session port of its own, keeping the HTTP cache', async () => {
    const own = await proxy.openSessionWithOwnPort();
    const ownContext = await browser.newContext({ proxy: { server: own.server } });
    try {
      const page = await ownContext.newPage();
      const refused = await page.goto(internalUrl('/'));
      expect(refused?.status()).toBe(403);
      expect(own.blocked()).toContainEqual({
        host: '127.0.0.1',
        port: internal.port,
        url: internalUrl('/'),
        reason: 'private_address',
      });
      // Chromium may also ask for /favicon.ico; nothing else of this context's traffic was refused.
      expect(own.blocked().every((refused) => refused.host === '127.0.0.1')).toBe(true);
      // Sessions are apart: the first context's refusals are not in this one's record.
      expect(session.blocked().length).toBeGreaterThan(own.blocked().length);

      const hitsBefore = publicSite.hits.length;
      for (let load = 0; load < 3; load++)
        expect((await page.goto(publicUrl('/cached')))?.status()).toBe(200);
      const styleRequests = publicSite.hits.slice(hitsBefore).filter((hit) => hit === 'GET /style.css');
      expect(styleRequests).toHaveLength(1); // served from the browser cache after the first load
      expect(internal.hits).toEqual([]);
    } finally {
      await ownContext.close();
      own.close();
    }
  });

  it('reports a public site that refuses the connection as unreachable, not as an HTTP error', async () => {
    // A port on the "public" address where nothing listens any more.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.2', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));

    const own = await proxy.openSessionWithOwnPort();
    const ownContext = await browser.newContext({ proxy: { server: own.server } });
    try {
      const page = await ownContext.newPage();
      const loading = loadPage(page, `http://public.test:${port}/`, {
        timeoutMs: 20_000,
        guardRefusals: () => own.blocked().length,
      });
      await expect(loading).rejects.toBeInstanceOf(ScanError);
      await expect(loading).rejects.toMatchObject({ code: 'unreachable' });
    } finally {
      await ownContext.close();
      own.close();
    }
  });
});
