import { useSyncExternalStore } from 'react';

export interface DeferredModule<T> {
  /** Starts loading now (e.g. on a press) and resolves with the module. */
  load: () => Promise<T>;
  /** The module if it has loaded. */
  loaded: () => T | null;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Code that the first page does not need — interactive widgets like the react-aria menus (~48 KB
 * gzip) — stays out of what `/` fetches and loads only when someone reaches for it. Loading it
 * "when idle" instead still counted against the first page's budget: the browser fetched it before
 * the network went quiet, on every visit, whether the menu was ever opened or not.
 */
export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
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
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** A deferred module in a component: null until something has called `load()` and it arrived. */
export function useDeferredModule<T>(deferred: DeferredModule<T>): T | null {
  return useSyncExternalStore(deferred.subscribe, deferred.loaded, deferred.loaded);
}
