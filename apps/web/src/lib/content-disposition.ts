/**
 * The file name a download should get from a Content-Disposition header: RFC 6266's `filename*`
 * (UTF-8, percent-encoded) before the plain `filename`, with any path stripped. Falls back to
 * `fallback` when the header is missing or names nothing usable.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | undefined;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : fallback;
}
