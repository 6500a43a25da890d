import type { DomElement, DomRoot, DomWindow } from '../page/in-page-dom.js';
import type { ConsentManager } from './consent-managers.js';

/** The attribute the banner and its accept button get, so that Playwright can click and watch them. */
export const CONSENT_MARK = 'data-klarsicht-consent';

export interface BannerSearch {
  managers: readonly ConsentManager[];
  acceptNames: readonly string[];
  consentWords: readonly string[];
  /** The site owner's selector of the accept button (`ConsentOptions.acceptSelector`). */
  acceptSelector?: string;
  /** Selector paths of finding nodes (parts joined with " >>> "): which of them lie inside the banner? */
  nodes: readonly string[];
  /** Mark the banner and its accept button with `CONSENT_MARK`. */
  mark: boolean;
}

export interface FoundBanner {
  /** The consent manager's name, 'selector' (the owner's) or 'generic'. */
  banner: string;
  /** An accept button was found (and marked, when asked). */
  accept: boolean;
  /** Of `BannerSearch.nodes`, those inside the banner. */
  inside: string[];
}

/**
 * Runs INSIDE the page (self-contained: no outer names). Finds the consent banner shown now: by the
 * owner's selector of its accept button, by a known consent manager's markup, or else by what it is
 * to a person — shown, fixed or sticky near the top or bottom of the window or a dialog, speaking of
 * cookies or consent, with a button named "Alle akzeptieren", "Accept all", "OK" …. Looks into open
 * shadow roots. Null when no banner is shown.
 */
