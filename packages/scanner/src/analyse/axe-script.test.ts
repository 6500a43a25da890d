import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScanner, type Scanner } from '../scan/scanner.js';

/**
 * A page whose scripts look for globals: an AMD loader (RequireJS and the like) that records every
 * `define` call, and a note of whether an `axe` global existed while the page loaded. Its title says
 * what the scripts saw; the image without alt text is the barrier the scan must still find.
 */
const PAGE = `<!doctype html><html lang="en"><head><title>page</title>
<script>
  window.defineCalls = 0;
  window.define = function () { window.defineCalls++; document.title = 'define called ' + window.defineCalls; };
  window.define.amd = {};
  document.title = 'axe while loading: ' + typeof window.axe;
</script></head>
<body><main><h1>Loader</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>`;

let server: Server;
let url: string;
let scanner: Scanner;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  scanner = createScanner();
});

afterAll(async () => {
  await scanner.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('axe in a scanned page', () => {
  it("stays out of the page's sight: no axe global while it loads, no call to its AMD loader", async () => {
    const report = await scanner.scanPages([url], { allowPrivateAddresses: true, profile: 'wcag21aa' });
    const [page] = report.pages;
    expect(page?.error).toBeUndefined();
    expect(page?.title).toBe('axe while loading: undefined');
    expect(page?.violations.map((finding) => finding.id)).toContain('image-alt');
  });

  it('checks the second page of a tab as the first', async () => {
    const report = await scanner.scanPages([url, `${url}?again`], {
      allowPrivateAddresses: true,
      profile: 'wcag21aa',
      concurrency: 1,
    });
    for (const page of report.pages) {
      expect(page.title, page.url).toBe('axe while loading: undefined');
      expect(
        page.violations.map((finding) => finding.id),
        page.url,
      ).toContain('image-alt');
    }
  });
});
