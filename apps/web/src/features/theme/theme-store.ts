import { readStored, writeStored } from '../../lib/storage';
import {
  type ColorScheme,
  isThemeMode,
  resolveScheme,
  THEME_STORAGE_KEY,
  type ThemeMode,
  toggledMode,
} from './theme-mode';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function systemScheme(): ColorScheme {
  return darkQuery().matches ? 'dark' : 'light';
}

function storedMode(): ThemeMode {
  const stored = readStored(THEME_STORAGE_KEY);
  return isThemeMode(stored) ? stored : 'auto';
}

export interface ThemeState {
  mode: ThemeMode;
  scheme: ColorScheme;
}

let state: ThemeState = { mode: 'auto', scheme: 'light' };
const listeners = new Set<() => void>();

/** Applies the scheme to <html> with transitions switched off for the switch itself. */
function applyScheme(scheme: ColorScheme): void {
  const root = document.documentElement;
  if (root.classList.contains('dark') === (scheme === 'dark')) return;
  root.classList.add('theme-switching');
  root.classList.toggle('dark', scheme === 'dark');
  // Force a style flush so the new colours apply while transitions are still off.
  void window.getComputedStyle(root).color;
  window.setTimeout(() => root.classList.remove('theme-switching'), 50);
}

function setState(mode: ThemeMode): void {
  const scheme = resolveScheme(mode, systemScheme());
  state = { mode, scheme };
  applyScheme(scheme);
  for (const listener of listeners) listener();
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  setState(storedMode());
  // In auto mode the page follows the system setting live.
  darkQuery().addEventListener('change', () => setState(state.mode));
  // Another tab changed the setting.
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) setState(storedMode());
  });
}

export const themeStore = {
  subscribe(listener: () => void): () => void {
    start();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): ThemeState {
    start();
    return state;
  },
  toggle(): void {
    const mode = toggledMode(state.mode, systemScheme());
    writeStored(THEME_STORAGE_KEY, mode);
    setState(mode);
  },
};
