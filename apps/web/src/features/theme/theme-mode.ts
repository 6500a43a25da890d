// Pure theme rules (product §2 "Theme"). public/theme-init.js repeats the resolve step before the
// first paint: keep both in step.

export const THEME_MODES = ['light', 'dark', 'auto'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export type ColorScheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'color-scheme';

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);
}

export function resolveScheme(mode: ThemeMode, systemScheme: ColorScheme): ColorScheme {
  return mode === 'auto' ? systemScheme : mode;
}

/**
 * The toggle flips dark and light; when the result equals what the system prefers anyway, the
 * setting goes back to auto so the page follows the system again.
 */
export function toggledMode(mode: ThemeMode, systemScheme: ColorScheme): ThemeMode {
  const next: ColorScheme = resolveScheme(mode, systemScheme) === 'dark' ? 'light' : 'dark';
  return next === systemScheme ? 'auto' : next;
}
