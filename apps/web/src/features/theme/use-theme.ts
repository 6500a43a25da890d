import { useSyncExternalStore } from 'react';
import { type ThemeState, themeStore } from './theme-store';

export function useTheme(): ThemeState & { toggle: () => void } {
  const state = useSyncExternalStore(themeStore.subscribe, themeStore.getSnapshot);
  return { ...state, toggle: themeStore.toggle };
}
