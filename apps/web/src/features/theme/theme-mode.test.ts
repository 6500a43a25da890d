import { describe, expect, it } from 'vitest';
import { isThemeMode, resolveScheme, toggledMode } from './theme-mode';

describe('theme rules (product §2 "Theme")', () => {
  it('resolves auto to the system scheme', () => {
    expect(resolveScheme('auto', 'dark')).toBe('dark');
    expect(resolveScheme('auto', 'light')).toBe('light');
    expect(resolveScheme('light', 'dark')).toBe('light');
  });

  it.each([
    // mode, system, next
    ['auto', 'light', 'dark'],
    ['auto', 'dark', 'light'],
    ['dark', 'light', 'auto'], // flips to light = the system's choice → auto
    ['light', 'dark', 'auto'],
    ['dark', 'dark', 'light'],
    ['light', 'light', 'dark'],
  ] as const)('toggling %s with a %s system gives %s', (mode, system, next) => {
    expect(toggledMode(mode, system)).toBe(next);
  });

  it('accepts only the three stored values', () => {
    expect(isThemeMode('auto')).toBe(true);
    expect(isThemeMode('sepia')).toBe(false);
    expect(isThemeMode(null)).toBe(false);
  });
});
