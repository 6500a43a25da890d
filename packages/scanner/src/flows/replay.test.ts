import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { htmlPages, type RouteServer, startRouteServer } from '../../test-support/route-server.js';
import { launchChromium } from '../browser/chromium.js';
import { FOUND_ATTRIBUTE } from './find-element.js';
import { parseRecording, type Recording } from './recording.js';
import { type FlowState, FlowStepError, replayFlow } from './replay.js';

/**
 * The replay of recorded flows as a flow author sees it, in real Chromium: which element each
 * selector finds, what each step type does, when the page is handed over for a check and why, and
 * how a flow that cannot go on stops. Every page logs the clicks it receives into `top.protokoll`
 * (the element's text, plus " [markiert]" while it carries the mark of a role-less ARIA query).
 */

const CLICK_LOG = `<script>
  top.protokoll ??= [];
  addEventListener('click', (event) => {
    const target = event.composedPath()[0];
    if (!(target instanceof Element)) return;
    const marked = target.hasAttribute('${FOUND_ATTRIBUTE}') ? ' [markiert]' : '';
    top.protokoll.push(target.textContent.trim() + marked);
  }, true);
</script>`;

const html = (title: string, body: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title>${CLICK_LOG}</head>` +
  `<body>${body}</body></html>`;

const PAGES = {
  '/auswahl': html(
    'Auswahl',
    `<main>
      <h1>Knöpfe</h1>
      <button id="css-knopf">Per CSS</button>
      <p><button>Anderer Knopf</button><button>Per XPath</button></p>
      <button>Jetzt kaufen</button>
      <button>Bestellen bestätigen</button>
      <button>Bestellen</button>
      <button>Warenkorb öffnen und bezahlen</button>
      <button aria-label="Warenkorb öffnen">Korb</button>
      <button class="innen">Draußen</button>
      <schatten-kasten id="kasten"></schatten-kasten>
      <button id="rahmen-knopf">Nicht im Rahmen</button>
      <iframe src="/rahmen" title="Rahmen"></iframe>
    </main>
    <script>
      document.getElementById('kasten').attachShadow({ mode: 'open' }).innerHTML =
        '<button class="innen">Drinnen</button> <button class="nur-im-schatten">Nur im Schatten</button>';
    </script>`,
  ),
  '/rahmen': html('Rahmen', '<button id="rahmen-knopf">Im Rahmen</button>'),
  '/formular': html(
    'Suche',
    `<main>
      <form id="suche">
        <label>Suchbegriff <input id="begriff" name="q"></label>
        <label>Land <select id="land">
          <option value="de">Deutschland</option><option value="at">Österreich</option><option value="ch">Schweiz</option>
        </select></label>
        <button>Suchen</button>
      </form>
      <p id="ergebnis"></p>
    </main>
    <script>
      document.getElementById('suche').addEventListener('submit', (event) => {
        event.preventDefault();
        const wert = (id) => document.getElementById(id).value;
        document.getElementById('ergebnis').textContent = 'Gesucht: ' + wert('begriff') + ' in ' + wert('land');
      });
    </script>`,
  ),
  '/aktionen': html(
    'Aktionen',
    `<style>
      #menue .unterpunkt { visibility: hidden; }
      #menue:hover .unterpunkt { visibility: visible; }
    </style>
    <main>
      <button id="doppel">Doppelt klicken</button>
      <div id="menue">Menü <button class="unterpunkt">Unterpunkt</button></div>
      <div id="kasten" style="height: 100px; overflow: auto"><div style="height: 1000px">Langer Inhalt</div></div>
      <div style="height: 3000px">Lange Seite</div>
    </main>
    <script>
      document.getElementById('doppel').addEventListener('dblclick', () => top.protokoll.push('doppelt'));
      document.getElementById('menue').addEventListener('mouseenter', () => top.protokoll.push('darüber'));
    </script>`,
  ),
  '/warten': html(
    'Warten',
    `<main>
      <ul id="liste"></ul>
      <ul id="feste"><li>A</li><li>B</li><li>C</li><li>D</li></ul>
      <p id="laden">Wird geladen …</p>
      <p id="status" data-zustand="offen">Status</p>
    </main>
    <script>
      let eintraege = 0;
      const zaehler = setInterval(() => {
        document.getElementById('liste').insertAdjacentHTML('beforeend', '<li class="eintrag">Eintrag</li>');
        if (++eintraege === 3) clearInterval(zaehler);
      }, 300);
      setTimeout(() => { document.getElementById('laden').hidden = true; }, 1300);
      setTimeout(() => document.getElementById('status').setAttribute('data-zustand', 'fertig'), 1600);
      setTimeout(() => { window.bereit = true; }, 1900);
    </script>`,
  ),
  '/start': html(
    'Start',
    `<main><h1>Start</h1><button id="weiter">Weiter</button><button id="nichts">Nichts tun</button></main>
    <script>
      document.getElementById('weiter').addEventListener('click', () => {
        setTimeout(() => { location.href = '/ziel'; }, 400);
      });
    </script>`,
  ),
  '/ziel': html('Ziel', '<main><h1>Ziel erreicht</h1></main>'),
  '/zustaende': html(
    'Zustände',
    `<main>
      <button id="nichts">Nichts tun</button>
      <button id="menue-knopf" aria-expanded="false" aria-controls="menue-liste">Menü</button>
      <ul id="menue-liste" hidden><li><a href="/ziel">Ziel</a></li></ul>
      <form id="anmeldung" novalidate>
        <label>E-Mail <input id="email" type="email"></label>
        <p id="email-fehler" hidden>Bitte geben Sie Ihre E-Mail-Adresse an.</p>
        <button id="senden">Anmelden</button>
      </form>
      <label>Passwort <input id="passwort" type="password"></label>
      <p id="staerke" role="status"></p>
      <button id="hilfe">Hilfe</button>
      <div id="dialog" role="dialog" aria-label="Hilfe" hidden>
        <p>So geht es.</p><button id="schliessen">Schließen</button>
      </div>
      <a id="link" href="/ziel">Zur Zielseite</a>
    </main>
    <script>
      const $ = (id) => document.getElementById(id);
      $('menue-knopf').addEventListener('click', () => {
        $('menue-knopf').setAttribute('aria-expanded', 'true');
        $('menue-liste').hidden = false;
      });
      $('anmeldung').addEventListener('submit', (event) => {
        event.preventDefault();
        if ($('email').value !== '') return;
        $('email').setAttribute('aria-invalid', 'true');
        $('email-fehler').hidden = false;
      });
      $('passwort').addEventListener('input', () => {
        $('staerke').textContent = $('passwort').value.length < 12 ? 'Das Passwort ist zu kurz.' : 'Gutes Passwort.';
      });
      $('hilfe').addEventListener('click', () => { $('dialog').hidden = false; });
      $('schliessen').addEventListener('click', () => { $('dialog').hidden = true; });
    </script>`,
  ),
};

let server: RouteServer;
let browser: Browser;
let origin: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startRouteServer(htmlPages(PAGES)), launchChromium()]);
  origin = server.origin;
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

// --- Building and replaying recordings -------------------------------------------------------------

const recordingOf = (steps: object[]): Recording => {
  const parsed = parseRecording({ title: 'Testablauf', steps });
  if (!parsed.ok) throw new Error(`The test's recording is invalid: ${JSON.stringify(parsed.problems)}`);
  return parsed.recording;
};

