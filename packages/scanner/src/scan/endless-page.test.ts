import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteServer, startRouteServer, text } from '../../test-support/route-server.js';
import type { PageReport } from '../report/types.js';
import { createScanner, type Scanner } from './scanner.js';

/*
 * A page whose scripts never stop adding to the DOM (a ticker, a runaway loop, a hostile page) never
 * settles. The scan must end it within the page's time and still finish the other pages.
 */

const page = (title: string, body: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/** Adds a paragraph, a link and an unlabelled field every millisecond and on every animation frame, forever. */
const ENDLESS = page(
  'Ticker',
  `<div id="ticker"></div><script>
  const ticker = document.getElementById('ticker');
  let count = 0;
  const add = () => {
    count++;
    const row = document.createElement('p');
    row.innerHTML = 'Meldung ' + count + ' <a href="#m' + count + '">mehr</a> <input type="text">';
    ticker.append(row);
  };
  setInterval(add, 1);
  const frame = () => { add(); requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
</script>`,
);

let server: RouteServer;
let scanner: Scanner;
beforeAll(async () => {
  server = await startRouteServer({
    '/': text(
      page(
        'Start',
        '<ul><li><a href="/ticker.html">Ticker</a></li><li><a href="/kontakt.html">Kontakt</a></li><li><a href="/bild.html">Bild</a></li></ul>',
      ),
      'text/html; charset=utf-8',
    ),
    '/ticker.html': text(ENDLESS, 'text/html; charset=utf-8'),
    '/kontakt.html': text(page('Kontakt', '<input type="text">'), 'text/html; charset=utf-8'),
    '/bild.html': text(page('Bild', '<img src="/logo.png">'), 'text/html; charset=utf-8'),
  });
  scanner = createScanner();
});
afterAll(async () => {
  await scanner?.close();
  await server?.close();
});

describe('a page that never stops adding to its DOM', () => {
  it('ends within the page time, and the other pages of the scan finish with their findings', {
    timeout: 120_000,
  }, async () => {
    const pageTimeoutMs = 20_000;
    const report = await scanner.scanSite(`${server.origin}/`, {
      allowPrivateAddresses: true,
      respectRobotsTxt: false,
      profile: 'wcag21aa',
      concurrency: 2,
      pageTimeoutMs,
    });
    const byPath = new Map<string, PageReport>(
      report.pages.map((scanned) => [scanned.url.slice(server.origin.length), scanned]),
    );
    expect([...byPath.keys()].sort()).toEqual(['/', '/bild.html', '/kontakt.html', '/ticker.html']);
    const ticker = byPath.get('/ticker.html')!;
    // Ended by the render wait's upper bound (analysed as it stood) or by the page's deadline (not
    // checked): either way within the page's time, and no later page waits for it.
    expect(ticker.durationMs).toBeLessThan(pageTimeoutMs + 2_000);
    if (ticker.error) expect(ticker.error.code).toBe('timeout');
    // Analysed as it stood: the page says that it had not finished rendering, and the others do not.
    else
      expect(ticker.notChecked).toContainEqual(
        expect.objectContaining({ check: 'render-wait', reason: 'timeout' }),
      );
    for (const path of ['/', '/kontakt.html', '/bild.html']) {
      expect(byPath.get(path)?.notChecked ?? []).not.toContainEqual(
        expect.objectContaining({ check: 'render-wait' }),
      );
    }
    expect(byPath.get('/kontakt.html')?.violations.map((finding) => finding.id)).toContain('label');
    expect(byPath.get('/bild.html')?.violations.map((finding) => finding.id)).toContain('image-alt');
    expect(byPath.get('/')?.error).toBeUndefined();
  });
});
