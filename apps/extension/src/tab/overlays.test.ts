import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../../packages/scanner/src/browser/chromium.js';
import { clearOverlays, highlightElement, showTabOrder } from './overlays.js';

/** A long shop page: the finding sits below the fold, in a shadow tree and in frames. */
const SHOP = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Warenkorb</title>
<style>
  body { margin: 0; font: 16px/1.4 sans-serif; }
  /* Rules a page might have that would reshape or hide an overlay that did not guard itself. */
  div { outline: 9px dotted lime !important; padding: 20px; }
  [aria-hidden="true"] { display: none !important; }
  .spacer { height: 1400px; }
</style></head>
<body><header><a href="/">Start</a></header>
<div class="spacer"></div>
<div id="cart-dialog" role="dialog" aria-label="Warenkorb">
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="80" height="60" style="margin-left:200px">
  <button type="button" id="continue">Weiter</button>
</div>
<my-widget></my-widget>
<closed-widget></closed-widget>
<iframe id="pay" style="border:7px solid #000;padding:5px;margin:30px;width:300px;height:200px"
  srcdoc="<body style='margin:0'><div style='height:400px'></div><label>Karte <input id='card'></label></body>"></iframe>
<iframe id="sealed" sandbox="" srcdoc="<input id='card'>"></iframe>
<div class="spacer"></div>
<script>
  document.querySelector('my-widget').attachShadow({ mode: 'open' }).innerHTML =
    '<p style="margin:40px">Menge <button class="x" style="width:90px">+</button></p>';
  document.querySelector('closed-widget').attachShadow({ mode: 'closed' }).innerHTML = '<button>+</button>';
</script>
</body></html>`;

/** The tab order test from the brief: positive tabindex values, and stops Tab skips for each reason. */
const TAB_PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Formular</title>
<style>body { margin: 40px; } p { margin: 0 0 24px; } .far { margin-top: 1600px; }</style></head>
<body>
<p><a href="#zwei" id="two" tabindex="2">Zwei</a></p>
<p><button type="button" id="plain">Knopf</button></p>
<p><button type="button" id="off" disabled>Aus</button></p>
<p><a href="#versteckt" id="hidden" style="display:none">Versteckt</a></p>
<div id="minus" tabindex="-1">Minus</div>
<section inert><p><button type="button" id="in-inert">Träge</button></p></section>
<p><a href="#eins" id="one" tabindex="1">Eins</a></p>
<p class="far"><input id="field" aria-label="Feld"></p>
</body></html>`;

/** Stops that need more than the attribute list: shadow trees with slots, radio groups, scrollers. */
const TRICKY_PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Stopps</title>
<style>body { margin: 30px; } p, div, details { margin: 0 0 12px; }</style></head>
<body>
<p><a href="#a" id="first">Erster</a></p>
<x-host id="host"><button type="button" id="slotted">Eingesetzt</button></x-host>
<x-host id="skipped-host" tabindex="-1"><button type="button" id="in-skipped">Übersprungen</button></x-host>
<div id="scroller" style="height:40px;width:200px;overflow:auto"><p style="height:200px">Langer Text</p></div>
<div style="height:40px;width:200px;overflow:auto"><p style="height:200px"><a href="#b" id="in-scroller">Im Kasten</a></p></div>
<p><input type="radio" name="size" id="s"><input type="radio" name="size" id="m" checked><input type="radio" name="size" id="l"></p>
<p><input type="radio" name="colour" id="red"><input type="radio" name="colour" id="blue"></p>
<iframe id="frame" style="height:40px" srcdoc="<button>Im Rahmen</button>"></iframe>
<details><summary id="summary">Mehr</summary><a href="#c" id="closed-content">Zu</a></details>
<div contenteditable="true" id="editor" style="width:200px">Text <span contenteditable="true">innen</span></div>
<p style="visibility:hidden"><button type="button" id="invisible">Unsichtbar</button></p>
<p><input type="hidden" id="secret"><textarea id="notes" aria-label="Notizen"></textarea> <a id="no-href">Kein Ziel</a></p>
<p><button type="button" id="last" tabindex="0">Letzter</button></p>
<script>
  for (const host of document.querySelectorAll('x-host')) {
    host.attachShadow({ mode: 'open' }).innerHTML =
      '<button type="button" id="inner-b">Innen B</button> <slot></slot> <button type="button" tabindex="3">Innen A</button>';
  }
