import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killRenderers } from '../../test-support/kill-renderers.js';
import { type RouteServer, startRouteServer, text } from '../../test-support/route-server.js';
import { createScanner, type Scanner } from './scanner.js';

// The page asks for /crash as it loads; the renderer it asks from dies there and then.
const crashingPage = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>
<img src="data:,"><script>fetch('/crash?' + location.pathname)</script></main></body></html>`;
const plainPage = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>
<p>Nothing to see.</p></main></body></html>`;

let site: RouteServer;
let scanner: Scanner;
/** Pages whose next load kills the renderer: `always`, or as many more times as counted. */
const crashesLeft = new Map<string, number>();
let kills = 0;
// One tab: the renderer killed is the one loading the crashing page.
const local = { allowPrivateAddresses: true, concurrency: 1, profile: 'wcag21aa' } as const;

beforeAll(async () => {
  site = await startRouteServer({
    '/crash': (request, response) => {
      const page = (request.url ?? '').split('?')[1] ?? '';
      const left = crashesLeft.get(page) ?? 0;
      if (left > 0) {
        crashesLeft.set(page, left - 1);
        if (killRenderers() > 0) kills++;
      }
      response.writeHead(204).end();
    },
    '/flaky.html': text(crashingPage('Flaky'), 'text/html'),
    '/always.html': text(crashingPage('Always'), 'text/html'),
    '/before.html': text(plainPage('Before'), 'text/html'),
    '/after.html': text(plainPage('After'), 'text/html'),
  });
  scanner = createScanner();
});

afterAll(async () => {
  await scanner?.close();
  await site?.close();
});

describe('a tab that crashes costs at most its page', () => {
  it('checks a page again in a fresh tab after one crash, and reports its findings', async () => {
    crashesLeft.set('/flaky.html', 1);
    kills = 0;
    const report = await scanner.scanPages([`${site.origin}/flaky.html`, `${site.origin}/after.html`], local);
    expect(kills).toBe(1);
    const [flaky, after] = report.pages;
    expect(flaky?.error).toBeUndefined();
    expect(flaky?.title).toBe('Flaky');
    expect(flaky?.violations.map((finding) => finding.id)).toContain('image-alt');
    expect(after?.error).toBeUndefined();
    expect(site.hits.filter((hit) => hit === 'GET /flaky.html')).toHaveLength(2);
    expect(scanner.browserRestarts).toBe(0);
  });

  it('reports a page whose tab crashes again as tab_crashed, and checks the pages around it', async () => {
    crashesLeft.set('/always.html', Number.POSITIVE_INFINITY);
    kills = 0;
    const report = await scanner.scanPages(
      ['/before.html', '/always.html', '/after.html'].map((path) => `${site.origin}${path}`),
      local,
    );
    expect(kills).toBe(2);
    expect(report.pages.map((page) => page.error?.code ?? 'ok')).toEqual(['ok', 'tab_crashed', 'ok']);
    expect(report.pages[1]?.error?.message).toMatch(/crashed .*again in a fresh tab/);
    expect(report.pages[2]?.title).toBe('After');
    expect(report.summary).toMatchObject({ pagesScanned: 2, pagesFailed: 1 });
    expect(report.failure).toBeUndefined();
  });
});
