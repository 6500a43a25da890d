import type { Page } from 'playwright-core';
import type { AppState } from './app-state.js';
import { TimeoutError, withTimeout } from './time-limit.js';

/**
 * Single-page apps render after their scripts have fetched what to show, often a moment after the
 * load (a timer, an idle callback, the next frame); a page counts as loaded when the app has
 * rendered, not when the HTML arrived. The instrumentation below runs in every document of a scan
 * before the page's own scripts (context init script): it counts requests in flight and the short
 * timers, animation frames and idle callbacks the page queues while it loads, notes DOM changes after
 * DOMContentLoaded and the addresses the app moves to by itself.
 */

type Callback = (...args: unknown[]) => unknown;
type Queue = (callback: Callback, ...rest: unknown[]) => number;
type Cancel = (id: number) => void;

interface AppWindow {
  __klarsichtApp?: AppState;
  fetch?: (...args: unknown[]) => Promise<unknown>;
  XMLHttpRequest?: { prototype: { send(...args: unknown[]): void } };
  history: Record<'pushState' | 'replaceState', (...args: unknown[]) => unknown>;
  location: { href: string };
  performance: { now(): number };
  document: {
    documentElement: unknown;
    title: string;
    addEventListener(type: string, listener: () => void, options?: unknown): void;
  };
  addEventListener(type: string, listener: () => void): void;
  MutationObserver: new (callback: () => void) => { observe(target: unknown, options: unknown): void };
  queueMicrotask(callback: () => void): void;
  setTimeout: Queue;
  setInterval: Queue;
  clearTimeout: Cancel;
  clearInterval: Cancel;
  requestAnimationFrame?: Queue;
  cancelAnimationFrame?: Cancel;
  requestIdleCallback?: Queue;
  cancelIdleCallback?: Cancel;
}

