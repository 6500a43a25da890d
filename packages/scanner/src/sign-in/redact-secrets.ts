/** What a secret is replaced with wherever it would have shown. */
export const REDACTED = '[redacted]';

/**
 * A copy of `value` with every occurrence of each secret in its strings replaced: the safety net
 * under the sign-in, should a site echo a password or token into a page (a field's value
 * attribute, a debug line, an address). Binary data (screenshots) is left as it is.
 */
export function redactSecrets<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return value;
  // As written and as an address would carry it; longest first, so a token inside a longer secret
  // does not leave the rest of it behind.
  const spellings = secrets.flatMap((secret) => [secret, encodeURIComponent(secret)]);
  const ordered = [...new Set(spellings)].sort((a, b) => b.length - a.length);
  const redact = (text: string) => {
    let result = text;
    for (const secret of ordered) if (result.includes(secret)) result = result.split(secret).join(REDACTED);
    return result;
  };
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return redact(item);
    if (Array.isArray(item)) return item.map(walk);
    if (item === null || typeof item !== 'object' || ArrayBuffer.isView(item)) return item;
    return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry)]));
  };
  return walk(value) as T;
}
