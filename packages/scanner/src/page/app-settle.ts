import type { Page } from 'playwright-core';
import { withTimeout } from '../browser-checks/browser-checks.js';

/**
 * Single-page apps render after their scripts have fetched what to show; a page counts as loaded
 * when the app has rendered, not when the HTML arrived. The instrumentation below runs in every
 * document of a scan before the page's own scripts (context init script): it counts requests in
 * flight, notes DOM changes after DOMContentLoaded and the addresses the app moves to by itself.
 */

interface AppState {
  pending: number;
  lastChange: number;
  changedAfterReady: boolean;
  routes: string[];
}

interface AppWindow {
  __klarsichtApp?: AppState;
  fetch?: (...args: unknown[]) => Promise<unknown>;
  XMLHttpRequest?: { prototype: { send(...args: unknown[]): void } };
  history: Record<'pushState' | 'replaceState', (...args: unknown[]) => unknown>;
  location: { href: string };
  performance: { now(): number };
  document: {
    documentElement: unknown;
    addEventListener(type: string, listener: () => void, options?: unknown): void;
  };
  addEventListener(type: string, listener: () => void): void;
  MutationObserver: new (callback: () => void) => { observe(target: unknown, options: unknown): void };
}

/** Runs INSIDE every document before its scripts (self-contained: no outer names). */
export function instrumentApp(): void {
  const win = globalThis as unknown as AppWindow;
  if (win.__klarsichtApp) return;
  const state: AppState = { pending: 0, lastChange: 0, changedAfterReady: false, routes: [] };
  Object.defineProperty(win, '__klarsichtApp', { value: state, enumerable: false });
  const settled = () => {
    state.pending = Math.max(0, state.pending - 1);
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
  const noteRoute = () => {
    state.routes.push(win.location.href);
    state.lastChange = win.performance.now();
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
        state.lastChange = win.performance.now();
        state.changedAfterReady = true;
      }).observe(win.document.documentElement, { childList: true, subtree: true, characterData: true });
    },
    { once: true },
  );
}

/** How long the DOM must stay unchanged, with no request in flight, for an app to count as rendered. */
const QUIET_MS = 300;
const POLL_MS = 50;
const ROUTES_MAX_MS = 2_000;

/**
 * Waits until the app has rendered: no request in flight and no DOM change for `QUIET_MS`, at most
 * `maxMs`. A page whose scripts changed nothing after DOMContentLoaded and fetch nothing counts as
 * rendered at once, so static pages pay nothing.
 */
export async function waitForAppToRender(page: Page, maxMs: number): Promise<void> {
  const until = Date.now() + maxMs;
  for (;;) {
    // A main thread that does not answer within the time left has rendered all it will for now.
    const rendered = await withTimeout(
      page.evaluate((quietMs) => {
        const state = (globalThis as unknown as AppWindow).__klarsichtApp;
        if (!state) return true;
        const quiet = (globalThis as unknown as AppWindow).performance.now() - state.lastChange;
        return state.pending === 0 && (!state.changedAfterReady || quiet >= quietMs);
      }, QUIET_MS),
      Math.max(1, until - Date.now()),
    ).catch(() => true);
    if (rendered || Date.now() >= until) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The addresses the app moved to by itself while it was open (history and hash changes). */
export async function appRoutes(page: Page): Promise<string[]> {
  // Time-boxed: a page that stopped answering has no routes to give.
  return withTimeout(
    page.evaluate(() => [...((globalThis as unknown as AppWindow).__klarsichtApp?.routes ?? [])]),
    ROUTES_MAX_MS,
  ).catch(() => []);
}
