import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../../packages/scanner/src/browser/chromium.js';
import { parseRecording } from '../../../../packages/scanner/src/flows/recording.js';
import { replayFlow } from '../../../../packages/scanner/src/flows/replay.js';
import { type RecordedStep, withNavigation, withStep } from '../panel/recording/use-recording.js';
import { type RecordedStepMessage, startRecording, stopRecording } from './recorder.js';

/**
 * The recorder as a person recording a flow relies on it, in real Chromium with real input: each
 * click, field and key becomes a step that finds its element again, nothing typed into a password
 * field leaves the page, and what is recorded is a recording the engine accepts and replays.
 */

const SITE = 'https://bergladen.example';
const PASSWORD = 'Geheim-Wort-7391';

/** A checkout page; its script notes what happened to it, so that a replay can be compared with the recording. */
const SHOP = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Kasse – Bergladen</title>
<style>
  body { margin: 24px; font: 16px/1.4 sans-serif; }
  button { padding: 6px 14px; }
  p, li { margin: 0 0 10px; }
</style></head>
<body>
<h1>Ihr Warenkorb</h1>
<p><button type="button" id="checkout">Zur Kasse</button></p>
<ul>
  <li>Wanderschuhe <button type="button">In den Warenkorb</button></li>
  <li>Regenjacke <button type="button">In den Warenkorb</button></li>
  <li>Rucksack <button type="button">In den Warenkorb</button></li>
</ul>
<p><a href="#versandkosten">Versandkosten ansehen</a></p>
<form id="search" role="search">
  <label for="q">Suche im Shop</label> <input id="q" name="q"> <button>Suchen</button>
</form>
<form id="address">
  <p><label for="email">E-Mail-Adresse</label> <input id="email" type="email" autocomplete="email"></p>
  <p><label for="password">Passwort</label> <input id="password" type="password" autocomplete="current-password"></p>
  <p><input type="checkbox" id="agb"> <label for="agb">Ich akzeptiere die AGB</label></p>
  <p><label for="shipping">Versandart</label>
    <select id="shipping">
      <option value="standard">Standard (kostenlos)</option>
      <option value="express">Express (4,90 €)</option>
      <option value="pickup">Abholung im Laden</option>
    </select></p>
</form>
<voucher-field></voucher-field>
<h2 id="versandkosten">Versandkosten</h2>
<script>
  document.querySelector('voucher-field').attachShadow({ mode: 'open' }).innerHTML =
    '<p>Gutscheincode? <button type="button">Gutschein einlösen</button></p>';
  window.clicks = [];
  addEventListener('click', (event) => {
    const button = event.composedPath()[0].closest?.('button');
    if (button) clicks.push(button.closest('li')?.firstChild.textContent.trim() ?? button.textContent);
  }, true);
  window.searches = 0;
  document.getElementById('search').addEventListener('submit', (event) => {
    event.preventDefault();
    searches++;
  });
  document.getElementById('address').addEventListener('submit', (event) => event.preventDefault());