type Alternative = string | string[];
/** The Recorder writes each alternative as a list of parts; a plain string here is one part. */
const selectors = (...alternatives: Alternative[]) =>
  alternatives.map((alternative) => (typeof alternative === 'string' ? [alternative] : alternative));

const navigate = (path: string) => ({ type: 'navigate', url: path.startsWith('/') ? origin + path : path });
const click = (alternatives: Alternative | Alternative[], extra: object = {}) => ({
  type: 'click',
  selectors: Array.isArray(alternatives) ? selectors(...alternatives) : selectors(alternatives),
  offsetX: 3,
  offsetY: 3,
  ...extra,
});
const check = (label?: string) => ({
  type: 'customStep',
  name: 'klarsicht.check',
  parameters: label === undefined ? {} : { label },
});

interface Replayed {
  page: Page;
  /** What `onState` was called with, in order. */
  states: FlowState[];
  /** What `probe` found in the page at each state, in the same order. */
  seen: unknown[];
  /** Every URL the browser asked for. */
  requests: string[];
  error?: unknown;
}

/** Replays `steps` in a fresh context; `probe` (an expression) is evaluated in the page at each state. */
async function replay(steps: object[], probe = 'null'): Promise<Replayed> {
  const recording = recordingOf(steps);
  const context = await browser.newContext();
  contexts.push(context);
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  const page = await context.newPage();
  const states: FlowState[] = [];
  const seen: unknown[] = [];
  const result: Replayed = { page, states, seen, requests };
  try {
    await replayFlow(page, recording, {
      siteUrl: origin,
      deadline: Date.now() + 60_000,
      onState: async (state) => {
        states.push(state);
        seen.push(await page.evaluate(probe));
      },
    });
  } catch (error) {
    result.error = error;
  }
  return result;
}

