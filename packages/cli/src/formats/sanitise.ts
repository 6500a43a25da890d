/** Page content (titles, selectors, HTML) is untrusted text; each output strips what would harm it. */

/**
 * Characters XML 1.0 does not allow at all (not even as references): C0 controls except tab, LF
 * and CR, U+FFFE/U+FFFF, and lone surrogates (matched as code points thanks to the `u` flag).
 * JSON consumers (SARIF) fare no better with them.
 */
const INVALID_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function stripInvalidXmlChars(text: string): string {
  return text.replace(INVALID_XML_CHARS, '');
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const TERMINAL_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * For a terminal: control characters could move the cursor or recolour it, and bidi overrides
 * could reorder what is shown. One line, none of those.
 */
export function terminalSafe(text: string): string {
  return text.replace(TERMINAL_CONTROLS, ' ').replace(LONE_SURROGATES, '').replace(/\s+/g, ' ').trim();
}
