export {
  type ColorScheme,
  isThemeMode,
  resolveScheme,
  THEME_STORAGE_KEY,
  type ThemeMode,
  toggledMode,
} from './theme-mode';
export { ThemeToggle } from './theme-toggle';
export { useTheme } from './use-theme';
