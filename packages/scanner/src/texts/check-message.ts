/**
 * A check message as axe's locale files hold it: a string with `${data.name}` (or `${data}`)
 * placeholders, variants by `data.messageKey` (with a `default`), or singular and plural forms for
 * data that is a list.
 */
export type CheckMessage = string | { [variant: string]: string };

function show(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(show).join(', ');
  return String(value);
}

function substitute(template: string, data: unknown): string {
  if (typeof data === 'string') return template.replace(/\$\{\s?data\s?\}/g, data);
  if (Array.isArray(data)) return substitute(template, { values: data });
  if (typeof data !== 'object' || data === null) return template;
  return template.replace(/\$\{\s?data\.(\w+)\s?\}/g, (placeholder, name: string) =>
    Object.hasOwn(data, name) ? show((data as Record<string, unknown>)[name]) : placeholder,
  );
}

/** The message filled from the check's data, or undefined when the message has no variant for it. */
export function renderCheckMessage(message: CheckMessage | undefined, data: unknown): string | undefined {
  if (message === undefined) return undefined;
  if (typeof message === 'string') return substitute(message, data);
  if (Array.isArray(data)) {
    const form = data.length === 1 ? message.singular : message.plural;
    if (form !== undefined) return substitute(form, data);
  }
  if (typeof data === 'string' && message[data] !== undefined) return substitute(message[data], data);
  const key =
    typeof data === 'object' && data !== null ? (data as { messageKey?: unknown }).messageKey : undefined;
  const variant = (typeof key === 'string' ? message[key] : undefined) ?? message.default;
  return variant === undefined ? undefined : substitute(variant, data);
}