</script>
</body></html>`;

type Box = { x: number; y: number; width: number; height: number };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  await page?.close();
  page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
});

const highlightBox = (target: Page) => target.locator('[data-klarsicht-overlay="highlight"] > div').nth(0);
const highlightLabel = (target: Page) => target.locator('[data-klarsicht-overlay="highlight"] > div').nth(1);
const overlayCount = (target: Page) => target.locator('[data-klarsicht-overlay]').count();

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not shown.');
  return box;
}

function expectSameRect(actual: Box, expected: Box) {
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(
      Math.abs(actual[side] - expected[side]),
      `${side}: ${actual[side]} vs ${expected[side]}`,
    ).toBeLessThanOrEqual(2);
  }
}

/** Lets scroll and resize events reach their listeners. */
const nextFrames = (target: Page) =>
  target.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The window's scroll, resize and keydown listeners, as the DevTools protocol lists them. */
async function windowListeners(target: Page): Promise<string[]> {
  const session = await target.context().newCDPSession(target);
  const { result } = await session.send('Runtime.evaluate', { expression: 'window' });
  const { listeners } = await session.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await session.detach();
  return listeners
    .map((listener) => listener.type)
    .filter((type) => ['scroll', 'resize', 'keydown'].includes(type))
    .sort();
}

/** WCAG's contrast ratio of two computed `rgb()` colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** What the page is made of, the overlay's container aside (it sits after <body>). */
const pageState = (target: Page) =>
  target.evaluate(() => ({
    body: document.body.outerHTML,
    head: document.head.outerHTML,
    htmlAttributes: document.documentElement.getAttributeNames(),
    activeElement: document.activeElement?.id ?? document.activeElement?.localName,
  }));

describe('highlighting a finding', () => {
  beforeEach(async () => {
    await page.setContent(SHOP);
  });

  it('scrolls to the element and draws a box over exactly its rectangle, with the label beside it', async () => {
    const result = await page.evaluate(highlightElement, {
      selector: '#cart-dialog img',
      label: 'Verstoß 2: Bild ohne Alternativtext',
    });
    expect(result).toEqual({ found: true });

    const image = await boxOf(page.locator('#cart-dialog img'));
    expect(image.y + image.height / 2).toBeGreaterThan(200);
    expect(image.y + image.height / 2).toBeLessThan(500);
    expectSameRect(await boxOf(highlightBox(page)), image);

    await expect.poll(() => highlightLabel(page).textContent()).toBe('Verstoß 2: Bild ohne Alternativtext');
    const label = await boxOf(highlightLabel(page));
    expect(label.y + label.height).toBeLessThanOrEqual(image.y);
    expect(label.x).toBeGreaterThanOrEqual(0);
  });

  it('is seen only as a visual aid: contrasting, click-through, hidden from assistive technology', async () => {
    await page.evaluate(highlightElement, { selector: '#cart-dialog img', label: 'Verstoß 1' });
    const look = await page.evaluate(() => {
      const container = document.querySelector<HTMLElement>('[data-klarsicht-overlay="highlight"]')!;
      const [box, label] = [...container.children].map((part) => getComputedStyle(part));
      return {
        parentIsRoot: container.parentElement === document.documentElement,
        ariaHidden: container.getAttribute('aria-hidden'),
        allMarked: [...container.querySelectorAll('*')].every((part) =>
          part.hasAttribute('data-klarsicht-overlay'),
        ),
        position: getComputedStyle(container).position,
        pointerEvents: [getComputedStyle(container), box!, label!].map((style) => style.pointerEvents),
        outline: [box!.outlineStyle, box!.outlineWidth, box!.outlineColor],
        label: [label!.color, label!.backgroundColor],
      };
    });
    expect(look.parentIsRoot).toBe(true);
    expect(look.ariaHidden).toBe('true');
    expect(look.allMarked).toBe(true);
    expect(look.position).toBe('fixed');
    expect(look.pointerEvents).toEqual(['none', 'none', 'none']);
    expect(look.outline.slice(0, 2)).toEqual(['solid', '3px']);
    expect(contrast(look.outline[2]!, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
    expect(contrast(look.outline[2]!, 'rgb(0, 0, 0)')).toBeGreaterThanOrEqual(3);
    expect(contrast(look.label[0]!, look.label[1]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves the page as it was: markup, focus, accessibility tree', async () => {
    await page.focus('#continue');
    const before = await pageState(page);
    const tree = await page.locator('html').ariaSnapshot();

    await page.evaluate(highlightElement, { selector: '#cart-dialog img', label: 'Verstoß 1' });
    expect(await overlayCount(page)).toBeGreaterThan(0);
    expect(await pageState(page)).toEqual(before);
    expect(await page.locator('html').ariaSnapshot()).toBe(tree);
  });

  it('finds an element inside an open shadow root', async () => {
    const result = await page.evaluate(highlightElement, {
      selector: 'my-widget >>> button.x',
      label: 'Verstoß 3',
    });
    expect(result).toEqual({ found: true });
    expectSameRect(await boxOf(highlightBox(page)), await boxOf(page.locator('my-widget button.x')));
  });

  it('finds an element inside a same-origin frame, offset by the frame’s place, border and padding', async () => {
    const result = await page.evaluate(highlightElement, {
      selector: 'iframe#pay >>> #card',
      label: 'Verstoß 4',
    });
    expect(result).toEqual({ found: true });
    const field = page.locator('iframe#pay').contentFrame().locator('#card');
    const fieldBox = await boxOf(field);
    // Scrolled into view in the frame and in the page around it.
    expect(fieldBox.y).toBeGreaterThan(0);
    expect(fieldBox.y + fieldBox.height).toBeLessThan(700);
    expectSameRect(await boxOf(highlightBox(page)), fieldBox);
  });

  it('draws nothing and answers found: false for what it cannot reach', async () => {
    await page.evaluate(highlightElement, { selector: '#cart-dialog img', label: 'Verstoß 1' });
    for (const selector of [
      '#not-there',
      'div[',
      '',
      'closed-widget >>> button',
      'iframe#sealed >>> #card',
      '#cart-dialog >>> img',
      'iframe#pay >>> #not-there',
    ]) {
      expect(await page.evaluate(highlightElement, { selector, label: 'Verstoß' }), selector).toEqual({
        found: false,
      });
      expect(await overlayCount(page), selector).toBe(0);
    }
  });

  it('shows one highlight at a time', async () => {
    await page.evaluate(highlightElement, { selector: '#cart-dialog img', label: 'Verstoß 1' });
    await page.evaluate(highlightElement, { selector: 'my-widget >>> button.x', label: 'Verstoß 3' });
    expect(await page.locator('[data-klarsicht-overlay="highlight"][aria-hidden="true"]').count()).toBe(1);
    expect(await highlightLabel(page).textContent()).toBe('Verstoß 3');
  });

  it('follows the element while the page scrolls or the window changes size', async () => {
    await page.evaluate(highlightElement, { selector: '#cart-dialog img', label: 'Verstoß 1' });
    await page.evaluate(() => window.scrollBy(0, 150));
    await nextFrames(page);
    expectSameRect(await boxOf(highlightBox(page)), await boxOf(page.locator('#cart-dialog img')));

    await page.setViewportSize({ width: 600, height: 500 });
    await nextFrames(page);
    expectSameRect(await boxOf(highlightBox(page)), await boxOf(page.locator('#cart-dialog img')));
  });

  it('follows an element in a frame while the frame scrolls', async () => {
    await page.evaluate(highlightElement, { selector: 'iframe#pay >>> #card', label: 'Verstoß 4' });
    const frame = page.locator('iframe#pay').contentFrame();
    await frame.locator('body').evaluate(() => window.scrollBy(0, -60));
    await nextFrames(page);
    expectSameRect(await boxOf(highlightBox(page)), await boxOf(frame.locator('#card')));
  });

  it('goes away on Escape, in the page or in the frame, and takes its listeners with it', async () => {
    const listenersBefore = await windowListeners(page);
    await page.evaluate(highlightElement, { selector: '#cart-dialog img', label: 'Verstoß 1' });
    expect((await windowListeners(page)).length).toBe(listenersBefore.length + 3);
    await page.keyboard.press('Escape');
    expect(await overlayCount(page)).toBe(0);
    expect(await windowListeners(page)).toEqual(listenersBefore);

    await page.evaluate(highlightElement, { selector: 'iframe#pay >>> #card', label: 'Verstoß 4' });
    await page.locator('iframe#pay').contentFrame().locator('#card').focus();
    await page.keyboard.press('Escape');
    expect(await overlayCount(page)).toBe(0);
    expect(await windowListeners(page)).toEqual(listenersBefore);
  });

  it('goes away with clearOverlays, listeners included', async () => {
    const listenersBefore = await windowListeners(page);
    await page.evaluate(highlightElement, { selector: '#cart-dialog img', label: 'Verstoß 1' });
    await page.evaluate(clearOverlays);
    expect(await overlayCount(page)).toBe(0);
    expect(await windowListeners(page)).toEqual(listenersBefore);
  });
});

/** The numbered badges in order, each with its centre in document coordinates. */
async function badges(target: Page): Promise<{ number: string; x: number; y: number }[]> {
  return target.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-klarsicht-overlay="tab-order"] > div')]
      .filter((part) => part.textContent !== '')
      .map((badge) => {
        const rect = badge.getBoundingClientRect();
        return {
          number: badge.textContent!,
          x: rect.left + rect.width / 2 + window.scrollX,
          y: rect.top + rect.height / 2 + window.scrollY,
        };
      }),
  );
}

/** An element's top-left corner in document coordinates. */
async function cornerOf(target: Page, selector: string): Promise<{ x: number; y: number }> {
  return target.locator(selector).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + window.scrollX, y: rect.top + window.scrollY };
  });
}

function expectNear(actual: { x: number; y: number }, expected: { x: number; y: number }) {
  expect(Math.abs(actual.x - expected.x), `x: ${actual.x} vs ${expected.x}`).toBeLessThanOrEqual(2);
  expect(Math.abs(actual.y - expected.y), `y: ${actual.y} vs ${expected.y}`).toBeLessThanOrEqual(2);
}

describe('showing the tab order', () => {
  it('numbers the stops as Tab reaches them, skipping disabled, hidden, tabindex=-1 and inert ones', async () => {
    await page.setContent(TAB_PAGE);
    expect(await page.evaluate(showTabOrder, { on: true })).toEqual({ count: 4 });

    const numbered = await badges(page);
    expect(numbered.map((badge) => badge.number)).toEqual(['1', '2', '3', '4']);
    for (const [index, selector] of ['#one', '#two', '#plain', '#field'].entries()) {
      expectNear(numbered[index]!, await cornerOf(page, selector));
    }
  });

  it('stays with the elements in document coordinates when the page scrolls', async () => {
    await page.setContent(TAB_PAGE);
    await page.evaluate(showTabOrder, { on: true });
    await page.evaluate(() => window.scrollTo(0, 900));
    const numbered = await badges(page);
    expectNear(numbered[3]!, await cornerOf(page, '#field'));
    expectNear(numbered[0]!, await cornerOf(page, '#one'));
  });

  it('draws badges that contrast, click-through and hidden from assistive technology, joined by lines', async () => {
    await page.setContent(TAB_PAGE);
    await page.evaluate(showTabOrder, { on: true });
    const look = await page.evaluate(() => {
      const container = document.querySelector<HTMLElement>('[data-klarsicht-overlay="tab-order"]')!;
      const badge = [...container.children].find((part) => part.textContent === '1')!;
      const badgeStyle = getComputedStyle(badge);
      const lines = [...container.querySelectorAll('svg polyline, svg line')].map((line) => ({
        points: line.getAttribute('points')?.trim().split(/\s+/).length ?? 2,
        width: getComputedStyle(line).strokeWidth,
        colour: getComputedStyle(line).stroke,
      }));
      return {
        parentIsRoot: container.parentElement === document.documentElement,
        ariaHidden: container.getAttribute('aria-hidden'),
        allMarked: [...container.querySelectorAll('*')].every((part) =>
          part.hasAttribute('data-klarsicht-overlay'),
        ),
        pointerEvents: [container, badge, container.querySelector('svg')!].map(
          (part) => getComputedStyle(part).pointerEvents,
        ),
        colours: [badgeStyle.color, badgeStyle.backgroundColor],
        weight: Number(badgeStyle.fontWeight),
        round: badgeStyle.borderRadius,
        lines,
      };
    });
    expect(look.parentIsRoot).toBe(true);
    expect(look.ariaHidden).toBe('true');
    expect(look.allMarked).toBe(true);
    expect(look.pointerEvents).toEqual(['none', 'none', 'none']);
    expect(contrast(look.colours[0]!, look.colours[1]!)).toBeGreaterThanOrEqual(4.5);
    expect(look.weight).toBeGreaterThanOrEqual(700);
    expect(look.round).not.toBe('0px');
    const darkLine = look.lines.find((line) => line.colour === look.colours[1]);
    expect(darkLine).toMatchObject({ points: 4, width: '2px' });
  });

  it('neither moves focus nor changes the page', async () => {
    await page.setContent(TAB_PAGE);
    await page.focus('#plain');
    const before = await pageState(page);
    const tree = await page.locator('html').ariaSnapshot();
    await page.evaluate(showTabOrder, { on: true });
    expect(await pageState(page)).toEqual(before);
    expect(await page.locator('html').ariaSnapshot()).toBe(tree);
    expect(before.activeElement).toBe('plain');
  });

  it('redraws on a second call, and on: false removes everything', async () => {
    await page.setContent(TAB_PAGE);
    const before = await pageState(page);
    await page.evaluate(showTabOrder, { on: true });
    await page.evaluate(showTabOrder, { on: true });
    expect(await page.locator('[data-klarsicht-overlay="tab-order"][aria-hidden="true"]').count()).toBe(1);
    expect((await badges(page)).length).toBe(4);

    expect(await page.evaluate(showTabOrder, { on: false })).toEqual({ count: 0 });
    expect(await overlayCount(page)).toBe(0);
    expect(await pageState(page)).toEqual(before);
  });

  it('takes a highlight away when it is switched on or off', async () => {
    await page.setContent(TAB_PAGE);
    for (const on of [true, false]) {
      await page.evaluate(highlightElement, { selector: '#plain', label: 'Verstoß 1' });
      await page.evaluate(showTabOrder, { on });
      expect(await page.locator('[data-klarsicht-overlay="highlight"]').count()).toBe(0);
    }
  });

  it('is removed by clearOverlays together with a highlight', async () => {
    await page.setContent(TAB_PAGE);
    await page.evaluate(showTabOrder, { on: true });
    await page.evaluate(highlightElement, { selector: '#plain', label: 'Verstoß 1' });
    expect(await page.locator('[data-klarsicht-overlay][aria-hidden="true"]').count()).toBe(2);
    await page.evaluate(clearOverlays);
    expect(await overlayCount(page)).toBe(0);
  });

  it('agrees with where Tab really goes: shadow trees, slots, radio groups, scrollers, frames', async () => {
    await page.setContent(TRICKY_PAGE);
    const { count } = await page.evaluate(showTabOrder, { on: true });
    const numbered = await badges(page);
    expect(numbered.length).toBe(count);

    const reached: { x: number; y: number }[] = [];
    for (let press = 0; press <= count; press++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          if (!active || active === document.body) return { x: -1, y: -1 };
          const rect = active.getBoundingClientRect();
          return { x: rect.left + window.scrollX, y: rect.top + window.scrollY };
        }),
      );
    }
    // Badges sit on their element's corner unless a document edge pushed them in; not so here.
    for (const [index, badge] of numbered.entries()) expectNear(badge, reached[index]!);
    // After the last stop Tab leaves the page (or starts again): no stop was left out.
    const after = reached[count]!;
    expect(after.x === -1 || (after.x === reached[0]!.x && after.y === reached[0]!.y)).toBe(true);
    expect(count).toBe(13);
  });
});
