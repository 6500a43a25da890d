import { LANGUAGES, type Language } from '@klarsicht/report';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '../lib/storage';

export { LANGUAGES, type Language };

/** Product §1: German by default, English as the fallback; the choice is kept under `locale`. */
export const DEFAULT_LANGUAGE: Language = 'de';
export const FALLBACK_LANGUAGE: Language = 'en';
export const LOCALE_STORAGE_KEY = 'locale';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language {
  const stored = readStored(LOCALE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  writeStored(LOCALE_STORAGE_KEY, language);
}

/** Resolves whatever i18next reports (e.g. "en-US") to one of ours. */
export function toLanguage(value: string | undefined): Language {
  const base = value?.slice(0, 2);
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** The language the reader sees the app in; API texts (rule titles, fixes) are asked for in it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