/** Replays a flow that must get through. */
async function replayOk(steps: object[], probe?: string): Promise<Replayed> {
  const replayed = await replay(steps, probe);
  if (replayed.error) throw replayed.error;
  return replayed;
}

function expectStopped(replayed: Replayed, step: number, reason: FlowStepError['reason']): void {
  expect(replayed.error).toBeInstanceOf(FlowStepError);
  expect(replayed.error).toMatchObject({ step, reason });
}

const clicks = (page: Page) => page.evaluate('window.protokoll ?? []');

// --- The tests -------------------------------------------------------------------------------------

describe('finding the element of a step', () => {
  it('finds the element of every selector kind and acts on that element', async () => {
    const { page, states, seen } = await replayOk(
      [
        navigate('/auswahl'),
        click('#css-knopf'),
        click('pierce/.nur-im-schatten'),
        click('xpath//html/body/main/p/button[2]'),
        click('text/Jetzt kaufen'),
        // The exact name: "Bestellen bestätigen" comes first in the page and must not be taken.
        click('aria/Bestellen[role="button"]'),
        // Role-less: asked from the accessibility tree; "… und bezahlen" comes first and is another name.
        click('aria/Warenkorb öffnen'),
        check('nach ARIA'),
        // The host, then a part inside its shadow root: the "innen" button outside it comes first.
        click([['#kasten', '.innen']]),
        { ...click('#rahmen-knopf'), frame: [0] },
      ],
      `document.querySelectorAll('[${FOUND_ATTRIBUTE}]').length`,
    );
    expect(await clicks(page)).toEqual([
      'Per CSS',
      'Nur im Schatten',
      'Per XPath',
      'Jetzt kaufen',
      'Bestellen',
      'Korb [markiert]',
      'Drinnen',
      'Im Rahmen',
    ]);
    // The mark is gone once the step is done.
    expect(states.map((state) => state.trigger)).toEqual(['navigation', 'check']);
    expect(seen[1]).toBe(0);
  });

  it('matches text/ case-sensitively: other capitals find nothing', async () => {
    const replayed = await replay([navigate('/auswahl'), click('text/jetzt kaufen', { timeout: 500 })]);
    expectStopped(replayed, 2, 'element_not_found');
    expect(await clicks(replayed.page)).toEqual([]);
  });

  it('tries the alternatives in order and acts on the first that finds an element', async () => {
    const { page } = await replayOk([
      navigate('/auswahl'),
      click([['#kasten', '.gibt-es-nicht'], '#gibt-es-nicht', 'aria/Bestellen[role="button"]', '#css-knopf']),
    ]);
    expect(await clicks(page)).toEqual(['Bestellen']);
  });
});

