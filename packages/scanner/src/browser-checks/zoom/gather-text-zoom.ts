import type { CDPSession, Page } from 'playwright-core';
import type { DomElement } from '../in-page-dom.js';
import type { ElementRef, HelperWindow } from '../page-helpers.js';

export interface TextZoomFacts {
  /** Boxes that showed all their text at 100 % and cut some of it off at 200 %. */
  clipped: Array<ElementRef & { axis: 'x' | 'y'; ellipsis: boolean }>;
  /** Boxes that hide overflow and hold visible text at 200 %: what the check judged. */
  candidates: number;
}

type Box = DomElement & {
  scrollHeight: number;
  clientHeight: number;
  scrollWidth: number;
  clientWidth: number;
};
type ZoomWindow = HelperWindow & { __klarsichtClippedAt100?: Set<DomElement> };

/** The browser's zoom level that WCAG 1.4.4 asks text to survive. */
const ZOOM = 2;

/**
 * Zooms the page to 200 % as a browser does: the viewport holds half as many CSS pixels, so media
 * queries, viewport units and wrapping answer as they would for a visitor who zoomed, while lengths
 * in px keep their CSS size. Boxes with `overflow: hidden` or `clip` that cut off text at 200 % but
 * not at 100 % lose content (WCAG 1.4.4). The viewport is put back after.
 */
export async function gatherTextZoom(
  page: Page,
  _signal: AbortSignal,
  cdp: () => Promise<CDPSession>,
): Promise<TextZoomFacts> {
  const viewport = page.viewportSize();
  if (!viewport) return { clipped: [], candidates: 0 };
  await page.evaluate(findClippingBoxes, { record: true, width: viewport.width });
  // Straight to Chromium: Playwright's setViewportSize also waits on the page to confirm the
  // resize, which costs more than the check itself when several tabs are busy.
  const session = await cdp();
  const metrics = (width: number, height: number) =>
    session.send('Emulation.setDeviceMetricsOverride', {
      width,
      height,
      deviceScaleFactor: 0,
      mobile: false,
    });
  try {
    const width = Math.round(viewport.width / ZOOM);
    await metrics(width, Math.round(viewport.height / ZOOM));
    return await page.evaluate(findClippingBoxes, { record: false, width });
  } finally {
    await metrics(viewport.width, viewport.height).catch(() => undefined);
  }
}

/**
 * Runs INSIDE the page (self-contained). With `record`, remembers the boxes that cut off content now
 * (at 100 %: sliders, visually hidden text, deliberate crops, none of them this rule's); otherwise
 * reports the boxes that cut off content now and did not then, after the layout settled.
 */
export async function findClippingBoxes(options: { record: boolean; width: number }): Promise<TextZoomFacts> {
  const win = globalThis as unknown as ZoomWindow;
  const body = win.document.body;
  if (!body) return { clipped: [], candidates: 0 };
  // The new viewport reaches the page with its next task; reading layout then forces it at once.
  for (let wait = 0; !options.record && win.innerWidth !== options.width && wait < 20; wait++) {
    await new Promise((resolve) => win.setTimeout(() => resolve(undefined), 5));
  }
  const before = win.__klarsichtClippedAt100 ?? new Set<DomElement>();
  const now = new Set<DomElement>();
  const clipped: Array<{ element: Box; axis: 'x' | 'y'; ellipsis: boolean }> = [];
  let candidates = 0;
  const all = body.querySelectorAll('*');
  for (let index = 0; index < all.length; index++) {
    const element = all[index] as Box;
    const style = win.getComputedStyle(element);
    const x = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const y = style.overflowY === 'hidden' || style.overflowY === 'clip';
    if (!x && !y) continue;
    if ((element.textContent ?? '').trim() === '') continue;
    const visible = (element as unknown as { checkVisibility?(): boolean }).checkVisibility?.() ?? true;
    if (!visible || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
    candidates++;
    const clipsY = y && element.scrollHeight > element.clientHeight + 1;
    const clipsX = x && element.scrollWidth > element.clientWidth + 1;
    if (!clipsX && !clipsY) continue;
    if (options.record) now.add(element);
    else if (!before.has(element)) {
      clipped.push({
        element,
        axis: clipsY ? 'y' : 'x',
        ellipsis: style.getPropertyValue('text-overflow') === 'ellipsis',
      });
    }
  }
  if (options.record) {
    win.__klarsichtClippedAt100 = now;
    return { clipped: [], candidates };
  }
  delete win.__klarsichtClippedAt100;
  const helpers = win.__klarsichtChecks!;
  return {
    clipped: clipped.map(({ element, axis, ellipsis }) => ({ ...helpers.describe(element), axis, ellipsis })),
    candidates,
  };
}
