/**
 * Translation namespaces, one JSON file per language and namespace in ./locales.
 * Each is its own chunk: a route loads only the namespaces it shows.
 */
export const NAMESPACES = [
  'common',
  'home',
  'freeCheck',
  'scanResult',
  'pricing',
  'bfsg',
  'eaa',
  'wcag',
  'contact',
  'legal',
  'account',
  'billing',
  'apiTokens',
  'monitoring',
  'scans',
  'rules',
  'conformance',
  'siteSettings',
  'organisations',
  'activity',
  'notifications',
  'integrations',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What every page needs: navigation, footer, titles. Loaded before the first render. */
export const SHELL_NAMESPACES = ['common'] as const satisfies readonly Namespace[];
