import { useEffect, useReducer } from 'react';

type IdleHandle = { cancel: () => void };

function whenIdle(callback: () => void): IdleHandle {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return { cancel: () => window.cancelIdleCallback(id) };
  }
  const id = globalThis.setTimeout(callback, 200);
  return { cancel: () => globalThis.clearTimeout(id) };
}

export interface DeferredModule<T> {
  /** Starts loading now (e.g. on a press) and resolves with the module. */
  load: () => Promise<T>;
  /** The module if it has loaded. */
  loaded: () => T | null;
  subscribe: (listener: () => void) => () => void;
  loadWhenIdle: boolean;
}

/**
 * Code that the first paint does not need — interactive widgets like the react-aria menus —
 * stays out of the initial bundle and loads right after, or at once when someone reaches for it.
 */
export function deferredModule<T>(
  importModule: () => Promise<T>,
  { whenIdle: loadWhenIdle = true }: { whenIdle?: boolean } = {},
): DeferredModule<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();

  const load = () => {
    pending ??= importModule().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        pending = null; // a later attempt may succeed (e.g. back online)
        throw error;
      },
    );
    return pending;
  };

  return {
    load,
    loaded: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadWhenIdle,
  };
}

/**
 * A deferred module in a component: null until loaded; unless created with `whenIdle: false`,
 * loading starts by itself once the browser is idle after the first paint.
 */
export function useDeferredModule<T>(deferred: DeferredModule<T>): T | null {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (deferred.loaded()) return undefined;
    const unsubscribe = deferred.subscribe(rerender);
    const idle = deferred.loadWhenIdle
      ? whenIdle(() => {
          deferred.load().catch(() => undefined);
        })
      : undefined;
    return () => {
      unsubscribe();
      idle?.cancel();
    };
  }, [deferred]);
  return deferred.loaded();
}
