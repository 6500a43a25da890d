import type { NodeResult } from 'axe-core';
import type { Page } from 'playwright-core';
import type { DomRect } from '../page/in-page-dom.js';
import type { ElementScreenshot, Finding, ScreenshotOptions } from '../report/types.js';

/**
 * Pictures of violating elements, highlighted in their page: after axe, each chosen element is
 * scrolled into view, a box is drawn around it (an overlay of our own, the element's styles stay
 * untouched), a JPEG of the surrounding area is taken and the box removed again. Best effort: an
 * element that is hidden, has no size or is gone gets no picture, and nothing here fails a page.
 */

export interface ScreenshotStepOptions extends ScreenshotOptions {
  /** Epoch ms; no new picture is started after it (the engine's own bound may end the step earlier). */
  until: number;
  /** Pictures the whole scan may still take, shared by its pages; counted down here. */
  scanBudget?: ScreenshotBudget;
  /** Cover password fields in every picture (a signed-in scan: whatever a field holds stays unseen). */
  maskPasswords?: boolean;
  /** Told when pictures still due were not taken: the time ran out, or the page stopped answering. */
  onCutShort?: (reason: 'timeout' | 'page-stalled') => void;
}

export interface ScreenshotBudget {
  left: number;
}

/** axe's target per node of each violated rule, by rule id: where to find the elements again. */
export type TargetsByRule = ReadonlyMap<string, readonly NodeResult['target'][]>;

export const SHOT_TIMEOUT_MS = 3_000;
export const STEP_TIMEOUT_MS = 10_000;
const JPEG_QUALITY = 70;
const HIGHLIGHT_ATTRIBUTE = 'data-klarsicht-highlight';

/** Returns the findings with `screenshot` set on the nodes that got one; the input is not changed. */
export async function withElementScreenshots(
  page: Page,
  violations: Finding[],
  targets: TargetsByRule,
  options: ScreenshotStepOptions,
): Promise<Finding[]> {
  const until = Math.min(options.until, Date.now() + STEP_TIMEOUT_MS);
  let taken = 0;
  const result: Finding[] = [];
  let stopped = false;
  // Findings come most severe first, so the page's cap keeps the pictures that matter most.
  for (const finding of violations) {
    const ruleTargets = targets.get(finding.id);
    if (stopped || !ruleTargets || finding.source !== 'axe') {
      result.push(finding);
      continue;
    }
    const nodes = [...finding.nodes];
    // The first nodes that can be shown: a hidden one costs one quick look and does not use up the rule's share.
    let takenForRule = 0;
    for (
      let index = 0;
      index < nodes.length &&
      takenForRule < options.maxPerRule &&
      taken < options.maxPerPage &&
      (options.scanBudget?.left ?? 1) > 0;
      index++
    ) {
      const target = ruleTargets[index];
      const path = target ? topDocumentPath(target) : undefined;
      if (!path) continue;
      const remaining = until - Date.now();
      if (remaining <= 0) {
        stopped = true;
        options.onCutShort?.('timeout');
        break;
      }
      // Claimed before the picture is taken: the scan's other tabs take theirs meanwhile.
      if (options.scanBudget) options.scanBudget.left--;
      const shot = await captureElement(
        page,
        path,
        Math.min(SHOT_TIMEOUT_MS, remaining),
        options.maskPasswords === true,
      );
      if (!shot || shot === 'unresponsive') {
        if (options.scanBudget) options.scanBudget.left++;
      }
      if (shot === 'unresponsive') {
        // A page that does not answer within the time box will not answer the next one either.
        stopped = true;
        options.onCutShort?.('page-stalled');
        break;
      }
      if (shot) {
        nodes[index] = { ...nodes[index]!, screenshot: shot };
        takenForRule++;
        taken++;
      }
    }
    result.push({ ...finding, nodes });
  }
  return result;
}

/**
 * The selectors from the top document down through open shadow roots; undefined for nodes inside
 * iframes (axe's target then has one entry per frame), which are left without a picture: the
 * frame's content would have to be found and scrolled inside another document.
 */
export function topDocumentPath(target: NodeResult['target']): string[] | undefined {
  if (target.length !== 1) return undefined;
  const [entry] = target;
  if (entry === undefined) return undefined;
  const path = Array.isArray(entry) ? entry.map(String) : [String(entry)];
  return path.length > 0 ? path : undefined;
}

interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function captureElement(
  page: Page,
  path: string[],
  timeoutMs: number,
  maskPasswords: boolean,
): Promise<ElementScreenshot | undefined | 'unresponsive'> {
  const startedAt = Date.now();
  const left = () => Math.max(1, timeoutMs - (Date.now() - startedAt));
  let highlighted = false;
  try {
    const clip = await withinTime(
      page.evaluate(highlightElement, { path, attribute: HIGHLIGHT_ATTRIBUTE }),
      left(),
    );
    if (clip === TIMED_OUT) {
      // Should the page answer after all, its box must not stay behind.
      highlighted = true;
      return 'unresponsive';
    }
    if (!clip) return undefined;
    highlighted = true;
    const data = await page.screenshot({
      type: 'jpeg',
      quality: JPEG_QUALITY,
      clip,
      scale: 'css',
      timeout: left(),
      ...(maskPasswords ? { mask: [page.locator('input[type="password"]')], maskColor: '#6b7280' } : {}),
    });
    return { mime: 'image/jpeg', data };
  } catch (error) {
    return /Timeout/i.test(String(error)) ? 'unresponsive' : undefined;
  } finally {
    // Not awaited beyond a short while: a page that hangs keeps its box until it navigates away.
    if (highlighted) {
      await withinTime(
        page.evaluate(removeHighlight, HIGHLIGHT_ATTRIBUTE).catch(() => undefined),
        1_000,
      );
    }
  }
}

