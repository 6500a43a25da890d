import type { Language } from '@klarsicht/report';
import { fill } from '@klarsicht/report';

/**
 * A check's message, as a finding's failure summary lists it: a template (see fill.ts), variants
 * by `data.messageKey` (with a `default`), or singular and plural forms for data that is a list
 * (`{values}` names the list). Data that is a single string is `{value}`.
 */
export type CheckMessage = string | { [variant: string]: string };

function valuesOf(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') return { value: data };
  if (Array.isArray(data)) return { values: data };
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/**
 * The message filled from the check's data, or undefined when the message has no variant for it.
 * Numbers in the data are written as `language` writes them.
 */
export function renderCheckMessage(
  message: CheckMessage | undefined,
  data: unknown,
  language: Language = 'en',
): string | undefined {
  if (message === undefined) return undefined;
  const values = valuesOf(data);
  if (typeof message === 'string') return fill(message, values, language);
  if (Array.isArray(data)) {
    const form = data.length === 1 ? message.singular : message.plural;
    if (form !== undefined) return fill(form, values, language);
  }
  if (typeof data === 'string' && message[data] !== undefined) return fill(message[data], values, language);
  const key = typeof values.messageKey === 'string' ? values.messageKey : undefined;
  const variant = (key === undefined ? undefined : message[key]) ?? message.default;
  return variant === undefined ? undefined : fill(variant, values, language);
}

/**
 * A message of axe-core's locales in our format: axe writes `${data.name}`, `${data}` for data that
 * is a single string, and `${data.values}` for a list.
 */
export function fromAxeTemplate(template: string): string {
  return template.replace(/\$\{\s?data\.(\w+)\s?\}/g, '{$1}').replace(/\$\{\s?data\s?\}/g, '{value}');
}

/** An axe message, every variant in our format. */
export function fromAxeMessage(message: CheckMessage): CheckMessage {
  if (typeof message === 'string') return fromAxeTemplate(message);
  return Object.fromEntries(
    Object.entries(message).map(([variant, text]) => [variant, fromAxeTemplate(text)]),
  );
}
