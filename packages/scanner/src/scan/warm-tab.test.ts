import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScanner, type Scanner } from './scanner.js';

/**
 * A scanner kept warm (as the service's worker keeps it) gives the same reports as a cold one,
 * scan after scan, with nothing carried from one scan to the next, and the address guard intact.
 */

// Says in its title whether this browser has been here before (a cookie from an earlier visit).
const REMEMBERING_PAGE = `<!doctype html><html lang="en"><head><title>page</title></head><body>
<main><h1>Shop</h1><img src="data:,"><label>Search <input></label></main>
<script>
  document.title = document.cookie.includes('seen=1') ? 'seen before' : 'first visit';
  document.cookie = 'seen=1; max-age=3600; path=/';
  localStorage.setItem('seen', '1');
</script></body></html>`;

let site: Server;
let siteUrl: string;
const scanners: Scanner[] = [];

beforeAll(async () => {
  site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(REMEMBERING_PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await Promise.all(scanners.map((scanner) => scanner.close()));
  await new Promise((resolve) => site.close(resolve));
});

function newScanner(): Scanner {
  const scanner = createScanner();
  scanners.push(scanner);
  return scanner;
}

const local = { allowPrivateAddresses: true, profile: 'wcag21aa' } as const;

describe('a scanner kept warm', () => {
  it('reports what a cold scanner reports, and each scan starts with a browser that has not been there', async () => {
    const cold = await newScanner().scanPages([siteUrl], local);
    const warmScanner = newScanner();
    expect(await warmScanner.keepWarm?.({ allowPrivateAddresses: true })).toBe(true);
    const first = await warmScanner.scanPages([siteUrl], local);
    const second = await warmScanner.scanPages([siteUrl], local);

    const violations = (report: typeof cold) =>
      report.pages[0]?.violations.map((finding) => finding.id).sort();
    expect(violations(cold)).toEqual(['image-alt']);
    for (const report of [first, second]) {
      expect(report.failure).toBeUndefined();
      expect(violations(report)).toEqual(violations(cold));
      expect(report.pages[0]?.title).toBe('first visit');
      expect(report.summary.pagesScanned).toBe(1);
    }
  });

  it('keeps the address guard: a tab kept for public scans still refuses this machine', async () => {
    const scanner = newScanner();
    await scanner.keepWarm?.({ allowPrivateAddresses: false });
    const guarded = await scanner.scanPages([siteUrl], { profile: 'wcag21aa' });
    expect(guarded.failure?.code).toBe('private_address');
    expect(guarded.summary.pagesScanned).toBe(0);

    // A scan of the other kind does not take the tab and is served as before.
    const allowed = await scanner.scanPages([siteUrl], local);
    expect(allowed.failure).toBeUndefined();
  });

  it('says so when no browser could be started, and does not throw', async () => {
    const scanner = createScanner({ chromiumPath: '/nonexistent/chromium' });
    scanners.push(scanner);
    expect(await scanner.keepWarm?.({ allowPrivateAddresses: true })).toBe(false);
  });

  it('scans after the browser it warmed a tab in has gone', async () => {
    const scanner = newScanner();
    await scanner.keepWarm?.({ allowPrivateAddresses: true });
    await scanner.scanPages([siteUrl], local);
    // Resolves once the tab for the next scan is ready; then the browser dies under it.
    await scanner.keepWarm?.({ allowPrivateAddresses: true });
    expect(killChromium()).toBeGreaterThan(0);
    const after = await scanner.scanPages([siteUrl], local);
    expect(after.failure).toBeUndefined();
    expect(after.pages[0]?.title).toBe('first visit');
  });
});

/** Kills every Chromium process this test process started, as a crash or an OOM kill would. */
function killChromium(): number {
  const children = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  });
  const pids = children
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command && /chrom/i.test(command))
    .map(([pid]) => Number(pid));
  for (const pid of pids) process.kill(pid, 'SIGKILL');
  return pids.length;
}
