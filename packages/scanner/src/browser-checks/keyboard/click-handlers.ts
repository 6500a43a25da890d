import type { ClickFacts } from '@klarsicht/rules';
import type { DomElement } from '../../page/in-page-dom.js';
import type { BrowserCheckFamily } from '../browser-check-family.js';
import type { ElementRef, HelperWindow } from '../page-helpers.js';

/*
 * WCAG 2.1.1 Keyboard: a `<div onclick>` that orders, opens or sends is a control only for the mouse.
 * The keyboard walk never lands on it (it is not in the tab order), so the barrier shows only in the
 * listeners the page registers. An init script (recordListeners, run in every document before the
 * page's scripts) notes which elements get pointer and key listeners; the gatherer then judges the
 * elements with a pointer listener of their own. Listeners on document, body or a container around
 * real controls (delegation) are not judged: the control that gets the click there is a button or a
 * link, or cannot be known. React attaches its listeners to the root and keeps the handlers in the
 * element's props, which the gatherer reads instead (and the root's own listeners are not counted).
 */

/** What recordListeners keeps: per element, the listeners by event type. */
interface ListenerLog {
  byElement: WeakMap<object, Map<string, Set<unknown>>>;
  /** The elements of `byElement`, to go through them (a WeakMap cannot be listed). */
  elements: Array<{ deref(): object | undefined }>;
  /**
   * A script of the document could keep focus somewhere: it registered a focus or key listener (on
   * any target), set such a handler property, or moved focus itself (`focus()`, `blur()`, a label's
   * `click()`, a dialog or popover shown, a form validated). Noted for the keyboard walk, which a
   * page whose scripts did none of that cannot need.
   */
  focusScripted: boolean;
}

interface ListenerWindow {
  __klarsichtListeners?: ListenerLog;
  EventTarget: {
    prototype: {
      addEventListener(...args: unknown[]): unknown;
      removeEventListener(...args: unknown[]): unknown;
    };
  };
  HTMLElement?: { prototype: object };
  SVGElement?: { prototype: object };
  MathMLElement?: { prototype: object };
  Document?: { prototype: object };
  HTMLBodyElement?: { prototype: object };
  HTMLFrameSetElement?: { prototype: object };
  WeakRef: new (target: object) => { deref(): object | undefined };
}

/**
 * Runs INSIDE every document before its scripts (context init script; self-contained: no outer
 * names). Wraps addEventListener, removeEventListener and the `on…` handler properties of elements
 * to note pointer and key listeners; the page's own calls go through unchanged.
 */
