import type { AppState } from '../../page/app-state.js';
import type { DomElement } from '../../page/in-page-dom.js';
import type { ElementRef, HelperWindow } from '../page-helpers.js';

/** Where focus went: an element's key, or "body" when it left the page's elements. */
export type FocusStep = number | 'body';

/** What the focus log holds in the page. */
interface FocusLog {
  keys: Map<DomElement, number>;
  elements: DomElement[];
  /**
   * Every move of focus, also between key presses (scripts moving focus): the element that gained
   * it, or "body" when focus left the page's elements (a focusout to nothing).
   */
  moves: FocusStep[];
  listeners: Array<[string, (event: unknown) => void]>;
  /** Where the walk starts: focused first, so that Tab goes to the first element of the page. */
  start: DomElement | null;
  /**
   * The page's counted tasks (page/app-settle.ts) when the log started, and whether the page was
   * still loading then: during the walk, what the page's scripts queue is counted again.
   */
  app?: { tasksBefore: number; framesBefore: number; wasLoading: boolean };
  current(): FocusStep;
}

/**
 * How long the log's reader waits for scripts that move focus a moment after a key press: at least
 * `minMs`, then until the timers, frames and idle callbacks the page queued since the log started
 * have run, `maxMs` in all at most; animation frames still due then are waited for up to
 * `framesMs` (a frame comes when the browser draws, which a busy machine puts off, and a focus
 * handed back in the next frame is a trap like any other); then two message tasks (schedulers that
 * post messages run their next slice before them). A document without the app instrumentation
 * (page/app-settle.ts) has no counted tasks to go by: it waits `uncountedMs`.
 */
export interface FocusLogWait {
  minMs: number;
  maxMs: number;
  framesMs: number;
  uncountedMs: number;
}

type LogWindow = HelperWindow & {
  __klarsichtFocusLog?: FocusLog;
  __klarsichtApp?: AppState;
  /** Kept by recordListeners (click-handlers.ts) from the document's start. */
  __klarsichtListeners?: { focusScripted: boolean };
  addEventListener(type: string, listener: (event: unknown) => void, capture: boolean): void;
  removeEventListener(type: string, listener: (event: unknown) => void, capture: boolean): void;
};

/** What starting the focus log found. */
export interface FocusLogStart {
  /** Elements reachable by Tab. */
  reachable: number;
  /**
   * Whether anything on the page could keep focus somewhere: a script that registered a focus or key
   * handler or moved focus itself (recordListeners notes it from the document's start), an inline
   * event handler, a frame, an embedded object, a shadow root. Without any, the browser's own Tab
   * order runs through every element and out, and nothing can trap focus: scripts that only build
   * or change the page cannot hold it.
   */
  scripted: boolean;
  /** The log was started (false: `onlyIfScripted` and nothing scripted). */
  started: boolean;
}

/**
 * Runs INSIDE the page (self-contained). Counts the elements that can be reached by Tab, judges
 * whether a script could keep focus anywhere, and starts a log of every focus move (with
 * `onlyIfScripted`, only if one could). Focus goes back to the start of the document.
 */
