import type { DomElement, DomWindow } from './in-page-dom.js';

/** An element as findings name it: a selector that finds it again and its outer HTML (cut). */
export interface ElementRef {
  selector: string;
  html: string;
}

/** What the in-page gatherers share, installed once per analysis as a page global. */
export interface PageHelpers {
  describe(element: DomElement): ElementRef;
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
  helpers.describe = (element) => {
    let selector = '';
    if (helpers.ownsAxeTree) {
      try {
        selector = win.axe!.utils.getSelector(element);
      } catch {
        selector = '';
      }
    }
    if (selector === '') {
      // A path of ids and positions, for elements axe's tree does not know (added after setup).
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
      selector = parts.join(' > ');
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

/** Runs INSIDE the page: removes what installPageHelpers added. */
export function removePageHelpers(): void {
  const win = globalThis as unknown as HelperWindow;
  const helpers = win.__klarsichtChecks;
  if (!helpers) return;
  if (helpers.ownsAxeTree) {
    try {
      win.axe?.teardown();
    } catch {
      // A page that replaced axe's globals leaves nothing of ours to clean up.
    }
  }
  delete win.__klarsichtChecks;
}
