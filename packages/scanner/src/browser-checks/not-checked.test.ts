import { notCheckedText } from '@klarsicht/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPages, type RouteServer, startRouteServer } from '../../test-support/route-server.js';
import type { PageReport } from '../report/types.js';
import { createScanner, type Scanner } from '../scan/scanner.js';

function page(body: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Testseite</title></head><body><main><h1>Testseite</h1>${body}</main></body></html>`;
}

const PAGES: Record<string, string> = {
  '/plain.html': page(
    '<p>Öffnungszeiten</p><a href="/a">Erster Link</a><button type="button">Knopf</button>',
  ),
  // The first Tab of the keyboard walk blocks the page's main thread far longer than any time box:
  // the page stops answering in the middle of the walk, as a page busy with its own scripts does.
  '/blocks-on-tab.html': page(
    `<a href="/a">Erster Link</a><a href="/b">Zweiter Link</a>
     <script>
       window.addEventListener('keydown', (event) => {
         if (event.key !== 'Tab') return;
         const until = performance.now() + 120000;
         while (performance.now() < until) {}
       });
     </script>`,
  ),
};

let server: RouteServer;
let scanner: Scanner;
const reports = new Map<string, PageReport>();

beforeAll(async () => {
  server = await startRouteServer(htmlPages(PAGES));
  scanner = createScanner();
  // The blocked page last, in one tab: its renderer stays busy after its report is done.
  const paths = Object.keys(PAGES);
  const report = await scanner.scanPages(
    paths.map((path) => `${server.origin}${path}`),
    {
      allowPrivateAddresses: true,
      respectRobotsTxt: false,
      profile: 'wcag21aa',
      concurrency: 1,
      pageTimeoutMs: 120_000,
    },
  );
  paths.forEach((path, index) => {
    reports.set(path, report.pages[index]!);
  });
}, 180_000);

afterAll(async () => {
  await scanner?.close();
  await server?.close();
});

describe('a check that runs out of time', () => {
  it('is named on the page with its reason, and so are the checks the stalled page no longer got', () => {
    const report = reports.get('/blocks-on-tab.html')!;
    expect(report.error).toBeUndefined();
    expect(report.notChecked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ check: 'keyboard', reason: 'timeout' }),
        { check: 'focus', reason: 'page-stalled', detail: expect.any(String) },
        { check: 'zoom', reason: 'page-stalled', detail: expect.any(String) },
        { check: 'page-features', reason: 'page-stalled' },
      ]),
    );
    // Checks before the walk finished and are not named.
    expect(report.notChecked?.map((entry) => entry.check)).not.toContain('aria');
    expect(notCheckedText(report.notChecked![0]!, 'de')).toBe('Tastaturbedienung – nicht geprüft: Zeitlimit');
  });

  it('keeps its rules as needs review with the reason, so the counts stay true', () => {
    const report = reports.get('/blocks-on-tab.html')!;
    const trap = report.incomplete.find((finding) => finding.id === 'klarsicht-keyboard-trap');
    expect(trap?.nodes[0]?.checks?.all[0]).toMatchObject({
      id: 'klarsicht-not-checked',
      data: { reason: expect.stringContaining('no answer within') },
    });
  });

  it('leaves a page whose checks all finished without the field', () => {
    expect(reports.get('/plain.html')!.notChecked).toBeUndefined();
  });
});