describe('the step types', () => {
  it('fills an input, selects an option by value, and submits with Enter', async () => {
    const { seen } = await replayOk(
      [
        navigate('/formular'),
        { type: 'change', selectors: selectors('#land'), value: 'at' },
        { type: 'change', selectors: selectors('aria/Suchbegriff[role="textbox"]'), value: 'Fahrrad' },
        { type: 'keyDown', key: 'Enter' },
        { type: 'keyUp', key: 'Enter' },
        check('abgeschickt'),
      ],
      `document.getElementById('ergebnis').textContent`,
    );
    expect(seen.at(-1)).toBe('Gesucht: Fahrrad in at');
  });

  it('double-clicks, hovers to reveal a menu item, and scrolls the page and an element', async () => {
    const { page, seen } = await replayOk(
      [
        navigate('/aktionen'),
        { type: 'doubleClick', selectors: selectors('#doppel'), offsetX: 3, offsetY: 3 },
        { type: 'hover', selectors: selectors('#menue') },
        // Shown only while the pointer is over the menu (:hover).
        click('.unterpunkt', { timeout: 1_000 }),
        { type: 'scroll', y: 1200 },
        { type: 'scroll', selectors: selectors('#kasten'), y: 250 },
        check('gescrollt'),
      ],
      `[scrollY, document.getElementById('kasten').scrollTop]`,
    );
    expect(await clicks(page)).toEqual([
      'Doppelt klicken',
      'Doppelt klicken',
      'doppelt',
      'darüber',
      'Unterpunkt',
    ]);
    expect(seen.at(-1)).toEqual([1200, 250]);
  });

  it('waits for a count of elements, hidden ones, attributes and an expression', async () => {
    const { states, seen } = await replayOk(
      [
        navigate('/warten'),
        { type: 'waitForElement', selectors: selectors('#liste li'), operator: '==', count: 3 },
        check('drei Einträge'),
        { type: 'waitForElement', selectors: selectors('#laden'), visible: false },
        check('geladen'),
        { type: 'waitForElement', selectors: selectors('#status'), attributes: { 'data-zustand': 'fertig' } },
        check('fertig'),
        { type: 'waitForExpression', expression: 'window.bereit === true' },
        check('bereit'),
      ],
      `({
        eintraege: document.querySelectorAll('#liste li').length,
        laden: document.getElementById('laden').hidden,
        zustand: document.getElementById('status').dataset.zustand,
        bereit: window.bereit === true,
      })`,
    );
    expect(states.map((state) => state.trigger)).toEqual(['navigation', 'check', 'check', 'check', 'check']);
    expect(seen.slice(1)).toEqual([
      { eintraege: 3, laden: false, zustand: 'offen', bereit: false },
      { eintraege: 3, laden: true, zustand: 'offen', bereit: false },
      { eintraege: 3, laden: true, zustand: 'fertig', bereit: false },
      { eintraege: 3, laden: true, zustand: 'fertig', bereit: true },
    ]);
  });

  it('takes the operator at its word: four elements are not "== 3"', async () => {
    const replayed = await replay([
      navigate('/warten'),
      { type: 'waitForElement', selectors: selectors('#feste li'), operator: '>=', count: 3 },
      { type: 'waitForElement', selectors: selectors('#feste li'), operator: '==', count: 3, timeout: 500 },
    ]);
    expectStopped(replayed, 3, 'wait_timed_out');
  });

  it('waits for the navigation a step asserts, even when the page moves on a moment later', async () => {
    const { states, seen } = await replayOk(
      [navigate('/start'), click('#weiter', { assertedEvents: [{ type: 'navigation' }] }), check('am Ziel')],
      `[location.pathname, document.querySelector('h1').textContent]`,
    );
    expect(states.map((state) => [state.step, state.trigger])).toEqual([
      [1, 'navigation'],
      [3, 'check'],
    ]);
    expect(seen.at(-1)).toEqual(['/ziel', 'Ziel erreicht']);
  });
});