</script>
</body></html>`;

/** The shop's other pages: a start page with a search form and a link, and the search results. */
const START = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Bergladen</title></head>
<body><h1>Bergladen</h1>
<form action="/suche" role="search"><label for="term">Suchbegriff</label> <input id="term" name="q"> <button>Suchen</button></form>
<p><a href="/suche?q=angebote">Angebote</a></p>
</body></html>`;
const results = (term: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Suche: ${term}</title></head>` +
  `<body><h1>Treffer für „${term}“</h1></body></html>`;

type TestWindow = { __sent: RecordedStepMessage[] };

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A page of its own on the shop's address, in a context of its own; the shop's pages are served
 * from here, so nothing goes to the network.
 */
async function openShop(path = '/kasse'): Promise<Page> {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  await context.route(`${SITE}/**`, (route) => {
    const url = new URL(route.request().url());
    const pages: Record<string, string> = {
      '/': START,
      '/kasse': SHOP,
      '/suche': results(url.searchParams.get('q') ?? ''),
    };
    const body = pages[url.pathname];
    return route.fulfill({
      status: body ? 200 : 404,
      contentType: 'text/html; charset=utf-8',
      body: body ?? '',
    });
  });
  const opened = await context.newPage();
  await opened.goto(`${SITE}${path}`);
  return opened;
}

/**
 * In the extension the recorder runs in the tab's isolated world, where `chrome.runtime` is the
 * extension's messaging; a Playwright page has none, so a stand-in keeps what would be sent.
 */
async function standInMessaging(target: Page, panelOpen = true): Promise<void> {
  await target.evaluate((open) => {
    const sent: unknown[] = [];
    (window as unknown as { __sent: unknown[] }).__sent = sent;
    (window as unknown as { chrome: unknown }).chrome = {
      runtime: {
        sendMessage: async (message: unknown) => {
          sent.push(message);
          if (!open) throw new Error('Could not establish connection. Receiving end does not exist.');
        },
      },
    };
  }, panelOpen);
}

const messages = (target: Page) => target.evaluate(() => (window as unknown as TestWindow).__sent);

const steps = async (target: Page) => (await messages(target)).map((message) => message.step);

/** The steps as the panel keeps them: a field's value given twice in a row is one step. */
const panelSteps = async (target: Page) =>
  (await steps(target)).reduce<RecordedStep[]>((kept, step) => withStep(kept, step as RecordedStep), []);

/** Whether `css` finds exactly the element `expected` finds, and nothing else, in `root`'s tree. */
const findsExactly = (target: Page, css: string, expected: string, host?: string) =>
  target.evaluate(
    ({ css, expected, host }) => {
      const root = host ? document.querySelector(host)!.shadowRoot! : document;
      const found = root.querySelectorAll(css);
      return found.length === 1 && found[0] === root.querySelector(expected);
    },
    { css, expected, host },
  );

beforeEach(async () => {
  page = await openShop();
  await standInMessaging(page);
  expect(await page.evaluate(startRecording, { session: 'aufnahme-1' })).toEqual({ recording: true });
});

describe('clicks', () => {
  it('records a click on a button with an id by its id, its name and its text, at the point clicked', async () => {
    const box = (await page.locator('#checkout').boundingBox())!;
    await page.mouse.click(box.x + 12, box.y + 7);

    const sent = await messages(page);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'klarsicht-recorded-step', session: 'aufnahme-1' });
    const [click] = await steps(page);
    expect(click).toMatchObject({ type: 'click', target: 'main' });
    const selectors = click!.selectors as string[][];
    expect(selectors[0]).toEqual(['#checkout']);
    expect(selectors).toContainEqual(['aria/Zur Kasse']);
    expect(selectors).toContainEqual(['text/Zur Kasse']);
    const { offsetX, offsetY } = click as { offsetX: number; offsetY: number };
    expect(offsetX).toBeGreaterThanOrEqual(0);
    expect(offsetX).toBeLessThanOrEqual(box.width);
    expect(offsetY).toBeGreaterThanOrEqual(0);
    expect(offsetY).toBeLessThanOrEqual(box.height);
    expect(Math.abs(offsetX - 12)).toBeLessThanOrEqual(1);
    expect(Math.abs(offsetY - 7)).toBeLessThanOrEqual(1);
  });

  it('finds a button without an id among buttons like it by a selector that matches only that one', async () => {
    await page.click('li:nth-child(2) button');

    const [click] = await steps(page);
    expect(click?.type).toBe('click');
    const [css] = (click!.selectors as string[][])[0]!;
    expect(await findsExactly(page, css!, 'li:nth-child(2) button')).toBe(true);
  });

  it('records a link by its text', async () => {
    await page.click('text=Versandkosten ansehen');

    const [click] = await steps(page);
    expect(click?.type).toBe('click');
    expect(
      await findsExactly(page, (click!.selectors as string[][])[0]![0]!, 'a[href="#versandkosten"]'),
    ).toBe(true);
    expect(click!.selectors).toContainEqual(['aria/Versandkosten ansehen']);
    expect(click!.selectors).toContainEqual(['text/Versandkosten ansehen']);
  });

  it('finds a button in an open shadow root by its host, then its selector inside the shadow root', async () => {
    await page.click('voucher-field button');

    const [click] = await steps(page);
    expect(click?.type).toBe('click');
    // One selector of parts: the host in the document, the button within the host's shadow root.
    const [host, inner, ...more] = (click!.selectors as string[][])[0]!;
    expect(more).toEqual([]);
    expect(await findsExactly(page, host!, 'voucher-field')).toBe(true);
    expect(await findsExactly(page, inner!, 'button', 'voucher-field')).toBe(true);
    expect(click!.selectors).toContainEqual(['aria/Gutschein einlösen']);
    // No pierce/ selector that would find the page's other buttons as well.
    expect(JSON.stringify(click!.selectors)).not.toContain('pierce/');
  });

  it('records checking a checkbox as a click, not as a change', async () => {
    await page.check('#agb');

    const recorded = await steps(page);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ type: 'click', selectors: expect.arrayContaining([['#agb']]) });
    expect(recorded[0]!.selectors).toContainEqual(['aria/Ich akzeptiere die AGB']);
  });

  it('records a click on a checkbox label as one click: the label passing it on to the box is not a second', async () => {
    await page.click('label[for="agb"]');
    expect(await page.isChecked('#agb')).toBe(true);

    const recorded = await steps(page);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      type: 'click',
      selectors: expect.arrayContaining([['text/Ich akzeptiere die AGB']]),
    });
  });

  it('does not record clicks that a script sends', async () => {
    await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>('#checkout')!.click();
      document.querySelector<HTMLInputElement>('#agb')!.click();
      document.querySelector('voucher-field')!.shadowRoot!.querySelector('button')!.click();
      const field = document.querySelector<HTMLInputElement>('#email')!;
      field.value = 'skript@example.org';
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.click('li:nth-child(1) button');

    const recorded = await steps(page);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.selectors).not.toContainEqual(['#checkout']);
    expect(JSON.stringify(recorded)).not.toContain('skript@example.org');
  });
});

