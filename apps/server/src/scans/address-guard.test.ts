import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, waitForScan } from '../../test-support/http.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { startTestService, type TestService } from '../../test-support/test-service.js';

/**
 * The address guard through the API, in production mode (KLARSICHT_ALLOW_PRIVATE_TARGETS off):
 * every internal target is either refused at once (400 invalid_url) or accepted and then failed by
 * the engine with private_address / invalid_url, and a server on this machine that the targets
 * point at (listening on [::], so 127.0.0.1 and ::1 both reach it) receives no request at all.
 *
 * "A public site that redirects to an internal address" cannot be staged through the API: the
 * engine offers no resolver seam to the server, and every test server is on a forbidden address.
 * The engine's own tests cover it with an injected resolver: packages/scanner/src/net/
 * egress-proxy.browser.test.ts ("refuses a redirect from an allowed host to a forbidden one",
 * through Chromium) and guarded-http.test.ts (the same for robots.txt/sitemap fetches). Here a
 * redirecting URL on this machine is refused before its first request.
 */

let database: TestDatabase;
let service: TestService;
let internal: Server;
let port: number;
const internalHits: string[] = [];

beforeAll(async () => {
  internal = createServer((request, response) => {
    internalHits.push(`${request.method} ${request.url}`);
    if (request.url === '/redirect') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end('<title>internal</title>internal secret');
  });
  await new Promise<void>((resolve) => internal.listen(0, '::', resolve));
  port = (internal.address() as AddressInfo).port;
  database = await createTestDatabase();
  service = await startTestService({
    db: database.db,
    env: { KLARSICHT_ALLOW_PRIVATE_TARGETS: '0', WORKER_CONCURRENCY: '3' },
  });
});

afterAll(async () => {
  await service?.close();
  await database?.destroy();
  internal?.closeAllConnections();
  await new Promise((resolve) => internal?.close(resolve));
});

/** Internal targets; `PORT` stands for the internal server's port. */
const TARGETS: Array<[label: string, url: string]> = [
  ['loopback, decimal', 'http://2130706433:PORT/'],
  ['loopback, hex', 'http://0x7f000001:PORT/'],
  ['loopback, short', 'http://127.1:PORT/'],
  ['loopback, octal', 'http://0177.0.0.1:PORT/'],
  ['loopback, dotted', 'http://127.0.0.1:PORT/'],
  ['loopback, https', 'https://127.0.0.1:PORT/'],
  ['loopback, IPv6-mapped', 'http://[::ffff:127.0.0.1]:PORT/'],
  ['loopback, IPv6', 'http://[::1]:PORT/'],
  ['loopback, NAT64', 'http://[64:ff9b::7f00:1]:PORT/'],
  ['unspecified 0.0.0.0', 'http://0.0.0.0:PORT/'],
  ['unspecified 0', 'http://0:PORT/'],
  ['unspecified IPv6', 'http://[::]:PORT/'],
  ['10/8', 'http://10.0.0.1/'],
  ['172.16/12, low end', 'http://172.16.0.1/'],
  ['172.16/12, high end', 'http://172.31.255.254/'],
  ['192.168/16', 'http://192.168.1.1/'],
  ['link-local', 'http://169.254.1.1/'],
  ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
  ['cloud metadata, IPv6-mapped hex', 'http://[::ffff:a9fe:a9fe]/'],
  ['cloud metadata, AWS IPv6 (ULA)', 'http://[fd00:ec2::254]/'],
  ['CGNAT 100.64/10', 'http://100.64.0.1/'],
  ['benchmarking 198.18/15', 'http://198.18.0.1/'],
  ['IPv6 ULA', 'http://[fc00::1]/'],
  ['IPv6 link-local', 'http://[fe80::1]/'],
  ['6to4 of loopback', 'http://[2002:7f00:1::]/'],
  ['localhost', 'http://localhost:PORT/'],
  ['localhost, upper case', 'http://LOCALHOST:PORT/'],
  ['localhost, trailing dot', 'http://localhost.:PORT/'],
  ['a name under .localhost', 'http://foo.localhost:PORT/'],
  ['localhost without a scheme', 'localhost:PORT'],
  ['a redirect from this machine to the metadata address', 'http://127.0.0.1:PORT/redirect'],
  ['file: scheme', 'file:///etc/passwd'],
  ['ftp: scheme', 'ftp://127.0.0.1:PORT/'],
  ['javascript: scheme', 'javascript:fetch("http://127.0.0.1:PORT/")'],
  ['data: scheme', 'data:text/html,<script>fetch("http://127.0.0.1:PORT/")</script>'],
  ['credentials in the URL', 'http://user:secret@127.0.0.1:PORT/'],
  ['credentials on a public name', 'http://admin:admin@example.com/'],
  ['user name only', 'http://user@example.com/'],
];

describe('the address guard through the API (production mode)', () => {
  it(`never scans any of ${TARGETS.length} internal targets`, async () => {
    const outcomes: Array<{ label: string; outcome: string }> = [];
    const accepted: Array<{ label: string; id: string }> = [];
    for (const [label, template] of TARGETS) {
      const url = template.replaceAll('PORT', String(port));
      const { status, headers, json } = await postJson(`${service.baseUrl}/api/scans`, {
        url,
        profile: 'wcag21aa',
      });
      if (status === 400) {
        expect(headers.get('content-type'), label).toMatch(/^application\/problem\+json/);
        expect(json.code, label).toBe('invalid_url');
        outcomes.push({ label, outcome: '400 invalid_url' });
      } else {
        expect(status, `${label}: ${JSON.stringify(json)}`).toBe(202);
        accepted.push({ label, id: json.id });
      }
    }
    for (const { label, id } of accepted) {
      const scan = await waitForScan(service.baseUrl, id, { timeoutMs: 30_000 });
      expect(scan.status, label).toBe('failed');
      expect(['private_address', 'invalid_url'], `${label}: ${scan.failure?.code}`).toContain(
        scan.failure?.code,
      );
      outcomes.push({ label, outcome: `scan failed: ${scan.failure?.code}` });
      const pages = await getJson(`${service.baseUrl}/api/scans/${id}/pages`);
      for (const page of pages.json.items ?? []) expect(page.status ?? 0, label).not.toBe(200);
    }
    expect(outcomes).toHaveLength(TARGETS.length);
    expect(internalHits).toEqual([]);
  }, 90_000);
});