export function findConsentBanner(search: BannerSearch): FoundBanner | null {
  type Root = DomRoot & { readonly host?: DomElement };
  const mark = 'data-klarsicht-consent';
  const win = globalThis as unknown as DomWindow & { readonly innerHeight: number };
  const doc = win.document;
  const style = (element: DomElement, property: string) =>
    win.getComputedStyle(element).getPropertyValue(property);

  // The document and every open shadow root in it, outermost first.
  const roots: Root[] = [doc];
  for (let index = 0; index < roots.length && index < 200; index++) {
    for (const element of Array.from(roots[index]!.querySelectorAll('*'))) {
      if (element.shadowRoot) roots.push(element.shadowRoot as Root);
    }
  }
  const query = (root: DomRoot | DomElement, selector: string): DomElement[] => {
    try {
      return Array.from(root.querySelectorAll(selector));
    } catch {
      return [];
    }
  };
  const shown = (element: DomElement): boolean => {
    if (element.getClientRects().length === 0) return false;
    const rect = element.getBoundingClientRect();
    const computed = win.getComputedStyle(element);
    return (
      rect.width > 0 &&
      rect.height > 0 &&
      computed.visibility !== 'hidden' &&
      computed.display !== 'none' &&
      computed.getPropertyValue('opacity') !== '0'
    );
  };
  // Across shadow boundaries, as a person sees nesting.
  const parentOf = (element: DomElement): DomElement | null => {
    if (element.parentElement) return element.parentElement;
    const root = (element as unknown as { getRootNode?(): Root }).getRootNode?.();
    return root?.host ?? null;
  };
  const nameOf = (element: DomElement): string =>
    (
      element.getAttribute('aria-label') ||
      element.textContent ||
      (element as unknown as { value?: string }).value ||
      element.getAttribute('title') ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[\s!.]+$/, '')
      .toLowerCase();
  const acceptNames = search.acceptNames.map((name) => name.toLowerCase());
  const BUTTONS = 'button, [role="button"], input[type="button"], input[type="submit"], a';
  const namedAccept = (container: DomElement): DomElement | undefined => {
    const buttons = query(container, BUTTONS).filter(shown);
    let best: { element: DomElement; rank: number } | undefined;
    for (const button of buttons) {
      const rank = acceptNames.indexOf(nameOf(button));
      if (rank >= 0 && (!best || rank < best.rank)) best = { element: button, rank };
    }
    return best?.element;
  };
  const rootOf = (element: DomElement): Root | undefined =>
    (element as unknown as { getRootNode?(): Root }).getRootNode?.();

  const found = (banner: DomElement, accept: DomElement | undefined, name: string): FoundBanner => {
    if (search.mark) {
      for (const root of roots) for (const old of query(root, `[${mark}]`)) old.removeAttribute(mark);
      banner.setAttribute(mark, 'banner');
      accept?.setAttribute(mark, 'accept');
    }
    return { banner: name, accept: accept !== undefined, inside: search.nodes.filter(isInside(banner)) };
  };
  // A node is inside when it, or the frame or shadow host on its way, is the banner or within it.
  const isInside =
    (banner: DomElement) =>
    (path: string): boolean => {
      let root: DomRoot | null = doc;
      for (const part of path.split(' >>> ')) {
        if (!root) return false;
        let element: DomElement | null = null;
        try {
          element = root.querySelector(part);
        } catch {
          return false;
        }
        if (!element) return false;
        if (element === banner || banner.contains(element)) return true;
        root = element.shadowRoot ?? element.contentDocument ?? null;
      }
      return false;
    };
  const fixedOrSticky = (element: DomElement): boolean => {
    for (let current: DomElement | null = element; current; current = parentOf(current)) {
      const position = style(current, 'position');
      if (position === 'fixed' || position === 'sticky') return true;
    }
    return false;
  };
  const isDialog = (element: DomElement) =>
    element.matches('dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]');

  // 1. The owner's accept button: its banner is the dialog or fixed layer around it, else its parent.
  if (search.acceptSelector) {
    for (const root of roots) {
      const button = query(root, search.acceptSelector).find(shown);
      if (!button) continue;
      let banner: DomElement | undefined;
      let fixedLayer: DomElement | undefined;
      for (let current = parentOf(button); current && current !== doc.body; current = parentOf(current)) {
        if (isDialog(current)) {
          banner = current;
          break;
        }
        const position = style(current, 'position');
        if (position === 'fixed' || position === 'sticky') fixedLayer = current;
      }
      return found(banner ?? fixedLayer ?? parentOf(button) ?? button, button, 'selector');
    }
  }

  // 2. A known consent manager.
  for (const manager of search.managers) {
    for (const root of roots) {
      // A wrapper may have no box of its own while what it holds is shown (a positioned dialog).
      const banner = manager.banner
        .flatMap((selector) => query(root, selector))
        .find((element) => shown(element) || query(element, BUTTONS).some(shown));
      if (!banner) continue;
      const ownRoot = rootOf(banner);
      const places: (DomRoot | DomElement)[] = [banner];
      // A shadow root belongs to the consent manager; the document does not.
      if (ownRoot && ownRoot !== doc) places.push(ownRoot);
      let accept: DomElement | undefined;
      for (const selector of manager.accept) {
        for (const place of places) accept ??= query(place, selector).find(shown);
      }
      return found(banner, accept ?? namedAccept(banner), manager.name);
    }
  }

  // 3. Anything else that looks and reads like a consent banner.
  const CANDIDATES = [
    'dialog[open]',
    '[role="dialog"]',
    '[role="alertdialog"]',
    '[aria-modal="true"]',
    'body > *',
    'body > * > *',
    ...['cookie', 'consent', 'gdpr', 'privacy', 'datenschutz'].flatMap((word) => [
      `[id*="${word}" i]`,
      `[class*="${word}" i]`,
    ]),
  ].join(', ');
  const height = win.innerHeight;
  // Cheapest tests first: most candidates fail on their words.
  const qualifies = (element: DomElement): DomElement | undefined => {
    const text = (element.textContent ?? '').slice(0, 5_000).toLowerCase();
    if (!search.consentWords.some((word) => text.includes(word))) return undefined;
    // A layer that holds the page's main content is the page, not a banner on it.
    if (element.querySelector('main, [role="main"]') || !shown(element)) return undefined;
    if (!isDialog(element)) {
      if (!fixedOrSticky(element)) return undefined;
      const rect = element.getBoundingClientRect();
      if (rect.top > height * 0.4 && rect.bottom < height * 0.6) return undefined;
    }
    return namedAccept(element);
  };
  for (const root of roots) {
    const candidates = query(root, CANDIDATES);
    // The outermost one that qualifies holds the whole banner.
    for (const candidate of candidates) {
      const accept = qualifies(candidate);
      if (accept) return found(candidate, accept, 'generic');
    }
  }
  return null;
}