describe('fields and keys', () => {
  it('records typing into a labelled field as one change with the value, and the click into it not at all', async () => {
    await page.click('#email');
    await page.keyboard.type('eva@example.org');
    await page.keyboard.press('Tab');

    const recorded = await steps(page);
    expect(recorded).toEqual([
      {
        type: 'change',
        target: 'main',
        selectors: expect.arrayContaining([['#email'], ['aria/E-Mail-Adresse']]),
        value: 'eva@example.org',
      },
    ]);
  });

  it('never sends what is typed into a password field', async () => {
    await page.click('#password');
    await page.fill('#password', PASSWORD);
    await page.keyboard.press('Tab');
    await page.focus('#password');
    await page.keyboard.press('Enter');
    await page.click('#checkout');

    const sent = JSON.stringify(await messages(page));
    expect(sent).not.toContain(PASSWORD);
    expect((await steps(page)).map((step) => step.type)).toEqual(['keyDown', 'keyUp', 'click']);
  });

  it('records Enter in a text field as the field’s value, then the key, and nothing else', async () => {
    await page.fill('#q', 'Wanderschuhe');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (window as unknown as { searches: number }).searches)).toBe(1);

    const recorded = await steps(page);
    expect(recorded.slice(0, 3)).toEqual([
      { type: 'change', target: 'main', selectors: expect.arrayContaining([['#q']]), value: 'Wanderschuhe' },
      { type: 'keyDown', target: 'main', key: 'Enter' },
      { type: 'keyUp', target: 'main', key: 'Enter' },
    ]);
    // The field's own change event may come after the key; the panel keeps the value once.
    expect(await panelSteps(page)).toEqual(recorded.slice(0, 3));
  });

  it('records Enter or Space on a focused button or link as a click on it, and not the key', async () => {
    // Replay does not know where Tab moved the focus: the key would go elsewhere, the click does not.
    await page.focus('#checkout');
    await page.keyboard.press('Enter');
    await page.focus('text=Versandkosten ansehen');
    await page.keyboard.press('Enter');
    await page.focus('li:nth-child(1) button');
    await page.keyboard.press(' ');
    expect(await page.evaluate(() => (window as unknown as { clicks: string[] }).clicks)).toEqual([
      'Zur Kasse',
      'Wanderschuhe',
    ]);

    const recorded = await steps(page);
    expect(recorded.map((step) => step.type)).toEqual(['click', 'click', 'click']);
    const firstSelectors = recorded.map((step) => (step.selectors as string[][])[0]![0]!);
    expect(firstSelectors[0]).toBe('#checkout');
    expect(await findsExactly(page, firstSelectors[1]!, 'a[href="#versandkosten"]')).toBe(true);
    expect(await findsExactly(page, firstSelectors[2]!, 'li:nth-child(1) button')).toBe(true);
  });

  it('records a choice in a select as a change with the option’s value', async () => {
    // A person's choice, by keyboard: Playwright's selectOption sets the value by script, and the
    // recorder leaves out events that a script dispatches.
    await page.focus('#shipping');
    await page.keyboard.press('ArrowDown');
    expect(await page.inputValue('#shipping')).toBe('express');

    const recorded = await steps(page);
    expect(recorded).toEqual([
      {
        type: 'change',
        target: 'main',
        selectors: expect.arrayContaining([['#shipping'], ['aria/Versandart']]),
        value: 'express',
      },
    ]);
  });
});