/** Runs INSIDE every document before its scripts (self-contained: no outer names). */
export function instrumentApp(): void {
  const win = globalThis as unknown as AppWindow;
  if (win.__klarsichtApp) return;
  // A chain of tasks (a timer, frame or idle callback that queues the next) counts while the delays
  // it has asked for add up to at most this: a loading sequence steps through a few short timers, a
  // clock or a carousel waits a second or more per step. Planned delays, not time: a busy machine
  // does not shorten the chain. A frame plans 16 ms, an idle callback 50 ms (the longest idle period).
  const chainSpanMs = 1_000;
  // And while it is at most this deep: an animation loop of frames is not loading.
  const chainDepthMax = 10;
  const state: AppState = {
    pending: 0,
    tasks: 0,
    frames: 0,
    lastChange: 0,
    active: false,
    lateness: 0,
    loading: true,
    routes: [],
  };
  Object.defineProperty(win, '__klarsichtApp', { value: state, enumerable: false });
  const now = () => win.performance.now();
  const changed = () => {
    state.lastChange = now();
    state.active = true;
  };
  const settled = () => {
    state.pending = Math.max(0, state.pending - 1);
    // What a request brought is rendered a moment after it arrives (reading the body, then the DOM).
    changed();
  };
  const originalFetch = win.fetch;
  if (typeof originalFetch === 'function') {
    win.fetch = function (this: unknown, ...args: unknown[]) {
      state.pending++;
      try {
        const answer = originalFetch.apply(this, args);
        answer.then(settled, settled);
        return answer;
      } catch (error) {
        settled();
        throw error;
      }
    };
  }
  const prototype = win.XMLHttpRequest?.prototype;
  if (prototype) {
    const send = prototype.send;
    prototype.send = function (
      this: { addEventListener(type: string, listener: () => void, options: unknown): void },
      ...args: unknown[]
    ) {
      state.pending++;
      this.addEventListener('loadend', settled, { once: true });
      return send.apply(this, args);
    };
  }

  // The chain of the task running now: its depth (0: a script or an event, not a counted task) and
  // the delays its tasks asked for, added up.
  let depth = 0;
  let span = 0;
  // Whether the task that ran last was past the chain's limits, until the microtasks after it have
  // run: the DOM changes it made (a clock's next tick) are the page running, not loading, and must
  // not keep the quiet window from closing — on a busy machine that window grows past a clock's second.
  let pastLimits = false;
  /**
   * Wraps a queue function (setTimeout …) so that the tasks it queues during the load phase count
   * until they run or are cancelled, within the chain's limits. `plannedMs`: what a task of this
   * kind plans to wait; 'timer': its delay argument. `isFrame`: its tasks are animation frames.
   */
  const track = (
    queue: Queue | undefined,
    cancel: Cancel | undefined,
    plannedMs: number | 'timer',
    isFrame = false,
  ): [Queue | undefined, Cancel | undefined] => {
    if (typeof queue !== 'function' || typeof cancel !== 'function') return [queue, cancel];
    const counted = new Map<number, true>();
    const done = (id: number) => {
      if (!counted.delete(id)) return;
      state.tasks = Math.max(0, state.tasks - 1);
      if (isFrame) state.frames = Math.max(0, state.frames - 1);
    };
    const wrappedQueue: Queue = (callback, ...rest) => {
      if (typeof callback !== 'function' || !state.loading) return queue.call(win, callback, ...rest);
      const delay = plannedMs === 'timer' ? Math.max(0, Number(rest[0]) || 0) : plannedMs;
      const nextDepth = depth + 1;
      const nextSpan = span + delay;
      // Tasks past the chain's limits are not counted, but carry the chain on: what they queue is not either.
      const counting = nextDepth <= chainDepthMax && nextSpan <= chainSpanMs;
      const queuedAt = now();
      let id = 0;
      let first = true;
      // An interval counts until it first fires: what it does later is the page running, not loading.
      const run = function (this: unknown, ...args: unknown[]) {
        if (first && counting) {
          // A late timer tells how busy the page's thread is; frames and idle callbacks wait by design.
          if (plannedMs === 'timer') state.lateness = Math.max(state.lateness, now() - queuedAt - delay);
          done(id);
          changed();
        }
        first = false;
        const [outerDepth, outerSpan] = [depth, span];
        [depth, span] = [nextDepth, nextSpan];
        pastLimits = !counting;
        try {
          return callback.apply(this, args);
        } finally {
          [depth, span] = [outerDepth, outerSpan];
          // Queued after the mutation observer's notice of this task's changes: it runs after it.
          win.queueMicrotask(() => {
            pastLimits = false;
          });
        }
      };
      id = queue.call(win, run, ...rest);
      if (counting && !counted.has(id)) {
        counted.set(id, true);
        state.tasks++;
        if (isFrame) state.frames++;
      }
      return id;
    };
    const wrappedCancel: Cancel = (id) => {
      done(id);
      return cancel.call(win, id);
    };
    return [wrappedQueue, wrappedCancel];
  };
  [win.setTimeout, win.clearTimeout] = track(win.setTimeout, win.clearTimeout, 'timer') as [Queue, Cancel];
  [win.setInterval, win.clearInterval] = track(win.setInterval, win.clearInterval, 'timer') as [
    Queue,
    Cancel,
  ];
  [win.requestAnimationFrame, win.cancelAnimationFrame] = track(
    win.requestAnimationFrame,
    win.cancelAnimationFrame,
    16,
    true,
  );
  [win.requestIdleCallback, win.cancelIdleCallback] = track(
    win.requestIdleCallback,
    win.cancelIdleCallback,
    50,
  );

  const noteRoute = () => {
    state.routes.push(win.location.href);
    // A new route loads anew: what it queues counts again.
    state.loading = true;
    changed();
  };
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = win.history[name];
    win.history[name] = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      noteRoute();
      return result;
    };
  }
  win.addEventListener('hashchange', noteRoute);
  win.document.addEventListener(
    'DOMContentLoaded',
    () => {
      new win.MutationObserver(() => {
        if (!pastLimits) changed();
      }).observe(win.document.documentElement, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    },
    { once: true },
  );
}

/** How long the DOM must stay unchanged, with nothing in flight, on a quiet machine. */
const QUIET_MS = 300;
/** How late the page's timers (or a task of our own) may run before the quiet window doubles. */
const SLOWNESS_UNIT_MS = 25;
/** The quiet window stretches with the machine's slowness up to this factor. */
const MAX_SLOWNESS_FACTOR = 4;
const POLL_MS = 50;
const END_PHASE_MAX_MS = 1_000;
const ROUTES_MAX_MS = 2_000;

