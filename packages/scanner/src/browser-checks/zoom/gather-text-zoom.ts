import type { ClippingFacts, LayoutFacts, ReflowFacts } from '@klarsicht/rules';
import type { CDPSession, Page } from 'playwright-core';
import type { DomElement, DomRect } from '../../page/in-page-dom.js';
import type { HelperWindow } from '../page-helpers.js';

type Box = DomElement & {
  scrollHeight: number;
  clientHeight: number;
  scrollWidth: number;
  clientWidth: number;
  clientTop: number;
  clientLeft: number;
};

interface DomRange {
  selectNodeContents(node: DomElement): void;
  getBoundingClientRect(): DomRect;
}
type ZoomWindow = HelperWindow & {
  __klarsichtClippedAt100?: Set<DomElement>;
  /** The boxes that hide overflow at 100 %: the only ones more text spacing can make cut off text. */
  __klarsichtOverflowBoxes?: DomElement[];
};

const NONE: ClippingFacts = { clipped: [], candidates: 0 };

/** The browser's zoom level that WCAG 1.4.4 asks text to survive. */
const ZOOM = 2;

/** The width WCAG 1.4.10 asks content to reflow to without scrolling sideways (1280 px at 400 %). */
const REFLOW_WIDTH = 320;
const REFLOW_HEIGHT = 256;

/**
 * Reads the page in three layouts, each against the page as it came:
 * - with the text spacing of WCAG 1.4.12 (line height 1.5, spacing after paragraphs 2, letters
 *   0.12 and words 0.16 times the font size), boxes that hide overflow and now cut off text;
 * - zoomed to 200 % as a browser does it (the viewport holds half as many CSS pixels, so media
 *   queries, viewport units and wrapping answer as for a visitor who zoomed), the same (1.4.4);
 * - 320 CSS px wide, whether the page needs scrolling sideways, and which elements cause it (1.4.10).
 * The viewport and the page's styles are put back after.
 */
export async function gatherLayouts(
  page: Page,
  _signal: AbortSignal,
  cdp: () => Promise<CDPSession>,
): Promise<LayoutFacts> {
  const viewport = page.viewportSize();
  if (!viewport) return { zoom: NONE, spacing: NONE, reflow: { overflows: false, culprits: [] } };
  await page.evaluate(findClippingBoxes, { mode: 'record' as const, width: viewport.width });
  const spacing = await page.evaluate(findClippingBoxes, {
    mode: 'text-spacing' as const,
    width: viewport.width,
  });
  // Straight to Chromium: Playwright's setViewportSize also waits on the page to confirm the
  // resize, which costs more than the check itself when several tabs are busy.
  const session = await cdp();
  // As Playwright sets a context's viewport (screen as large as the viewport, scale 1, landscape), so
  // that the last call leaves the tab exactly as it was; zoomed, the screen shrinks in CSS px too.
  const metrics = (width: number, height: number) =>
    session.send('Emulation.setDeviceMetricsOverride', {
      width,
      height,
      screenWidth: width,
      screenHeight: height,
      deviceScaleFactor: 1,
      mobile: false,
      screenOrientation: { angle: 0, type: 'landscapePrimary' },
    });
  try {
    const width = Math.round(viewport.width / ZOOM);
    await metrics(width, Math.round(viewport.height / ZOOM));
    const zoom = await page.evaluate(findClippingBoxes, { mode: 'layout' as const, width });
    await metrics(REFLOW_WIDTH, REFLOW_HEIGHT);
    const reflow = await page.evaluate(findReflowCulprits, REFLOW_WIDTH);
    return { zoom, spacing, reflow };
  } finally {
    await page.evaluate(forgetClippingBoxes).catch(() => undefined);
    await metrics(viewport.width, viewport.height).catch(() => undefined);
  }
}

/** Runs INSIDE the page: drops what findClippingBoxes remembered. */
export function forgetClippingBoxes(): void {
  delete (globalThis as unknown as ZoomWindow).__klarsichtClippedAt100;
  delete (globalThis as unknown as ZoomWindow).__klarsichtOverflowBoxes;
}

/**
 * Runs INSIDE the page (self-contained), `width` CSS px wide. Whether the page needs scrolling
 * sideways, or its root hides what reaches past the right edge; and the outermost visible elements
 * that reach past it. Content that needs two dimensions (WCAG 1.4.10's exception: tables, images,
 * maps, video, code, toolbars) is marked exempt.
 */
export async function findReflowCulprits(width: number): Promise<ReflowFacts> {
  const win = globalThis as unknown as HelperWindow & { innerWidth: number };
  const doc = win.document;
  for (let wait = 0; win.innerWidth !== width && wait < 20; wait++) {
    await new Promise((resolve) => win.setTimeout(() => resolve(undefined), 5));
  }
  const root = doc.documentElement as DomElement & { scrollWidth: number; clientWidth: number };
  const body = doc.body;
  if (!body) return { overflows: false, culprits: [] };
  const hidesOverflow = [root, body].some((element) =>
    ['hidden', 'clip'].includes(win.getComputedStyle(element).overflowX),
  );
  const scrolls = root.scrollWidth > root.clientWidth + 1;
  const edge = root.clientWidth + 1;
  const culprits: DomElement[] = [];
  const all = body.querySelectorAll('*');
  for (let index = 0; index < all.length; index++) {
    const element = all[index]!;
    const box = element.getBoundingClientRect();
    if (box.right <= edge || box.width === 0 || box.height === 0) continue;
    // Inside a culprit already, or in a box that scrolls or clips sideways by itself: not the cause.
    if (culprits.some((culprit) => culprit.contains(element))) continue;
    let contained = false;
    for (let parent = element.parentElement; parent && parent !== body; parent = parent.parentElement) {
      if (win.getComputedStyle(parent).overflowX !== 'visible') {
        contained = true;
        break;
      }
    }
    if (contained) continue;
    const style = win.getComputedStyle(element);
    if (
      style.visibility === 'hidden' ||
      ((element.textContent ?? '').trim() === '' &&
        !element.matches('img, svg, video, canvas, iframe, object, embed, input, select, textarea, button'))
    )
      continue;
    culprits.push(element);
  }
  const overflows = culprits.length > 0 && (scrolls || hidesOverflow);
  const helpers = win.__klarsichtChecks!;
  const TWO_DIMENSIONAL =
    'table, pre, code, img, svg, canvas, video, iframe, object, embed, math, [role="grid"], [role="treegrid"], [role="toolbar"], [role="img"], [role="application"]';
  return {
    overflows,
    culprits: overflows
      ? culprits.slice(0, 20).map((element) => ({
          ...helpers.describe(element),
          exempt: element.matches(TWO_DIMENSIONAL) || element.closest(TWO_DIMENSIONAL) !== null,
        }))
      : [],
  };
}

