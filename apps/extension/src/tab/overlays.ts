// These functions run inside the checked page through chrome.scripting.executeScript, which sends each
// one as its source text: everything a function needs must live inside its own body. Imports, module
// constants or shared helpers would be missing in the page, so small helpers are repeated on purpose.
//
// What they draw never touches the page's own elements: one container per overlay, appended to
// <html> (not <body>, whose markup stays as it was), hidden from assistive technology, shown as a
// manual popover so that it lies in the top layer above open modal dialogs, and styled inline with
// `!important` over `all: initial` so that the page's style sheets cannot reshape it.

/**
 * Scrolls to the element a finding's selector names (parts joined with " >>> " at iframe and shadow
 * root boundaries) and draws a box with `label` over it until Escape or the next call.
 */
export function highlightElement(arg: { selector: string; label: string }): { found: boolean } {
  type Cleanups = { highlight?: () => void; tabOrder?: () => void };
  const owner = window as unknown as { __klarsichtOverlayCleanup?: Cleanups };
  owner.__klarsichtOverlayCleanup ??= {};
  const cleanups = owner.__klarsichtOverlayCleanup;
  cleanups.highlight?.();
  // Also those drawn by a world that lost its cleanup record (another extension context, say).
  for (const stale of document.querySelectorAll('[data-klarsicht-overlay="highlight"]')) stale.remove();

  const style = (element: HTMLElement, declarations: Record<string, string>) => {
    element.style.setProperty('all', 'initial', 'important');
    for (const [name, value] of Object.entries(declarations))
      element.style.setProperty(name, value, 'important');
  };

  const parts = arg.selector.split(' >>> ');
  const frames: HTMLIFrameElement[] = [];
  const shadowRoots: ShadowRoot[] = [];
  let root: Document | ShadowRoot = document;
  let element: Element | null = null;
  for (const part of parts) {
    if (element) {
      const isFrame: boolean = element.localName === 'iframe' || element.localName === 'frame';
      // Null for a cross-origin frame: its document is out of reach, and so is the finding.
      const frameDocument: Document | null = isFrame ? (element as HTMLIFrameElement).contentDocument : null;
      if (frameDocument) {
        frames.push(element as HTMLIFrameElement);
        root = frameDocument;
      } else if (!isFrame && element.shadowRoot) {
        shadowRoots.push(element.shadowRoot);
        root = element.shadowRoot;
      } else {
        return { found: false };
      }
    }
    try {
      element = root.querySelector(part.trim());
    } catch {
      return { found: false };
    }
    if (!element) return { found: false };
  }
  if (!element) return { found: false };
  const target = element;

  target.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });

  const container = document.createElement('div');
  const box = document.createElement('div');
  const badge = document.createElement('div');
  for (const part of [container, box, badge]) part.setAttribute('data-klarsicht-overlay', 'highlight');
  container.setAttribute('aria-hidden', 'true');
  style(container, {
    display: 'block',
    position: 'fixed',
    left: '0',
    top: '0',
    width: '0',
    height: '0',
    margin: '0',
    padding: '0',
    border: '0',
    overflow: 'visible',
    background: 'transparent',
    'pointer-events': 'none',
    'z-index': '2147483647',
  });
  // #d81b60 has 4.9:1 against white and 4.2:1 against black; the white ring keeps it apart from
  // backgrounds of the same hue.
  style(box, {
    display: 'block',
    position: 'absolute',
    'box-sizing': 'border-box',
    outline: '3px solid #d81b60',
    'box-shadow': '0 0 0 5px #ffffff',
    'pointer-events': 'none',
  });
  style(badge, {
    display: 'block',
    position: 'absolute',
    'box-sizing': 'border-box',
    // The container has no width: without these the label would shrink to its longest word.
    width: 'max-content',
    'max-width': 'min(480px, calc(100vw - 16px))',
    padding: '3px 8px',
    'border-radius': '4px',
    background: '#1a1a1a',
    color: '#ffffff',
    'box-shadow': '0 0 0 2px #ffffff',
    font: '600 13px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    'white-space': 'normal',
    'overflow-wrap': 'anywhere',
    'pointer-events': 'none',
  });
  badge.textContent = arg.label;
  container.append(box, badge);
  document.documentElement.append(container);
  try {
    container.setAttribute('popover', 'manual');
    container.showPopover();
  } catch {
    // Without popover support the maximal z-index has to do.
  }

  const place = () => {
    if (!container.isConnected) {
      // The page removed the overlay: nothing is left to follow.
      clear();
      return;
    }
    const shown = target.isConnected;
    box.style.setProperty('display', shown ? 'block' : 'none', 'important');
    badge.style.setProperty('display', shown ? 'block' : 'none', 'important');
    if (!shown) return;
    let offsetX = 0;
    let offsetY = 0;
    for (const frame of frames) {
      // The frame's document starts inside its border and padding.
      const frameRect = frame.getBoundingClientRect();
      const frameStyle = frame.ownerDocument.defaultView?.getComputedStyle(frame);
      offsetX += frameRect.left + frame.clientLeft + Number.parseFloat(frameStyle?.paddingLeft ?? '0');
      offsetY += frameRect.top + frame.clientTop + Number.parseFloat(frameStyle?.paddingTop ?? '0');
    }
    const rect = target.getBoundingClientRect();
    const left = rect.left + offsetX;
    const top = rect.top + offsetY;
    box.style.setProperty('left', `${left}px`, 'important');
    box.style.setProperty('top', `${top}px`, 'important');
    box.style.setProperty('width', `${rect.width}px`, 'important');
    box.style.setProperty('height', `${rect.height}px`, 'important');

    const viewportWidth = document.documentElement.clientWidth || window.innerWidth;
    const viewportHeight = document.documentElement.clientHeight || window.innerHeight;
    const ring = 5;
    const gap = 4;
    const badgeWidth = badge.offsetWidth;
    const badgeHeight = badge.offsetHeight;
    let badgeTop = top - ring - gap - badgeHeight;
    if (badgeTop < gap) badgeTop = top + rect.height + ring + gap;
    // An element taller than the room left: the label goes inside its top edge.
    if (badgeTop + badgeHeight > viewportHeight - gap) badgeTop = Math.max(top + gap, gap);
    const badgeLeft = Math.max(gap, Math.min(left - ring, viewportWidth - badgeWidth - gap));
    badge.style.setProperty('left', `${badgeLeft}px`, 'important');
    badge.style.setProperty('top', `${badgeTop}px`, 'important');
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') clear();
  };
  // Scrolling inside a frame or a shadow tree does not reach the top window's listeners.
  const views = [window, ...frames.map((frame) => frame.contentWindow).filter((view) => view !== null)];
  const scrollTargets: EventTarget[] = [...views, ...shadowRoots];
  for (const scrollTarget of scrollTargets) scrollTarget.addEventListener('scroll', place, true);
  for (const view of views) {
    view.addEventListener('resize', place);
    view.addEventListener('keydown', onKey, true);
  }

  function clear() {
    for (const scrollTarget of scrollTargets) scrollTarget.removeEventListener('scroll', place, true);
    for (const view of views) {
      view.removeEventListener('resize', place);
      view.removeEventListener('keydown', onKey, true);
    }
    container.remove();
    if (cleanups.highlight === clear) delete cleanups.highlight;
  }
  cleanups.highlight = clear;

  place();
  return { found: true };
}