/** What the settle wait found: `settled` false when it ran into its upper bound (or the page stopped answering). */
export interface SettleOutcome {
  settled: boolean;
  waitedMs: number;
  /**
   * The document's title as the page settled, read in the same look (absent when it did not settle):
   * asking for it apart would cost a round trip and a script world of its own.
   */
  title?: string;
}

interface SettleLimits {
  baseQuietMs: number;
  slownessUnitMs: number;
  maxFactor: number;
}

/**
 * Runs INSIDE the page: whether the app has settled — no request in flight, no counted task queued,
 * and, if it did anything, no change for the quiet window, stretched by the slowness measured so
 * far. Answers from a task queued behind the page's own, whose lateness measures how busy the
 * page's thread is now. A settled page leaves its load phase.
 */
function lookAtApp(limits: SettleLimits): Promise<{ settled: boolean; title: string }> {
  const win = globalThis as unknown as AppWindow;
  const state = win.__klarsichtApp;
  if (!state) return Promise.resolve({ settled: true, title: win.document.title });
  return new Promise((resolve) => {
    const queuedAt = win.performance.now();
    const answer = () => {
      const at = win.performance.now();
      // Kept: one quick look after slow ones does not make a busy machine quiet.
      state.lateness = Math.max(state.lateness, at - queuedAt);
      const factor = Math.min(limits.maxFactor, 1 + state.lateness / limits.slownessUnitMs);
      const quiet = at - state.lastChange >= limits.baseQuietMs * factor;
      const settled = state.pending === 0 && state.tasks === 0 && (!state.active || quiet);
      if (settled) state.loading = false;
      resolve({ settled, title: win.document.title });
    };
    // A message task, not a timer: the page's own timers are counted, this look must not be.
    const channel = new (
      globalThis as unknown as {
        MessageChannel: new () => {
          port1: { onmessage: (() => void) | null; close(): void };
          port2: { postMessage(message: unknown): void; close(): void };
        };
      }
    ).MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      channel.port2.close();
      answer();
    };
    channel.port2.postMessage(0);
  });
}

/**
 * Waits until the app has settled (see `lookAtApp`), at most `maxMs`. A page whose scripts neither
 * changed, fetched nor queued anything after DOMContentLoaded has settled at once, so static pages
 * pay one look. The quiet window is not fixed: it stretches with how late the page's timers and a
 * task of our own run, so that a busy machine, which renders later, is waited for longer.
 */
export async function waitForAppToRender(page: Page, maxMs: number): Promise<SettleOutcome> {
  const startedAt = Date.now();
  const until = startedAt + maxMs;
  const limits: SettleLimits = {
    baseQuietMs: QUIET_MS,
    slownessUnitMs: SLOWNESS_UNIT_MS,
    maxFactor: MAX_SLOWNESS_FACTOR,
  };
  const outcome = (settled: boolean) => ({ settled, waitedMs: Date.now() - startedAt });
  for (;;) {
    // A main thread that does not answer within the time left has rendered all it will for now.
    // Any other failure is a document going away (the page moved on by itself): the next one is asked.
    const look = await withTimeout(page.evaluate(lookAtApp, limits), Math.max(1, until - Date.now())).catch(
      (error: unknown) => (error instanceof TimeoutError || page.isClosed() ? 'no answer' : 'gone'),
    );
    if (look === 'no answer') return outcome(false);
    if (look !== 'gone' && look.settled) return { ...outcome(true), title: look.title };
    if (Date.now() >= until) {
      // The bound: the page is analysed as it is now, and what it queues from now on no longer counts.
      await withTimeout(page.evaluate(endLoadPhase), END_PHASE_MAX_MS).catch(() => undefined);
      return outcome(false);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Runs INSIDE the page: its load phase is over, its tasks no longer count. */
function endLoadPhase(): void {
  const state = (globalThis as unknown as AppWindow).__klarsichtApp;
  if (state) state.loading = false;
}

/** The addresses the app moved to by itself while it was open (history and hash changes). */
export async function appRoutes(page: Page): Promise<string[]> {
  // Time-boxed: a page that stopped answering has no routes to give.
  return withTimeout(
    page.evaluate(() => [...((globalThis as unknown as AppWindow).__klarsichtApp?.routes ?? [])]),
    ROUTES_MAX_MS,
  ).catch(() => []);
}
