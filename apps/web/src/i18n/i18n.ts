import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  readStoredLanguage,
  storeLanguage,
  toLanguage,
} from './languages';
import { type Namespace, SHELL_NAMESPACES } from './namespaces';

type ResourceModule = { default: Record<string, unknown> };

// One lazily imported chunk per language and namespace.
const resourceLoaders = import.meta.glob<ResourceModule>('./locales/*/*.json');

const lazyResources: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = resourceLoaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

function applyDocumentLanguage(language: string): void {
  const chosen = toLanguage(language);
  document.documentElement.lang = chosen;
  storeLanguage(chosen);
}

/** Starts loading the shell's translations; resolves when the first render can happen. */
export function initI18n(extraNamespaces: readonly Namespace[] = []): Promise<unknown> {
  i18n.on('languageChanged', applyDocumentLanguage);
  return i18n
    .use(lazyResources)
    .use(initReactI18next)
    .init({
      lng: readStoredLanguage(),
      // Sets the language before init returns. With the default (deferred) start, the first page's
      // loadNamespaces ran while no language was set, and i18next fetched those namespaces for the
      // fallback language too: every German visitor of / loaded the English texts as well.
      initAsync: false,
      supportedLngs: [...LANGUAGES],
      // Product §1: fallback English. Both languages carry every key (a unit test checks), so for
      // German visitors the English files are never needed: don't fetch them up front.
      fallbackLng: { de: [], default: [FALLBACK_LANGUAGE] },
      load: 'languageOnly',
      ns: [...SHELL_NAMESPACES, ...extraNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export { DEFAULT_LANGUAGE };