describe('sessions', () => {
  it('does not record twice when started again with the same session', async () => {
    expect(await page.evaluate(startRecording, { session: 'aufnahme-1' })).toEqual({ recording: true });
    await page.click('#checkout');

    expect(await messages(page)).toHaveLength(1);
  });

  it('records for the new session only once a new one starts', async () => {
    await page.evaluate(startRecording, { session: 'aufnahme-2' });
    await page.click('#checkout');

    const sent = await messages(page);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.session).toBe('aufnahme-2');
  });

  it('records nothing once stopped', async () => {
    await page.evaluate(stopRecording);
    await page.click('#checkout');
    await page.fill('#email', 'eva@example.org');
    await page.keyboard.press('Enter');
    // Started again, the recorder shows that the page is recorded from here on, and not before.
    await page.evaluate(startRecording, { session: 'aufnahme-3' });
    await page.click('li:nth-child(3) button');

    const sent = await messages(page);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.session).toBe('aufnahme-3');
  });

  it('stops by itself when the panel no longer listens', async () => {
    await page.evaluate(stopRecording);
    await standInMessaging(page, false);
    await page.evaluate(startRecording, { session: 'aufnahme-4' });
    await page.click('#checkout');
    await page.click('#checkout');

    expect(await messages(page)).toHaveLength(1);
  });
});

