/**
 * A path of this app to return to: absolute path, no scheme or host (`//evil.example` is a
 * host), so a tampered state cannot send the user elsewhere.
 */
export function toAppPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\')) return null;
  return value;
}
