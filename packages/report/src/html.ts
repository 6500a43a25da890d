/** Text from scanned pages, the database or a user, put into HTML we write (finding snippets, reports, sign-in pages): text only, never markup. */

// C0/C1 controls but tab and line breaks: no report needs to show them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(value: string | number): string {
  return String(value)
    .replace(CONTROLS, '')
    .replace(LONE_SURROGATES, '')
    .replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** An http(s) URL fit for a link's href (escaped), or undefined: other schemes are shown as text only. */
export function safeHref(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? escapeHtml(url.href) : undefined;
  } catch {
    return undefined;
  }
}
