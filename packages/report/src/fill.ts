import type { Language } from './report-types.js';

/*
 * The one message format of Klarsicht's texts outside the web UI: `{name}` is replaced by the value
 * `name`, written as the reader's language writes it. A value that is missing leaves nothing: a
 * gap reads better than a brace, and the completeness tests see to it that no text of ours asks for
 * a value its callers do not give.
 */

const GERMAN_NUMBER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3, useGrouping: false });

/** "4.5:1" as axe writes an expected contrast ratio. */
const RATIO = /^(\d+(?:\.\d+)?)\s?:\s?1$/;
/** A length as axe writes one: "10.5pt (14px)", "24px", "0.12em". */
const LENGTHS = /^\d+(?:\.\d+)?(?:pt|px|em|%)?(?: \(\d+(?:\.\d+)?(?:pt|px|em|%)?\))?$/;

/** A placeholder: `{name}`. */
const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A number in the reader's notation: German has a decimal comma, a space before a unit and around
 * a ratio's colon ("1,91 : 1", "10,5 pt"; no-break spaces, see keepTogether). English is left as
 * it was written, character for character.
 */
function localNumbers(text: string, language: Language): string {
  if (language === 'en') return text;
  const ratio = RATIO.exec(text);
  if (ratio) return `${GERMAN_NUMBER.format(Number(ratio[1]))} : 1`;
  if (!LENGTHS.test(text)) return text;
  return text.replace(/(\d+(?:\.\d+)?)(pt|px|em|%)?/g, (_match, number: string, unit?: string) =>
    unit ? `${GERMAN_NUMBER.format(Number(number))} ${unit}` : GERMAN_NUMBER.format(Number(number)),
  );
}

/** German keeps a number with its unit and a ratio whole at a line end: no-break spaces there. */
function keepTogether(text: string, language: Language): string {
  if (language === 'en') return text;
  return text.replace(/(\d) : 1\b/g, '$1\u00a0:\u00a01').replace(/(\d) (px|pt|em)\b/g, '$1\u00a0$2');
}

/** A value as the reader's language writes it; a list as its items, separated by commas. */
function show(value: unknown, language: Language): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((item) => show(item, language)).join(', ');
  if (typeof value === 'number') return language === 'en' ? String(value) : GERMAN_NUMBER.format(value);
  return localNumbers(String(value), language);
}

/** `template` with each `{name}` replaced by `values.name` in `language`'s notation (empty when missing). */
export function fill(
  template: string,
  values: Readonly<Record<string, unknown>> = {},
  language: Language = 'en',
): string {
  const filled = template.replace(PLACEHOLDER, (_placeholder, name: string) =>
    Object.hasOwn(values, name) ? show(values[name], language) : '',
  );
  return keepTogether(filled, language);
}

/** The names of a template's placeholders, in order of first use. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
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
  values: Readonly<Record<string, unknown>> = {},
  language: Language = 'en',
): string {
  return fill(count === 1 ? text.one : text.other, { count, ...values }, language);
}