describe('the recording', () => {
  it('is one the engine accepts and replays to the same end', async () => {
    await page.click('li:nth-child(2) button');
    await page.click('#email');
    await page.keyboard.type('eva@example.org');
    await page.keyboard.press('Tab');
    await page.fill('#password', PASSWORD);
    await page.keyboard.press('Tab');
    await page.click('label[for="agb"]');
    await page.focus('#shipping');
    await page.keyboard.press('ArrowDown');
    await page.fill('#q', 'Regenjacke');
    await page.keyboard.press('Enter');
    await page.click('voucher-field button');
    await page.click('#checkout');

    const endOf = (target: Page) =>
      target.evaluate(() => ({
        clicks: (window as unknown as { clicks: string[] }).clicks,
        searches: (window as unknown as { searches: number }).searches,
        email: document.querySelector<HTMLInputElement>('#email')!.value,
        terms: document.querySelector<HTMLInputElement>('#agb')!.checked,
        shipping: document.querySelector<HTMLSelectElement>('#shipping')!.value,
        query: document.querySelector<HTMLInputElement>('#q')!.value,
      }));
    const recordedEnd = await endOf(page);
    expect(recordedEnd).toEqual({
      // Enter in the search field sends its form through the form's button, as a click on it.
      clicks: ['Regenjacke', 'Suchen', 'Gutschein einlösen', 'Zur Kasse'],
      searches: 1,
      email: 'eva@example.org',
      terms: true,
      shipping: 'express',
      query: 'Regenjacke',
    });

    const recording = {
      title: 'Test',
      steps: [
        {
          type: 'setViewport',
          width: 1000,
          height: 800,
          deviceScaleFactor: 1,
          isMobile: false,
          hasTouch: false,
          isLandscape: true,
        },
        {
          type: 'navigate',
          url: `${SITE}/kasse`,
          assertedEvents: [{ type: 'navigation', url: `${SITE}/kasse`, title: '' }],
        },
        ...(await panelSteps(page)),
      ],
    };
    const parsed = parseRecording(JSON.parse(JSON.stringify(recording)));
    expect(parsed).toMatchObject({ ok: true });
    if (!parsed.ok) return;

    // The engine replays it in a page of its own; the password field stays empty there.
    const replayed = await openShop();
    await replayFlow(replayed, parsed.recording, {
      siteUrl: SITE,
      deadline: Date.now() + 50_000,
      onState: async () => undefined,
    });
    expect(await endOf(replayed)).toEqual(recordedEnd);
  });
});

describe('a flow that opens another page', () => {
  const ways: Array<[string, (target: Page) => Promise<void>]> = [
    ['a click on a link', (target) => target.click('text=Angebote')],
    [
      'Enter on a link the focus is on',
      async (target) => {
        await target.focus('text=Angebote');
        await target.keyboard.press('Enter');
      },
    ],
    [
      'Enter in a search field',
      async (target) => {
        await target.fill('#term', 'Zelt');
        await target.keyboard.press('Enter');
      },
    ],
  ];

  for (const [way, act] of ways) {
    it(`replays ${way}, with the navigation noted as the panel notes it`, async () => {
      const start = await openShop('/');
      // Sent out of the page as they come: the page's own list would go with the document.
      const sent: RecordedStep[] = [];
      await start.exposeFunction('__keep', (message: RecordedStepMessage) => {
        sent.push(message.step as RecordedStep);
      });
      await start.evaluate(() => {
        const keep = (window as unknown as { __keep(message: unknown): Promise<void> }).__keep;
        (window as unknown as { chrome: unknown }).chrome = { runtime: { sendMessage: keep } };
      });
      await start.evaluate(startRecording, { session: 'aufnahme-5' });
      await Promise.all([start.waitForURL(/\/suche\?/), act(start)]);
      await expect.poll(() => sent.some((step) => ['click', 'keyUp'].includes(step.type))).toBe(true);

      let recorded: RecordedStep[] = [{ type: 'navigate', url: `${SITE}/` }];
      for (const step of sent) recorded = withStep(recorded, step);
      const opened = start.url();
      recorded = withNavigation(recorded, opened, await start.title());
      const parsed = parseRecording({ title: 'Test', steps: recorded });
      expect(parsed).toMatchObject({ ok: true });
      if (!parsed.ok) return;

      const replayed = await openShop('/');
      await replayFlow(replayed, parsed.recording, {
        siteUrl: SITE,
        deadline: Date.now() + 50_000,
        onState: async () => undefined,
      });
      expect(replayed.url()).toBe(opened);
    });
  }
});
