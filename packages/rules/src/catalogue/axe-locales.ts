import { createRequire } from 'node:module';

// A file of its own so that a browser bundle (the extension) can put static JSON imports in its
// place: Node 20 still warns about JSON modules, a browser has no `createRequire`.
const require = createRequire(import.meta.url);

/** axe-core's English messages (the template its translations start from) and its German, as it ships them. */
export const AXE_LOCALE_FILES: { en: unknown; de: unknown } = {
  en: require('axe-core/locales/_template.json'),
  de: require('axe-core/locales/de.json'),
};