export function startFocusLog(options: { onlyIfScripted: boolean }): FocusLogStart {
  const win = globalThis as unknown as LogWindow;
  const doc = win.document;
  let reachable = 0;
  let shadowRoots = false;
  const roots: Array<{ querySelectorAll(selectors: string): ArrayLike<DomElement> }> = [doc];
  for (let index = 0; index < roots.length; index++) {
    const all = roots[index]!.querySelectorAll('*');
    for (let elementIndex = 0; elementIndex < all.length; elementIndex++) {
      const element = all[elementIndex]!;
      if (element.shadowRoot) {
        roots.push(element.shadowRoot);
        shadowRoots = true;
      }
      // Chromium gives links without href a tabIndex of 0, though Tab skips them.
      const linkWithoutHref = /^(a|area)$/.test(element.localName) && !element.hasAttribute('href');
      if (
        element.tabIndex >= 0 &&
        !(linkWithoutHref && !element.hasAttribute('tabindex')) &&
        !element.matches(':disabled, [inert] *') &&
        win.__klarsichtChecks!.isRendered(element)
      ) {
        reachable++;
      }
    }
  }
  const inlineHandler = (
    doc as unknown as {
      evaluate(
        expression: string,
        context: unknown,
        resolver: null,
        type: number,
        result: null,
      ): {
        booleanValue: boolean;
      };
    }
  ).evaluate("boolean(//@*[starts-with(local-name(), 'on')])", doc, null, 3, null).booleanValue;
  const scripted =
    !win.__klarsichtListeners ||
    win.__klarsichtListeners.focusScripted ||
    shadowRoots ||
    inlineHandler ||
    doc.querySelector('iframe, frame, object, embed') !== null;
  if (!scripted && options.onlyIfScripted) return { reachable, scripted, started: false };

  const log = {
    keys: new Map(),
    elements: [],
    moves: [],
    listeners: [],
  } as unknown as FocusLog;
  // The focused element itself, also inside open shadow roots and same-origin frames.
  log.current = () => {
    let active: DomElement | null = doc.activeElement;
    for (;;) {
      let inner: DomElement | null | undefined = active?.shadowRoot?.activeElement;
      if (!inner && active?.localName === 'iframe') {
        try {
          inner = active.contentDocument?.activeElement;
        } catch {
          inner = null;
        }
      }
      if (!inner || inner === active || inner.localName === 'body') break;
      active = inner;
    }
    if (!active || active === doc.body || active === doc.documentElement) return 'body';
    let key = log.keys.get(active);
    if (key === undefined) {
      key = log.elements.length;
      log.keys.set(active, key);
      log.elements.push(active);
    }
    return key;
  };
  log.listeners.push([
    'focusin',
    () => {
      const key = log.current();
      if (key !== 'body') log.moves.push(key);
    },
  ]);
  log.listeners.push([
    'focusout',
    (event) => {
      if (!(event as { relatedTarget?: unknown }).relatedTarget) log.moves.push('body');
    },
  ]);
  // Blurring alone would leave the browser's sequential focus starting point where focus was.
  const start = (doc as unknown as { createElement(name: string): DomElement }).createElement('span');
  start.setAttribute('tabindex', '-1');
  start.setAttribute('style', 'position: fixed; top: 0; left: 0; width: 1px; height: 1px; outline: none');
  log.start = null;
  if (doc.body) {
    doc.body.insertBefore(start, doc.body.firstChild);
    start.focus({ preventScroll: true });
    log.start = start;
  }
  for (const [type, listener] of log.listeners) win.addEventListener(type, listener, true);
  win.__klarsichtFocusLog = log;
  const app = win.__klarsichtApp;
  if (app) {
    log.app = { tasksBefore: app.tasks, framesBefore: app.frames, wasLoading: app.loading };
    app.loading = true;
  }

  return { reachable, scripted, started: true };
}

