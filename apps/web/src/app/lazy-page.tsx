import { type ComponentType, use } from 'react';
import { i18n } from '../i18n/i18n';
import type { Namespace } from '../i18n/namespaces';

export interface LazyPage {
  /** Loads the page's module and translations; main.tsx awaits it for the first page. */
  preload: () => Promise<void>;
  /** The page's component once loaded. */
  loaded: () => ComponentType | null;
}

/**
 * One chunk per page, loaded with its translation namespaces in parallel. Unlike React.lazy, a
 * page that is already loaded renders at once, so the first paint never flashes a fallback.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly Namespace[],
): LazyPage {
  let component: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  return {
    loaded: () => component,
    preload: () => {
      pending ??= Promise.all([load(), i18n.loadNamespaces([...namespaces])]).then(
        ([module]) => {
          component = module.default;
        },
        (error: unknown) => {
          pending = null; // let a retry fetch the chunk again
          throw error;
        },
      );
      return pending;
    },
  };
}

/** Renders a lazy page, suspending (to the layout's Suspense) while it loads. */
export function LazyPageView({ page }: { page: LazyPage }) {
  if (!page.loaded()) use(page.preload());
  const Page = page.loaded();
  return Page ? <Page /> : null;
}