/**
 * Numbers the top document's sequential focus order as Tab walks it, with lines from each stop to
 * the next; `on: false` takes the numbers away. Focus and the page's elements stay untouched.
 */
export function showTabOrder(arg: { on: boolean }): { count: number } {
  type Cleanups = { highlight?: () => void; tabOrder?: () => void };
  const owner = window as unknown as { __klarsichtOverlayCleanup?: Cleanups };
  owner.__klarsichtOverlayCleanup ??= {};
  const cleanups = owner.__klarsichtOverlayCleanup;
  cleanups.highlight?.();
  cleanups.tabOrder?.();
  for (const stale of document.querySelectorAll('[data-klarsicht-overlay]')) stale.remove();
  if (!arg.on) return { count: 0 };

  const style = (element: HTMLElement | SVGElement, declarations: Record<string, string>) => {
    element.style.setProperty('all', 'initial', 'important');
    for (const [name, value] of Object.entries(declarations))
      element.style.setProperty(name, value, 'important');
  };

  /** The tabindex attribute as HTML parses it; null when absent or not a number. */
  const tabIndexOf = (element: Element): number | null => {
    const value = element.getAttribute('tabindex');
    if (value === null || !/^\s*[+-]?\d/.test(value)) return null;
    return Number.parseInt(value, 10);
  };

  const isNativelyFocusable = (element: Element): boolean => {
    switch (element.localName) {
      case 'a':
      case 'area':
        return element.hasAttribute('href');
      case 'input':
        return (element.getAttribute('type') ?? '').toLowerCase() !== 'hidden';
      case 'button':
      case 'select':
      case 'textarea':
      case 'iframe':
        return true;
      case 'audio':
      case 'video':
        return element.hasAttribute('controls');
      case 'summary': {
        const details = element.parentElement;
        return details?.localName === 'details' && details.querySelector(':scope > summary') === element;
      }
    }
    // Only the editing host is a stop; the editable elements inside it are not.
    if (element instanceof HTMLElement && element.isContentEditable) {
      return !(element.parentElement instanceof HTMLElement && element.parentElement.isContentEditable);
    }
    return false;
  };

  let modal: Element | null = null;
  try {
    modal = document.querySelector('dialog:modal');
  } catch {
    // A browser without :modal has no modal dialogs that make the rest inert either.
  }

  const isInert = (element: Element): boolean => {
    let current: Element | null = element;
    while (current) {
      if (current.closest('[inert]')) return true;
      const root = current.getRootNode();
      current = root instanceof ShadowRoot ? root.host : null;
    }
    if (!modal) return false;
    let inside: Node | null = element;
    while (inside && inside !== modal) {
      const root: Node = inside.getRootNode();
      inside = inside.parentNode ?? (root instanceof ShadowRoot ? root.host : null);
    }
    return inside !== modal;
  };

  const isShown = (element: Element): boolean => {
    if (element.getClientRects().length === 0) return false;
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
    return getComputedStyle(element).visibility === 'visible';
  };

  const canTakeFocus = (element: Element): boolean =>
    !element.matches(':disabled') && !isInert(element) && isShown(element);

  /** Chromium lets Tab reach a scrolling box that holds nothing focusable, so keyboards can scroll it. */
  const isScroller = (element: Element): boolean => {
    if (element === document.documentElement || element === document.body) return false;
    if (element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth)
      return false;
    const computed = getComputedStyle(element);
    const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
    return (
      (scrolls(computed.overflowY) && element.scrollHeight > element.clientHeight) ||
      (scrolls(computed.overflowX) && element.scrollWidth > element.clientWidth)
    );
  };

  type Entry = { tabIndex: number; elements: Element[] };

  /**
   * One focus navigation scope (the document, a shadow tree, a slot's content): positive tabindex
   * values first in ascending order, then the rest in tree order. A shadow host or slot brings its
   * whole scope to its own place in that order.
   */
  const orderScope = (nodes: Iterable<Element>): Element[] => {
    const entries: Entry[] = [];
    for (const node of nodes) visit(node, entries);
    const positive = entries.filter((entry) => entry.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex);
    const rest = entries.filter((entry) => entry.tabIndex <= 0);
    return [...positive, ...rest].flatMap((entry) => entry.elements);
  };

  /** Adds the element's stops to its scope's entries; true when it added any. */
  function visit(element: Element, entries: Entry[]): boolean {
    const tabIndex = tabIndexOf(element);
    const focusable = (tabIndex !== null || isNativelyFocusable(element)) && canTakeFocus(element);
    const ownIndex = tabIndex ?? 0;

    if (element.shadowRoot) {
      // Chromium skips a host with a negative tabindex together with its shadow tree and slotted content.
      if (tabIndex !== null && tabIndex < 0) return false;
      const inner = orderScope(element.shadowRoot.children);
      const elements = focusable ? [element, ...inner] : inner;
      if (elements.length > 0) entries.push({ tabIndex: ownIndex, elements });
      return elements.length > 0;
    }
    if (element.localName === 'slot' && element.getRootNode() instanceof ShadowRoot) {
      const assigned = (element as HTMLSlotElement).assignedElements();
      const elements = orderScope(assigned.length > 0 ? assigned : element.children);
      if (elements.length > 0) entries.push({ tabIndex: 0, elements });
      return elements.length > 0;
    }

    const position = entries.length;
    const inSequence = focusable && ownIndex >= 0;
    if (inSequence) entries.push({ tabIndex: ownIndex, elements: [element] });
    // A frame's content is another document, reached through the frame's own stop.
    if (element.localName === 'iframe' || element.localName === 'frame') return inSequence;
    let found = false;
    for (const child of element.children) {
      if (child.hasAttribute('data-klarsicht-overlay')) continue;
      if (visit(child, entries)) found = true;
    }
    if (!focusable && !found && isScroller(element) && canTakeFocus(element)) {
      entries.splice(position, 0, { tabIndex: 0, elements: [element] });
      return true;
    }
    return inSequence || found;
  }

  const ordered = orderScope(document.children);

  // A radio group is one stop: its checked button, or the first one when none is checked.
  const groups = new Map<Node, Map<string, HTMLInputElement[]>>();
  for (const element of ordered) {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.name === '') continue;
    const groupOwner: Node = element.form ?? element.getRootNode();
    let byName = groups.get(groupOwner);
    if (!byName) {
      byName = new Map();
      groups.set(groupOwner, byName);
    }
    const members = byName.get(element.name) ?? [];
    members.push(element);
    byName.set(element.name, members);
  }
  const skipped = new Set<Element>();
  for (const byName of groups.values()) {
    for (const members of byName.values()) {
      const stop = members.find((member) => member.checked) ?? members[0];
      for (const member of members) if (member !== stop) skipped.add(member);
    }
  }
  const stops = ordered.filter((element) => !skipped.has(element));

  const container = document.createElement('div');
  container.setAttribute('data-klarsicht-overlay', 'tab-order');
  container.setAttribute('aria-hidden', 'true');
  style(container, {
    display: 'block',
    position: 'absolute',
    left: '0',
    top: '0',
    width: '0',
    height: '0',
    margin: '0',
    padding: '0',
    border: '0',
    overflow: 'visible',
    background: 'transparent',
    'pointer-events': 'none',
    'z-index': '2147483647',
  });
  const documentWidth = Math.max(document.documentElement.scrollWidth, document.body?.scrollWidth ?? 0);
  const documentHeight = Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0);
  document.documentElement.append(container);
  try {
    container.setAttribute('popover', 'manual');
    container.showPopover();
  } catch {
    // Without popover support the maximal z-index has to do.
  }

  // Measured against the container, which scrolls with the document, whatever <html>'s offsets are.
  const origin = container.getBoundingClientRect();
  const rects = stops.map((element) => {
    const rect = element.getBoundingClientRect();
    return {
      left: rect.left - origin.left,
      top: rect.top - origin.top,
      width: rect.width,
      height: rect.height,
    };
  });

  // #0b3d91 under white text: 10:1.
  const dark = '#0b3d91';
  const radius = 11;
  const fragment = document.createDocumentFragment();
  const centres: string[] = [];
  const badges: HTMLElement[] = [];
  rects.forEach((rect, index) => {
    const outline = document.createElement('div');
    outline.setAttribute('data-klarsicht-overlay', 'tab-order');
    style(outline, {
      display: 'block',
      position: 'absolute',
      'box-sizing': 'border-box',
      left: `${rect.left}px`,
      top: `${rect.top}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
      outline: `2px solid ${dark}`,
      'box-shadow': '0 0 0 3px #ffffff',
      'pointer-events': 'none',
    });
    fragment.append(outline);

    // Centred on the element's corner, but kept inside the document.
    const left = Math.max(rect.left, radius - origin.left - window.scrollX);
    const top = Math.max(rect.top, radius - origin.top - window.scrollY);
    centres.push(`${left},${top}`);
    const badge = document.createElement('div');
    badge.setAttribute('data-klarsicht-overlay', 'tab-order');
    style(badge, {
      display: 'block',
      position: 'absolute',
      'box-sizing': 'border-box',
      left: `${left}px`,
      top: `${top}px`,
      transform: 'translate(-50%, -50%)',
      'min-width': `${2 * radius}px`,
      height: `${2 * radius}px`,
      padding: '0 5px',
      'border-radius': `${radius}px`,
      background: dark,
      color: '#ffffff',
      'box-shadow': '0 0 0 2px #ffffff',
      font: `700 12px/${2 * radius}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
      'text-align': 'center',
      'white-space': 'nowrap',
      'pointer-events': 'none',
    });
    badge.textContent = String(index + 1);
    badges.push(badge);
  });

  const svgNamespace = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(svgNamespace, 'svg');
  svg.setAttribute('data-klarsicht-overlay', 'tab-order');
  svg.setAttribute('width', String(documentWidth));
  svg.setAttribute('height', String(documentHeight));
  svg.setAttribute('viewBox', `0 0 ${documentWidth} ${documentHeight}`);
  style(svg, {
    display: 'block',
    position: 'absolute',
    left: '0',
    top: '0',
    width: `${documentWidth}px`,
    height: `${documentHeight}px`,
    overflow: 'visible',
    'pointer-events': 'none',
  });
  // A white line beneath the dark one keeps the path visible on dark backgrounds too.
  for (const [colour, width] of [
    ['#ffffff', '4'],
    [dark, '2'],
  ] as const) {
    const line = document.createElementNS(svgNamespace, 'polyline');
    line.setAttribute('data-klarsicht-overlay', 'tab-order');
    line.setAttribute('points', centres.join(' '));
    style(line, {
      fill: 'none',
      stroke: colour,
      'stroke-width': width,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    });
    svg.append(line);
  }
  fragment.append(svg, ...badges);
  container.append(fragment);

  const clear = () => {
    container.remove();
    if (cleanups.tabOrder === clear) delete cleanups.tabOrder;
  };
  cleanups.tabOrder = clear;
  return { count: stops.length };
}

/** Removes every overlay the functions above drew, and the listeners that kept them in place. */
export function clearOverlays(): void {
  type Cleanups = { highlight?: () => void; tabOrder?: () => void };
  const owner = window as unknown as { __klarsichtOverlayCleanup?: Cleanups };
  const cleanups = owner.__klarsichtOverlayCleanup;
  cleanups?.highlight?.();
  cleanups?.tabOrder?.();
  for (const stale of document.querySelectorAll('[data-klarsicht-overlay]')) stale.remove();
}
