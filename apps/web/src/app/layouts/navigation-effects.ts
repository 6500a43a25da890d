import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { scrollBehavior } from '../../lib/motion';
import { findRoute } from '../routes';

export const MAIN_ID = 'main';

/** Product §2: Pricing scrolls smoothly to its section after about 100 ms. */
const HASH_SCROLL_DELAY_MS = 100;
/** A lazily loaded page may need a moment before its section exists. */
const HASH_SCROLL_GIVE_UP_MS = 3000;

/** Moves focus without scrolling; elements that are not focusable get tabindex -1 first. */
function focusWithoutScroll(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

function scrollToSection(id: string): () => void {
  let cancelled = false;
  let timer: number | undefined;
  const startedAt = performance.now();
  const attempt = () => {
    if (cancelled) return;
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      focusWithoutScroll(target);
    } else if (performance.now() - startedAt < HASH_SCROLL_GIVE_UP_MS) {
      timer = window.setTimeout(attempt, 50);
    }
  };
  timer = window.setTimeout(attempt, HASH_SCROLL_DELAY_MS);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}

/**
 * After every navigation: scroll to the top (smoothly for footer links) or to the section named by
 * the hash, move focus to the main content so screen readers start there, and set the title.
 */
export function useNavigationEffects(): void {
  const location = useLocation();
  const { t } = useTranslation();
  const isFirstRender = useRef(true);
  const route = findRoute(location.pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key).
  useEffect(() => {
    const firstRender = isFirstRender.current;
    isFirstRender.current = false;
    const sectionId = location.hash ? decodeURIComponent(location.hash.slice(1)) : route?.scrollTo;
    if (sectionId) return scrollToSection(sectionId);

    const smooth = (location.state as { smoothScroll?: boolean } | null)?.smoothScroll === true;
    window.scrollTo({ top: 0, left: 0, behavior: smooth ? scrollBehavior() : 'instant' });
    if (!firstRender) {
      const main = document.getElementById(MAIN_ID);
      if (main) focusWithoutScroll(main);
    }
    return undefined;
  }, [location.key]);

  const titleKey = route?.titleKey ?? 'notFound';
  // `t` changes with the language, so the title follows a language switch.
  useEffect(() => {
    document.title = t('titleTemplate', { title: t(`titles.${titleKey}`) });
  }, [titleKey, t]);
}