/**
 * Runs INSIDE the page (self-contained). `record`: remembers the boxes that cut off content now (at
 * 100 %: sliders, visually hidden text, deliberate crops, none of these rules'), and those that hide
 * overflow. `layout`: after the viewport changed, reports the boxes that cut off content now and did
 * not then. `text-spacing`: puts on the spacing WCAG 1.4.12 names (line height 1.5, after paragraphs
 * 2, letters 0.12 and words 0.16 times the font size) and reports the same, of the remembered boxes
 * only (spacing changes no media query and no overflow), then takes the spacing off.
 */
export async function findClippingBoxes(options: {
  mode: 'record' | 'layout' | 'text-spacing';
  width: number;
}): Promise<ClippingFacts> {
  const win = globalThis as unknown as ZoomWindow;
  const body = win.document.body;
  if (!body) return { clipped: [], candidates: 0 };
  const record = options.mode === 'record';
  // The new viewport reaches the page with its next task; reading layout then forces it at once.
  for (let wait = 0; options.mode === 'layout' && win.innerWidth !== options.width && wait < 20; wait++) {
    await new Promise((resolve) => win.setTimeout(() => resolve(undefined), 5));
  }
  const before = win.__klarsichtClippedAt100 ?? new Set<DomElement>();
  const now = new Set<DomElement>();
  const clipped: Array<{ element: Box; axis: 'x' | 'y'; ellipsis: boolean; linked: boolean }> = [];
  let candidates = 0;
  const overflowBoxes: DomElement[] = [];
  const doc = win.document as ZoomWindow['document'] & {
    createElement(name: string): DomElement & { textContent: string };
    head: DomElement | null;
  };
  // Only a box that hides its overflow can cut text off, and spacing makes no box do so: without
  // any, the page is not restyled (two style and layout passes of the whole page saved).
  if (options.mode === 'text-spacing' && win.__klarsichtOverflowBoxes?.length === 0) {
    return { clipped: [], candidates: 0 };
  }
  const spacing = options.mode === 'text-spacing' ? doc.createElement('style') : null;
  if (spacing) {
    spacing.textContent =
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
    (doc.head ?? doc.documentElement).insertBefore(spacing, null);
  }
  const all =
    spacing && win.__klarsichtOverflowBoxes ? win.__klarsichtOverflowBoxes : body.querySelectorAll('*');
  try {
    for (let index = 0; index < all.length; index++) {
      const element = all[index] as Box;
      const style = win.getComputedStyle(element);
      const x = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const y = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!x && !y) continue;
      if ((element.textContent ?? '').trim() === '') continue;
      overflowBoxes.push(element);
      const visible = (element as unknown as { checkVisibility?(): boolean }).checkVisibility?.() ?? true;
      if (!visible || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      candidates++;
      if (element.scrollHeight <= element.clientHeight + 1 && element.scrollWidth <= element.clientWidth + 1)
        continue;
      // What overflows may be padding or a child's margin: only content reaching past the padding
      // box, where overflow cuts it off, is lost.
      const range = (win.document as unknown as { createRange(): DomRange }).createRange();
      range.selectNodeContents(element);
      const content = range.getBoundingClientRect();
      const outer = element.getBoundingClientRect();
      const top = outer.top + element.clientTop;
      const left = outer.left + element.clientLeft;
      const clipsY = y && (content.bottom > top + element.clientHeight + 1 || content.top < top - 1);
      const clipsX = x && (content.right > left + element.clientWidth + 1 || content.left < left - 1);
      if (!clipsX && !clipsY) continue;
      if (record) now.add(element);
      else if (!before.has(element)) {
        clipped.push({
          element,
          axis: clipsY ? 'y' : 'x',
          ellipsis: style.getPropertyValue('text-overflow') === 'ellipsis',
          linked: [element, element.previousElementSibling, element.nextElementSibling].some(
            (near) =>
              near !== null && (near.matches('a[href]') || near.querySelectorAll('a[href]').length > 0),
          ),
        });
      }
    }
  } finally {
    spacing?.remove();
  }
  if (record) {
    win.__klarsichtClippedAt100 = now;
    win.__klarsichtOverflowBoxes = overflowBoxes;
    return { clipped: [], candidates };
  }
  const helpers = win.__klarsichtChecks!;
  return {
    clipped: clipped.map(({ element, axis, ellipsis, linked }) => ({
      ...helpers.describe(element),
      axis,
      ellipsis,
      linked,
    })),
    candidates,
  };
}
