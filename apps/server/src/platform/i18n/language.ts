/**
 * The languages the server writes in (sign-in pages, mails, reports) and how a request picks one.
 * German first, English second. Texts are filled by @klarsicht/texts' `fill`, the one for all of them.
 */

import { LANGUAGES, type Language } from '@klarsicht/contracts';

export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'de';

/** The language names in their own language, for language switches. */
export const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English' };

/** One of ours for a tag such as "de-AT" or "EN", else undefined. */
export function asLanguage(value: string | undefined): Language | undefined {
  const base = value?.trim().slice(0, 2).toLowerCase();
  return base === 'de' || base === 'en' ? base : undefined;
}

/** The first of ours in an Accept-Language header, by weight; undefined when it names none. */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  const accepted = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return { language: asLanguage(tag), weight: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return accepted[0]?.language;
}
