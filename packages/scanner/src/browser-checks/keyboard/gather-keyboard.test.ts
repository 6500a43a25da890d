import type { KeyboardFacts } from '@klarsicht/rules';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPages, type RouteServer, startRouteServer } from '../../../test-support/route-server.js';
import { launchChromium } from '../../browser/chromium.js';
import { newScanContext, scanContextOptions } from '../../scan/warm-tab.js';
import { installPageHelpers } from '../page-helpers.js';
import { gatherKeyboard } from './gather-keyboard.js';

const LINKS =
  '<a href="/a">Erster Link</a><input aria-label="Postleitzahl" id="plz"><a href="/b">Zweiter Link</a>';

function page(body: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Testseite</title></head><body><main><h1>Testseite</h1>${body}</main></body></html>`;
}

/** Pages a script could or could not keep focus on; the traps are built in ways no script element shows. */
const PAGES: Record<string, string> = {
  '/static.html': page(
    `${LINKS}<script type="application/ld+json">{"@type": "Organization", "name": "Bibliothek"}</script>
     <script type="importmap">{"imports": {}}</script>`,
  ),
  // Scripts that build and change the page, and answer clicks, but never touch focus or keys.
  '/scripted.html': page(
    `${LINKS}<p id="year"></p><button type="button" id="more">Mehr</button>
     <script>
       document.title = 'Bibliothek';
       document.getElementById('year').textContent = String(new Date().getFullYear());
       document.getElementById('more').addEventListener('click', () => document.body.append('Mehr Text'));
       setTimeout(() => document.documentElement.classList.add('ready'), 10);
     </script>`,
  ),
  '/focus-script.html': page(
    `${LINKS}<script>document.addEventListener('focusin', (event) => event.target.setAttribute('data-seen', ''));</script>`,
  ),
  // The script installs the trap and takes itself out of the document.
  '/trap-by-vanished-script.html': page(
    `${LINKS}<script>
       document.getElementById('plz').addEventListener('blur', (event) => setTimeout(() => event.target.focus(), 5));
       document.currentScript.remove();
     </script>`,
  ),
  '/trap-by-attribute.html': page(
    '<a href="/a">Erster Link</a><input aria-label="Postleitzahl" onblur="setTimeout(() => this.focus(), 5)"><a href="/b">Zweiter Link</a>',
  ),
  '/tab-swallowed-by-window-handler.html': page(
    `${LINKS}<script>
       window.onkeydown = (event) => {
         if (event.key === 'Tab' && document.activeElement?.id === 'plz') event.preventDefault();
       };
       document.currentScript.remove();
     </script>`,
  ),
  // Focus taken back by a label's click(), and by validating the form: neither calls focus().
  '/trap-by-label-click.html': page(
    `<a href="/a">Erster Link</a><label for="plz">Postleitzahl</label> <input id="plz"><a href="/b">Zweiter Link</a>
     <script>
       const label = document.querySelector('label');
       setInterval(() => { if (document.activeElement !== document.getElementById('plz')) label.click(); }, 5);
     </script>`,
  ),
  '/trap-by-validation.html': page(
    `<a href="/a">Erster Link</a><form><input aria-label="Postleitzahl" required></form><a href="/b">Zweiter Link</a>
     <script>setInterval(() => document.querySelector('form').reportValidity(), 5);</script>`,
  ),
  '/frame.html': page(`${LINKS}<iframe title="Karte" srcdoc="<a href='/c'>Im Rahmen</a>"></iframe>`),
};

let server: RouteServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = await startRouteServer(htmlPages(PAGES));
  browser = await launchChromium();
  // The scan's own context: its init scripts record the listeners the walk decides on.
  context = await newScanContext(browser, scanContextOptions('klarsicht-test', undefined));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function walk(path: string): Promise<KeyboardFacts> {
  const tab = await context.newPage();
  try {
    await tab.goto(`${server.origin}${path}`);
    await tab.evaluate(installPageHelpers);
    return await gatherKeyboard(tab, new AbortController().signal, () => context.newCDPSession(tab));
  } finally {
    await tab.close();
  }
}

describe('the keyboard walk', () => {
  it('does not walk a page on which nothing can keep focus, and passes it', async () => {
    expect(await walk('/static.html')).toEqual({ reachable: 3, traps: [], unscripted: true });
    // Scripts that never touch focus or keys cannot hold it either.
    expect(await walk('/scripted.html')).toEqual({ reachable: 4, traps: [], unscripted: true });
  });

  it('walks every page a script, a handler attribute or a frame could keep focus on', async () => {
    const listening = await walk('/focus-script.html');
    expect(listening.unscripted).toBeUndefined();
    expect(listening.traps).toEqual([]);
    expect((await walk('/frame.html')).unscripted).toBeUndefined();
  });

  it('finds traps set up by scripts that left the document, by handler attributes and without focus()', async () => {
    for (const path of [
      '/trap-by-vanished-script.html',
      '/trap-by-attribute.html',
      '/tab-swallowed-by-window-handler.html',
      '/trap-by-label-click.html',
      '/trap-by-validation.html',
    ]) {
      const facts = await walk(path);
      expect(facts.unscripted, path).toBeUndefined();
      expect(facts.traps.flatMap((trap) => trap.elements).length, path).toBeGreaterThan(0);
      expect(
        facts.traps.every((trap) => trap.leftBy === null),
        path,
      ).toBe(true);
    }
  });
});
