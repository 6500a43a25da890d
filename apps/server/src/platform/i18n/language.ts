/**
 * The languages the server writes in (sign-in pages, mails, reports), how a request picks one, and
 * how a text's placeholders are filled: one place for all of them. German first, English second.
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

/** A text in its singular and plural form (German and English need no more). */
export interface PluralText {
  one: string;
  other: string;
}

/** The form of `text` for `count`, filled with `count` and `values`. */
export function fillPlural(
  text: PluralText,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return fill(count === 1 ? text.one : text.other, { count, ...values });
}

/** `template` with each `{name}` replaced by `values.name` (empty when missing). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => String(values[key] ?? ''));
}
