import type { Language } from '@klarsicht/report';

/**
 * A check message as axe's locale files hold it: a string with `${data.name}` (or `${data}`)
 * placeholders, variants by `data.messageKey` (with a `default`), or singular and plural forms for
 * data that is a list.
 */
export type CheckMessage = string | { [variant: string]: string };

const GERMAN_NUMBER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3, useGrouping: false });

/** "4.5:1" as axe writes an expected contrast ratio. */
const RATIO = /^(\d+(?:\.\d+)?)\s?:\s?1$/;
/** A length as axe writes one: "10.5pt (14px)", "24px", "0.12em". */
const LENGTHS = /^\d+(?:\.\d+)?(?:pt|px|em|%)?(?: \(\d+(?:\.\d+)?(?:pt|px|em|%)?\))?$/;

/**
 * A number in the reader's notation: German has a decimal comma, a space before a unit and around
 * a ratio's colon ("1,91 : 1", "10,5 pt"; no-break spaces, see keepTogether). English is left as axe wrote it, character for character.
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

function show(value: unknown, language: Language): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((item) => show(item, language)).join(', ');
  if (typeof value === 'number') return language === 'en' ? String(value) : GERMAN_NUMBER.format(value);
  return localNumbers(String(value), language);
}

function substitute(template: string, data: unknown, language: Language): string {
  if (typeof data === 'string') return template.replace(/\$\{\s?data\s?\}/g, data);
  if (Array.isArray(data)) return substitute(template, { values: data }, language);
  if (typeof data !== 'object' || data === null) return template;
  const filled = template.replace(/\$\{\s?data\.(\w+)\s?\}/g, (placeholder, name: string) =>
    Object.hasOwn(data, name) ? show((data as Record<string, unknown>)[name], language) : placeholder,
  );
  return keepTogether(filled, language);
}

/**
 * The message filled from the check's data, or undefined when the message has no variant for it.
 * Numbers in the data are written as `language` writes them (see localNumbers).
 */
export function renderCheckMessage(
  message: CheckMessage | undefined,
  data: unknown,
  language: Language = 'en',
): string | undefined {
  if (message === undefined) return undefined;
  if (typeof message === 'string') return substitute(message, data, language);
  if (Array.isArray(data)) {
    const form = data.length === 1 ? message.singular : message.plural;
    if (form !== undefined) return substitute(form, data, language);
  }
  if (typeof data === 'string' && message[data] !== undefined)
    return substitute(message[data], data, language);
  const key =
    typeof data === 'object' && data !== null ? (data as { messageKey?: unknown }).messageKey : undefined;
  const variant = (typeof key === 'string' ? message[key] : undefined) ?? message.default;
  return variant === undefined ? undefined : substitute(variant, data, language);
}
