/**
 * @klarsicht/texts/extension — the browser extension's side panel, in German and English. No scan
 * engine in it.
 */
import type { Language } from '@klarsicht/report';
import { EXTENSION_TEXTS_DE } from './de.js';
import { EXTENSION_TEXTS_EN } from './en.js';
import type { ExtensionTexts } from './types.js';

export type { ExtensionTexts } from './types.js';
export const EXTENSION_TEXTS: Record<Language, ExtensionTexts> = {
  de: EXTENSION_TEXTS_DE,
  en: EXTENSION_TEXTS_EN,
};