export function recordListeners(): void {
  const win = globalThis as unknown as ListenerWindow;
  if (win.__klarsichtListeners || !win.EventTarget) return;
  const watched = [
    'click',
    'mousedown',
    'mouseup',
    'pointerdown',
    'pointerup',
    'keydown',
    'keyup',
    'keypress',
  ];
  // Elements followed per document; a page's elements with such listeners are far fewer.
  const maxElements = 20_000;
  // Events whose handlers can hold focus: move it back, skip elements, or swallow a Tab.
  const focusTypes = ['focus', 'blur', 'focusin', 'focusout', 'keydown', 'keyup', 'keypress'];
  const log: ListenerLog = { byElement: new WeakMap(), elements: [], focusScripted: false };
  Object.defineProperty(win, '__klarsichtListeners', { value: log, enumerable: false });
  // Functions as properties, not named constants: bundlers with keepNames wrap those in a helper
  // that the page lacks.
  const tools = {} as { listenersOf(target: unknown): Map<string, Set<unknown>> | undefined };
  tools.listenersOf = (target) => {
    if (typeof target !== 'object' || target === null) return undefined;
    if ((target as { nodeType?: unknown }).nodeType !== 1) return undefined;
    let byType = log.byElement.get(target);
    if (!byType && log.elements.length < maxElements) {
      byType = new Map();
      log.byElement.set(target, byType);
      log.elements.push(new win.WeakRef(target));
    }
    return byType;
  };
  const prototype = win.EventTarget.prototype;
  const add = prototype.addEventListener;
  const remove = prototype.removeEventListener;
  prototype.addEventListener = function (this: unknown, ...args: unknown[]) {
    const [type, listener] = args;
    if (listener && typeof type === 'string' && focusTypes.includes(type)) log.focusScripted = true;
    if (listener && typeof type === 'string' && watched.includes(type)) {
      const byType = tools.listenersOf(this);
      if (byType) {
        const listeners = byType.get(type) ?? new Set();
        listeners.add(listener);
        byType.set(type, listeners);
      }
    }
    return add.apply(this, args);
  };
  prototype.removeEventListener = function (this: unknown, ...args: unknown[]) {
    const [type, listener] = args;
    if (typeof this === 'object' && this !== null && typeof type === 'string') {
      log.byElement.get(this)?.get(type)?.delete(listener);
    }
    return remove.apply(this, args);
  };
  // `element.onclick = …`: the element is noted; whether a handler is still set is read when judged.
  // `onblur = …` on an element, the document or the window (whose handlers are its own properties).
  const elementPrototypes = [win.HTMLElement?.prototype, win.SVGElement?.prototype];
  // The body's and frameset's `onblur`/`onfocus` are the window's, defined on their own prototypes.
  const handlerOwners = [
    ...elementPrototypes,
    win.MathMLElement?.prototype,
    win.HTMLBodyElement?.prototype,
    win.HTMLFrameSetElement?.prototype,
    win.Document?.prototype,
    win,
  ];
  for (const owner of handlerOwners) {
    if (!owner) continue;
    for (const type of new Set([...watched, ...focusTypes])) {
      const descriptor = Object.getOwnPropertyDescriptor(owner, `on${type}`);
      const setter = descriptor?.set;
      if (!descriptor?.configurable || !setter) continue;
      const noted = elementPrototypes.includes(owner) && watched.includes(type);
      const holdsFocus = focusTypes.includes(type);
      Object.defineProperty(owner, `on${type}`, {
        configurable: true,
        enumerable: descriptor.enumerable ?? false,
        get: descriptor.get,
        set: function (this: unknown, value: unknown) {
          if (value && noted) tools.listenersOf(this);
          if (value && holdsFocus) log.focusScripted = true;
          setter.call(this, value);
        },
      });
    }
  }
  // What moves focus from a script: focus() and blur(), a label's click() (its control takes focus),
  // dialogs and popovers (their focusing steps), and validation, which focuses the first invalid field.
  const movers: Array<[string, string[]]> = [
    ['HTMLElement', ['focus', 'blur', 'click', 'showPopover', 'togglePopover']],
    ['SVGElement', ['focus', 'blur']],
    ['MathMLElement', ['focus', 'blur']],
    ['HTMLDialogElement', ['show', 'showModal']],
    ['HTMLFormElement', ['reportValidity', 'requestSubmit']],
    ...['Input', 'Select', 'TextArea', 'Button', 'FieldSet', 'Output', 'Object'].map(
      (name): [string, string[]] => [`HTML${name}Element`, ['reportValidity']],
    ),
  ];
  const globals = win as unknown as Record<string, { prototype?: Record<string, unknown> } | undefined>;
  for (const [interfaceName, methods] of movers) {
    const owner = globals[interfaceName]?.prototype;
    if (!owner) continue;
    for (const name of methods) {
      const original = Object.getOwnPropertyDescriptor(owner, name)?.value;
      if (typeof original !== 'function') continue;
      owner[name] = function (this: unknown, ...args: unknown[]) {
        log.focusScripted = true;
        return original.apply(this, args);
      };
    }
  }
}

type JudgedElement = DomElement & Record<string, unknown>;

/**
 * Runs INSIDE the page (self-contained), with the page helpers installed. Goes through the elements
 * with a pointer handler of their own (recorded listeners, `on…` attributes and properties, React's
 * props) and returns those a keyboard user cannot use: visible and with content, not a link, button,
 * form control, label or summary, no tabindex, no interactive role, not inside such an element, not
 * around a focusable element (a card around its link, a container that delegates to its buttons),
 * not a label-like companion of a checkbox or radio button, and no key handler on itself or an
 * ancestor below body. Of nested barriers, the innermost is kept.
 */