describe('the states handed over for a check', () => {
  it('reports a dialog, an expanded control, an invalid field, a live message and another page', async () => {
    const { states } = await replayOk([
      navigate('/zustaende'),
      click('#nichts'),
      click('#menue-knopf'),
      click('#senden'),
      { type: 'change', selectors: selectors('#passwort'), value: 'Geheim-123' },
      click('#hilfe'),
      click('#schliessen'),
      click('#link'),
    ]);
    expect(states).toEqual([
      { step: 1, trigger: 'navigation', action: `navigate ${origin}/zustaende` },
      { step: 3, trigger: 'expanded', action: 'click "#menue-knopf"' },
      { step: 4, trigger: 'error-message', action: 'click "#senden"' },
      { step: 5, trigger: 'error-message', action: 'change "#passwort"' },
      { step: 6, trigger: 'dialog', action: 'click "#hilfe"' },
      { step: 8, trigger: 'navigation', action: 'click "#link"' },
    ]);
    // What was typed is in no state.
    expect(JSON.stringify(states)).not.toContain('Geheim');
  });

  it('checks once, by name, where a check step follows a change', async () => {
    const { states, seen } = await replayOk(
      [navigate('/zustaende'), click('#hilfe'), check('Hilfe offen'), click('#schliessen'), check()],
      `!document.getElementById('dialog').hidden`,
    );
    expect(states).toEqual([
      { step: 1, trigger: 'navigation', action: `navigate ${origin}/zustaende` },
      { step: 3, trigger: 'check', action: 'check "Hilfe offen"', name: 'Hilfe offen' },
      { step: 5, trigger: 'check', action: 'check' },
    ]);
    expect(seen).toEqual([false, true, false]);
  });
});

describe('a flow that cannot go on', () => {
  it('stops at the step whose element never appears, and does not do the steps after it', async () => {
    const replayed = await replay([
      navigate('/auswahl'),
      click('#css-knopf'),
      click('#gibt-es-nicht', { timeout: 500 }),
      click('#css-knopf'),
    ]);
    expectStopped(replayed, 3, 'element_not_found');
    expect(await clicks(replayed.page)).toEqual(['Per CSS']);
    expect(replayed.states.map((state) => state.step)).toEqual([1]);
  });

  it('refuses to open another site before the browser asks it for anything', async () => {
    const replayed = await replay([navigate('/auswahl'), navigate('http://other.example.test/')]);
    expectStopped(replayed, 2, 'left_site');
    expect(replayed.requests.filter((url) => url.includes('other.example.test'))).toEqual([]);
    expect(replayed.page.url()).toBe(`${origin}/auswahl`);
  });

  it('gives up on an expression that never becomes true', async () => {
    const replayed = await replay([
      navigate('/start'),
      { type: 'waitForExpression', expression: 'window.nie === true', timeout: 500 },
    ]);
    expectStopped(replayed, 2, 'wait_timed_out');
  });

  it('fails a step whose asserted navigation does not happen', async () => {
    const replayed = await replay([
      navigate('/start'),
      click('#nichts', { timeout: 500, assertedEvents: [{ type: 'navigation' }] }),
    ]);
    expectStopped(replayed, 2, 'navigation_failed');
  });

  it('names the missing element, not the navigation, when a step that asserts one finds nothing', async () => {
    const replayed = await replay([
      navigate('/start'),
      click('#gibt-es-nicht', { timeout: 500, assertedEvents: [{ type: 'navigation' }] }),
    ]);
    expectStopped(replayed, 2, 'element_not_found');
  });
});