/** Runs INSIDE the page: the log so far, once scripts that move focus later have had their time (FocusLogWait). */
export async function readFocusLog(
  wait: FocusLogWait,
): Promise<{ moves: FocusStep[]; now: FocusStep; inFrame: boolean }> {
  const win = globalThis as unknown as LogWindow & {
    requestAnimationFrame(callback: () => void): number;
    MessageChannel: new () => {
      port1: { onmessage: (() => void) | null; close(): void };
      port2: { postMessage(message: unknown): void; close(): void };
    };
  };
  const log = win.__klarsichtFocusLog!;
  const app = win.__klarsichtApp;
  // Our own timers and frames must not count as the page's tasks: queued outside the load phase.
  const uncounted = (queue: (done: () => void) => void) =>
    new Promise((resolve) => {
      const loading = app?.loading ?? false;
      if (app) app.loading = false;
      queue(() => resolve(undefined));
      if (app) app.loading = loading;
    });
  const pause = (ms: number) => uncounted((done) => win.setTimeout(done, ms));
  const frame = () => uncounted((done) => win.requestAnimationFrame(done));
  const message = () =>
    new Promise((resolve) => {
      const channel = new win.MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        channel.port2.close();
        resolve(undefined);
      };
      channel.port2.postMessage(0);
    });
  if (app && log.app) {
    const { tasksBefore } = log.app;
    // The bound is a timer queued after the page's: a page timer of up to maxMs set before this
    // read runs before it, however late a busy page runs its timers.
    let waited = false;
    const bound = pause(wait.maxMs).then(() => {
      waited = true;
    });
    if (wait.minMs > 0) await Promise.race([bound, pause(wait.minMs)]);
    while (app.tasks > tasksBefore && !waited) await Promise.race([bound, pause(1)]);
    // Frames run in the order they were asked for: once a frame of our own has run, theirs have.
    const { framesBefore } = log.app;
    let framesWaited = false;
    const framesBound = pause(wait.framesMs).then(() => {
      framesWaited = true;
    });
    while (app.frames > framesBefore && !framesWaited) await Promise.race([framesBound, frame()]);
    await message();
    await message();
  } else if (wait.uncountedMs > 0) {
    await pause(wait.uncountedMs);
  }
  const moves = log.moves;
  log.moves = [];
  const now = log.current();
  // Focus in a cross-origin frame: the frame is all we see of it, though Tab moves on inside.
  const inFrame = now !== 'body' && log.elements[now]!.localName === 'iframe';
  return { moves, now, inFrame };
}

/** Runs INSIDE the page: focuses the element with this key; false when it is gone. */
export function focusByKey(key: number): boolean {
  const win = globalThis as unknown as LogWindow;
  const element = win.__klarsichtFocusLog!.elements[key];
  if (!element) return false;
  element.focus({ preventScroll: true });
  return true;
}

/** Runs INSIDE the page: the elements with these keys, as findings name them. */
export function describeKeys(keys: number[]): ElementRef[] {
  const win = globalThis as unknown as LogWindow;
  const log = win.__klarsichtFocusLog!;
  return keys.map((key) => win.__klarsichtChecks!.describe(log.elements[key]!));
}

/** Runs INSIDE the page: stops the log and leaves focus nowhere. */
export function stopFocusLog(): void {
  const win = globalThis as unknown as LogWindow;
  const log = win.__klarsichtFocusLog;
  if (!log) return;
  for (const [type, listener] of log.listeners) win.removeEventListener(type, listener, true);
  const app = win.__klarsichtApp;
  if (app && log.app) app.loading = log.app.wasLoading;
  win.document.activeElement?.blur();
  log.start?.remove();
  delete win.__klarsichtFocusLog;
}

/**
 * Runs INSIDE the page: key combinations the page's text tells users to press ("Ctrl+M",
 * "Strg + Q", "Alt+F4"), in Playwright's names, at most five. WCAG 2.1.2 accepts a way out by such
 * a key when users are told about it.
 */
export function advisedKeys(): string[] {
  const win = globalThis as unknown as LogWindow;
  const text = (win.document.body as unknown as { innerText?: string } | null)?.innerText ?? '';
  const modifiers: Record<string, string> = {
    ctrl: 'Control',
    strg: 'Control',
    control: 'Control',
    alt: 'Alt',
    shift: 'Shift',
    umschalt: 'Shift',
    cmd: 'Meta',
    meta: 'Meta',
  };
  const keys = new Set<string>();
  const pattern = /\b(ctrl|strg|control|alt|shift|umschalt|cmd|meta)\s*\+\s*(f\d{1,2}|[a-z0-9])\b/gi;
  for (const match of text.matchAll(pattern)) {
    const key = match[2]!.length === 1 ? match[2]!.toUpperCase() : match[2]!.toUpperCase();
    keys.add(`${modifiers[match[1]!.toLowerCase()]}+${key}`);
    if (keys.size >= 5) break;
  }
  return [...keys];
}
