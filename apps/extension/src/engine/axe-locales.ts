// Stands in for @klarsicht/rules' catalogue/axe-locales.ts in the extension's bundle (vite.config.ts):
// the same files, imported as the bundler does, where a browser has no `createRequire`.

import en from 'axe-core/locales/_template.json';
import de from 'axe-core/locales/de.json';

export const AXE_LOCALE_FILES: { en: unknown; de: unknown } = { en, de };