export function gatherClickTargets(limits: { maxBarriers: number }): ClickFacts {
  const win = globalThis as unknown as HelperWindow & ListenerWindow;
  const doc = win.document;
  const helpers = win.__klarsichtChecks!;
  const log = win.__klarsichtListeners;
  const pointerTypes = ['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup'];
  const keyTypes = ['keydown', 'keyup', 'keypress'];
  const reactPointer = ['onClick', 'onMouseDown', 'onMouseUp', 'onPointerDown', 'onPointerUp'];
  const reactKeys = ['onKeyDown', 'onKeyUp', 'onKeyPress'];
  const widgetRoles = new Set([
    'button',
    'link',
    'checkbox',
    'radio',
    'switch',
    'tab',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'option',
    'treeitem',
    'gridcell',
    'slider',
    'spinbutton',
    'textbox',
    'searchbox',
    'combobox',
    'listbox',
    'menu',
    'menubar',
    'tablist',
    'tree',
    'treegrid',
    'grid',
    'radiogroup',
    'scrollbar',
  ]);
  const interactive =
    'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, label, option, optgroup, iframe, embed, object, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';
  const focusableInside = `a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]:not([tabindex^="-"]), ${[
    ...widgetRoles,
  ]
    .map((name) => `[role~="${name}"]`)
    .join(', ')}`;
  const media = 'img, svg, canvas, video, picture, object, embed, [role~="img"]';

  // Functions as properties, not named constants (see recordListeners).
  const is = {} as {
    reactProps(element: JudgedElement): Record<string, unknown> | undefined;
    reactRoot(element: JudgedElement): boolean;
    handledBy(element: JudgedElement, types: string[], reactNames: string[]): string[];
    reachable(element: DomElement): boolean;
  };
  is.reactProps = (element) => {
    for (const key of Object.keys(element)) {
      if (key.startsWith('__reactProps$') || key.startsWith('__reactEventHandlers$')) {
        const props = element[key];
        return typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : undefined;
      }
    }
    return undefined;
  };
  // React's root listens to every event for all its elements: what counts there are the props.
  is.reactRoot = (element) =>
    Object.keys(element).some((key) => key.startsWith('__reactContainer$') || key === '_reactRootContainer');
  is.handledBy = (element, types, reactNames) => {
    const found: string[] = [];
    const byType = is.reactRoot(element) ? undefined : log?.byElement.get(element);
    const props = is.reactProps(element);
    types.forEach((type, index) => {
      if (
        (byType?.get(type)?.size ?? 0) > 0 ||
        // onclick="" does nothing: some sites set it only to make iOS send clicks.
        (typeof element[`on${type}`] === 'function' && element.getAttribute(`on${type}`)?.trim() !== '') ||
        typeof props?.[reactNames[index]!] === 'function'
      ) {
        found.push(type);
      }
    });
    return found;
  };
  is.reachable = (element) =>
    element.matches(interactive) ||
    element.tabIndex >= 0 ||
    widgetRoles.has((element.getAttribute('role') ?? '').trim().split(/\s+/)[0] ?? '');

  const candidates = new Set<JudgedElement>();
  for (const reference of log?.elements ?? []) {
    const element = reference.deref() as JudgedElement | undefined;
    if (element && (element as unknown as { isConnected: boolean }).isConnected) candidates.add(element);
  }
  const withAttributes = doc.querySelectorAll(
    '[onclick], [onmousedown], [onmouseup], [onpointerdown], [onpointerup]',
  );
  for (let index = 0; index < withAttributes.length; index++) {
    candidates.add(withAttributes[index] as JudgedElement);
  }
  // React keeps its handlers in the element's props; the elements of other pages have no own keys.
  const all = doc.body ? doc.body.querySelectorAll('*') : [];
  for (let index = 0; index < all.length && index < 20_000; index++) {
    const element = all[index] as JudgedElement;
    if (Object.keys(element).length > 0 && is.reactProps(element)) candidates.add(element);
  }

  const barriers: Array<{ element: JudgedElement; events: string[] }> = [];
  let operable = 0;
  let example: ElementRef | undefined;
  for (const element of candidates) {
    if (element === doc.body || element === doc.documentElement) continue;
    const events = is.handledBy(element, pointerTypes, reactPointer);
    if (events.length === 0) continue;
    if (is.reachable(element)) {
      operable++;
      example ??= helpers.describe(element);
      continue;
    }
    if (!helpers.isRendered(element) || element.closest('[inert]')) continue;
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    if (win.getComputedStyle(element).getPropertyValue('pointer-events') === 'none') continue;
    const hasContent =
      (element.textContent ?? '').trim() !== '' ||
      element.matches(media) ||
      element.querySelector(media) !== null ||
      helpers.accessibleName(element) !== '';
    if (!hasContent) continue;
    if (element.querySelector(focusableInside)) continue;
    if (is.handledBy(element, keyTypes, reactKeys).length > 0) continue;
    const parent = element.parentElement;
    if (parent?.querySelector(':scope > input[type="checkbox"], :scope > input[type="radio"]')) continue;
    if (element.id && doc.querySelector(`[aria-labelledby~="${win.CSS.escape(element.id)}"]`)) continue;
    let usable = false;
    for (let ancestor = parent; ancestor && ancestor !== doc.body; ancestor = ancestor.parentElement) {
      if (is.reachable(ancestor) || is.handledBy(ancestor as JudgedElement, keyTypes, reactKeys).length > 0) {
        usable = true;
        break;
      }
    }
    if (!usable) barriers.push({ element, events });
    // Enough to name the innermost of nested ones: a page with more repeats one pattern.
    if (barriers.length >= 10 * limits.maxBarriers) break;
  }
  const innermost = barriers.filter(
    (barrier) => !barriers.some((other) => other !== barrier && barrier.element.contains(other.element)),
  );
  const result: ClickFacts = {
    barriers: innermost
      .slice(0, limits.maxBarriers)
      .map(({ element, events }) => ({ ...helpers.describe(element), events })),
    operable,
  };
  if (example) result.example = example;
  return result;
}

/** Barriers reported per page; a page with more has a pattern, and the first ones show it. */
const MAX_BARRIERS = 50;

export const CLICK_HANDLER_CHECKS: BrowserCheckFamily<'click-handlers'> = {
  name: 'click-handlers',
  timeoutMs: 3_000,
  gather: (page) => page.evaluate(gatherClickTargets, { maxBarriers: MAX_BARRIERS }),
  artifact: 'click-handlers',
};
