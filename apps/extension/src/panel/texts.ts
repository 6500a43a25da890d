import type { Language } from '@klarsicht/report';
import { EXTENSION_TEXTS, type ExtensionTexts } from '@klarsicht/texts/extension';
import { createContext, useContext } from 'react';

export const LanguageContext = createContext<Language>('de');

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

export function useTexts(): ExtensionTexts {
  return EXTENSION_TEXTS[useContext(LanguageContext)];
}

/** The browser's language when the user has not chosen one: German first, English for everyone else. */
export function browserLanguage(): Language {
  const ui = typeof chrome !== 'undefined' && chrome.i18n ? chrome.i18n.getUILanguage() : navigator.language;
  return ui.toLowerCase().startsWith('de') ? 'de' : 'en';
}