const TIMED_OUT = Symbol('timed out');

async function withinTime<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/*
 * The smallest DOM surface the in-page functions use, declared here rather than loading TypeScript's
 * "dom" lib for the whole package (see checks/page-facts.ts for why).
 */
interface DomQueryRoot {
  querySelector(selectors: string): DomElement | null;
  querySelectorAll(selectors: string): ArrayLike<DomElement>;
}
interface DomElement extends DomQueryRoot {
  readonly isConnected: boolean;
  readonly shadowRoot: DomQueryRoot | null;
  readonly style: Record<string, string>;
  readonly clientWidth: number;
  readonly clientHeight: number;
  checkVisibility(options: { opacityProperty: boolean; visibilityProperty: boolean }): boolean;
  scrollIntoView(options: { block: string; inline: string; behavior: string }): void;
  getBoundingClientRect(): DomRect;
  setAttribute(name: string, value: string): void;
  appendChild(child: DomElement): void;
  remove(): void;
}
interface DomWindow {
  readonly document: DomQueryRoot & {
    readonly documentElement: DomElement;
    createElement(tagName: string): DomElement;
  };
  readonly innerWidth: number;
  readonly innerHeight: number;
  readonly scrollX: number;
  readonly scrollY: number;
}

/**
 * Runs INSIDE the page (Playwright sends its source text, so it uses no outer name and declares no
 * inner functions): finds the element, scrolls it into view, draws the box and returns the area to
 * photograph in viewport coordinates, or null when there is nothing visible to show.
 */
function highlightElement({ path, attribute }: { path: string[]; attribute: string }): Clip | null {
  const win = globalThis as unknown as DomWindow;
  const doc = win.document;
  const border = 3;
  const offset = 4;
  const maxWidth = 1000;
  const maxHeight = 600;
  const contextX = 200;
  const contextY = 150;
  let root: DomQueryRoot | null = doc;
  let element: DomElement | null = null;
  for (const selector of path) {
    if (!root) return null;
    try {
      element = root.querySelector(selector);
    } catch {
      return null;
    }
    if (!element) return null;
    root = element.shadowRoot;
  }
  if (!element?.isConnected) return null;
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const rect = element.getBoundingClientRect();
  if (rect.width <= 0 || rect.height <= 0) return null;
  const viewWidth = doc.documentElement.clientWidth || win.innerWidth;
  const viewHeight = doc.documentElement.clientHeight || win.innerHeight;
  // Off screen even after scrolling (e.g. positioned far to the left): nothing to see.
  if (rect.right <= 0 || rect.bottom <= 0 || rect.left >= viewWidth || rect.top >= viewHeight) return null;

  const box = doc.createElement('div');
  box.setAttribute(attribute, '');
  box.setAttribute('aria-hidden', 'true');
  const pad = border + offset;
  Object.assign(box.style, {
    all: 'initial',
    position: 'absolute',
    boxSizing: 'border-box',
    left: `${rect.left + win.scrollX - pad}px`,
    top: `${rect.top + win.scrollY - pad}px`,
    width: `${rect.width + 2 * pad}px`,
    height: `${rect.height + 2 * pad}px`,
    // Magenta with a white ring outside and a dark one inside: visible on light and dark pages.
    border: `${border}px solid #d4006a`,
    boxShadow: '0 0 0 2px #ffffff, inset 0 0 0 1px #1a1a1a',
    borderRadius: '2px',
    pointerEvents: 'none',
    zIndex: '2147483647',
  });
  doc.documentElement.appendChild(box);

  const width = Math.floor(Math.min(maxWidth, viewWidth, rect.width + 2 * (pad + contextX)));
  const height = Math.floor(Math.min(maxHeight, viewHeight, rect.height + 2 * (pad + contextY)));
  // An element taller than the picture is shown from its top, where people start reading it.
  const top = rect.height + 2 * pad > height ? rect.top - pad - 8 : rect.top + rect.height / 2 - height / 2;
  const left = rect.left + rect.width / 2 - width / 2;
  return {
    x: Math.round(Math.min(Math.max(left, 0), viewWidth - width)),
    y: Math.round(Math.min(Math.max(top, 0), viewHeight - height)),
    width,
    height,
  };
}

/** Runs INSIDE the page: removes every box drawn by `highlightElement`. */
function removeHighlight(attribute: string): void {
  const boxes = (globalThis as unknown as DomWindow).document.querySelectorAll(`[${attribute}]`);
  for (let index = boxes.length - 1; index >= 0; index--) boxes[index]?.remove();
}
