import type { ElementRef } from '@klarsicht/rules';
import type { DomElement, DomWindow } from '../page/in-page-dom.js';

export type { ElementRef };

/**
 * Stands in for a selector until the checks are done (see `describe`): never a CSS selector, so it
 * cannot be mistaken for one. Written out in the in-page functions below, which cannot import it.
 */
export const SELECTOR_STAND_IN = '\u0000element:';

/** What the in-page gatherers share, installed once per analysis as a page global. */
export interface PageHelpers {
  /**
   * The element as findings name it. Its HTML is read now; its selector is only a stand-in
   * (SELECTOR_STAND_IN and a number) until `removePageHelpers` gives the selectors of the elements
   * findings name: axe's unique selector costs a search of the document per element, and a page of
   * 800 links would pay it 800 times for the few that findings show.
   */
  describe(element: DomElement): ElementRef;
  /** The elements described so far, by the number in their stand-in. */
  described: DomElement[];
  /** Their stand-ins, to hand out the same one for the same element. */
  standIns: Map<DomElement, string>;
  /** Rendered: has a layout box and is not hidden by `visibility`. */
  isRendered(element: DomElement): boolean;
  /** Not hidden from assistive technology (aria-hidden, display: none and the like). */
  isExposed(element: DomElement): boolean;
  /** The accessible name, whitespace collapsed ("" when none). */
  accessibleName(element: DomElement): string;
  /** Whether `installPageHelpers` set up axe's tree (and so must tear it down). */
  ownsAxeTree: boolean;
}

interface AxeInPage {
  _tree?: unknown;
  setup(node: unknown): unknown;
  teardown(): void;
  utils: { getSelector(element: DomElement): string; getNodeFromTree(element: DomElement): unknown };
  commons: {
    text: { accessibleTextVirtual(node: unknown): string };
    dom: { isVisibleToScreenReaders(node: unknown): boolean };
  };
}

export type HelperWindow = DomWindow & {
  __klarsichtChecks?: PageHelpers;
  axe?: AxeInPage;
  CSS: { escape(value: string): string };
};

/**
 * Runs INSIDE the page, after axe has been injected, so that our selectors are axe's (the same
 * selector for the same element, whichever rule names it). Self-contained like collectPageFacts:
 * functions are assigned to properties, which no bundler renames, and nothing outside is used.
 */
export function installPageHelpers(): void {
  const win = globalThis as unknown as HelperWindow;
  if (win.__klarsichtChecks) return;
  const axe = win.axe;
  const helpers = { ownsAxeTree: false } as PageHelpers;
  try {
    if (axe && !axe._tree) {
      axe.setup(win.document);
      helpers.ownsAxeTree = true;
    }
  } catch {
    helpers.ownsAxeTree = false;
  }
  helpers.described = [];
  helpers.standIns = new Map();
  helpers.describe = (element) => {
    let selector = helpers.standIns.get(element);
    if (selector === undefined) {
      selector = `\u0000element:${helpers.described.length}`;
      helpers.described.push(element);
      helpers.standIns.set(element, selector);
    }
    const html = element.outerHTML;
    return { selector, html: html.length > 600 ? html.slice(0, 600) : html };
  };
  helpers.isExposed = (element) => {
    const node = helpers.ownsAxeTree ? win.axe!.utils.getNodeFromTree(element) : undefined;
    if (node) return win.axe!.commons.dom.isVisibleToScreenReaders(node);
    return element.closest('[aria-hidden="true"]') === null && helpers.isRendered(element);
  };
  helpers.accessibleName = (element) => {
    const node = helpers.ownsAxeTree ? win.axe!.utils.getNodeFromTree(element) : undefined;
    const name = node
      ? win.axe!.commons.text.accessibleTextVirtual(node)
      : (element.getAttribute('aria-label') ?? element.textContent ?? '');
    return name.replace(/\s+/g, ' ').trim();
  };
  helpers.isRendered = (element) =>
    element.getClientRects().length > 0 && win.getComputedStyle(element).visibility !== 'hidden';
  win.__klarsichtChecks = helpers;
}

/**
 * Runs INSIDE the page: the selectors of the described elements with these numbers (axe's, the same
 * selector for the same element whichever rule names it; a path of ids and positions for elements
 * axe's tree does not know, added after its setup), then removes what installPageHelpers added.
 */
export function removePageHelpers(numbers: number[]): string[] {
  const win = globalThis as unknown as HelperWindow;
  const helpers = win.__klarsichtChecks;
  if (!helpers) return [];
  const selectorOf = (element: DomElement | undefined): string => {
    if (!element) return '';
    if (helpers.ownsAxeTree) {
      try {
        const selector = win.axe!.utils.getSelector(element);
        if (selector !== '') return selector;
      } catch {
        // Not in axe's tree: the path below.
      }
    }
    const parts: string[] = [];
    for (let current: DomElement | null = element; current; current = current.parentElement) {
      if (current.id && win.document.querySelectorAll(`#${win.CSS.escape(current.id)}`).length === 1) {
        parts.unshift(`#${win.CSS.escape(current.id)}`);
        break;
      }
      const parent: DomElement | null = current.parentElement;
      if (!parent) {
        parts.unshift(current.localName);
        break;
      }
      const position = Array.prototype.indexOf.call(parent.children, current) + 1;
      parts.unshift(`${current.localName}:nth-child(${position})`);
    }
    return parts.join(' > ');
  };
  const selectors = numbers.map((number) => selectorOf(helpers.described[number]));
  if (helpers.ownsAxeTree) {
    try {
      win.axe?.teardown();
    } catch {
      // A page that replaced axe's globals leaves nothing of ours to clean up.
    }
  }
  delete win.__klarsichtChecks;
  return selectors;
}

/**
 * Gives the stand-ins in these verdicts (anywhere in them: a finding's element, elements named in
 * its data) the selectors `resolve` finds for their numbers, in place; a stand-in left unresolved
 * (the page stopped answering) becomes "".
 */
export async function resolveStandIns(
  values: unknown[],
  resolve: (numbers: number[]) => Promise<string[]>,
): Promise<void> {
  const numbers = new Set<number>();
  const visit = (value: unknown, found: (text: string) => void) => {
    if (typeof value === 'string') {
      if (value.startsWith(SELECTOR_STAND_IN)) found(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, found);
    } else if (value !== null && typeof value === 'object') {
      for (const item of Object.values(value)) visit(item, found);
    }
  };
  visit(values, (text) => numbers.add(Number(text.slice(SELECTOR_STAND_IN.length))));
  const asked = [...numbers];
  const answers = await resolve(asked).catch(() => [] as string[]);
  const selectors = new Map(asked.map((number, index) => [number, answers[index] ?? '']));
  const replace = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.startsWith(SELECTOR_STAND_IN)
        ? (selectors.get(Number(value.slice(SELECTOR_STAND_IN.length))) ?? '')
        : value;
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) value[index] = replace(value[index]);
      return value;
    }
    if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) record[key] = replace(record[key]);
    }
    return value;
  };
  replace(values);
}
