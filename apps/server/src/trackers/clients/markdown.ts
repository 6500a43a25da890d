import type { ImageBlock, TicketBlock, TicketDocument } from './types.js';

/**
 * A TicketDocument as GitHub- or GitLab-flavoured Markdown. Every text in a document is literal
 * (page titles, selectors, HTML snippets come from the scanned site), so nothing of it may become
 * markup, an image, a mention or a reference. What is done, in this order:
 *
 * 1. References and mentions are broken with a zero-width joiner (U+200D) after the sigil:
 *    `@team`, `#1`, `!2`, `~label`, `%milestone`, `$snippet`, `&epic`, `^alert`, `GH-3`,
 *    `[vulnerability:4]`, `*iteration:5`. Backslash escapes do not help here: GitHub and GitLab find
 *    mentions and references in the text *after* rendering, outside code and links only. The joiner
 *    is invisible, but a copied `@team` carries it.
 * 2. Markdown is backslash-escaped: every character that can start inline syntax
 *    (\ ` * _ { } [ ] ( ) < > ! & ~ $ ^ | #) everywhere, and at the start of a line also the block
 *    markers `-`, `+`, `=` and `1.`/`1)`. So `<img src=x onerror=…>` stays text (no raw HTML),
 *    `&lt;` stays those four characters, `$x$` is no formula and `{+x+}` no GitLab diff.
 * 3. Line breaks inside a text become hard breaks (a trailing backslash) and blank lines are dropped,
 *    so page text can neither end its paragraph nor start a block of its own.
 * Code blocks are fenced with more backticks than the longest backtick run inside; their content is
 * not escaped (code is literal, and neither tracker looks for mentions in code). Bare URLs in page
 * text may still be autolinked by the tracker and `:smile:` may become an emoji: text, not markup.
 * Titles are not Markdown on either tracker, but both link references in them: `plainTitle` does
 * step 1 only.
 */

const ZWJ = '\u200D';

export interface MarkdownOptions {
  /**
   * Where an uploaded image is (GitLab's upload `url`); an image without one is left out and its
   * alt text stands as a line.
   */
  imageUrl?: (block: ImageBlock, index: number) => string | undefined;
  /** The body's limit in characters: blocks past it are left out and `…` ends the body. */
  maxLength?: number;
}

export function renderMarkdown(document: TicketDocument, options: MarkdownOptions = {}): string {
  const maxLength = options.maxLength ?? Number.POSITIVE_INFINITY;
  const parts: string[] = [];
  let length = 0;
  document.blocks.forEach((block, index) => {
    if (length === -1) return;
    const rendered = renderBlock(block, index, options);
    if (rendered === '') return;
    const added = rendered.length + (parts.length > 0 ? 2 : 0);
    // Room for the closing "\n\n…" is kept.
    if (length + added > maxLength - 3) {
      parts.push('…');
      length = -1;
      return;
    }
    parts.push(rendered);
    length += added;
  });
  return parts.join('\n\n');
}

/** A paragraph of literal text (a comment, for instance) as Markdown. */
export function markdownText(text: string): string {
  return lines(text)
    .map((line) => escapeLine(line))
    .join('\\\n');
}

/** A title for GitHub or GitLab: one line, references broken (see above), at most `max` characters. */
export function plainTitle(title: string, max = 255): string {
  return cutText(neutralizeReferences(oneLine(title)), max);
}

function renderBlock(block: TicketBlock, index: number, options: MarkdownOptions): string {
  switch (block.kind) {
    case 'heading': {
      const text = oneLine(block.text);
      return text === '' ? '' : `### ${escapeLine(text)}`;
    }
    case 'paragraph':
      return markdownText(block.text);
    case 'link': {
      const href = safeHref(block.url);
      const text = oneLine(block.text) || oneLine(block.url);
      if (text === '') return '';
      if (!href) return escapeLine(text);
      return `[${escapeLine(text)}](<${href}>)`;
    }
    case 'code':
      return fencedCode(block.text, block.language);
    case 'list': {
      const items = block.items
        .map((item) => lines(item).map((line) => escapeLine(line)))
        .filter((item) => item.length > 0)
        .map((item) => `- ${item.join('\\\n  ')}`);
      return items.join('\n');
    }
    case 'image': {
      const alt = oneLine(block.alt) || oneLine(block.fileName);
      const url = options.imageUrl?.(block, index);
      const href = url === undefined ? undefined : safeImageHref(url);
      if (href) return `![${escapeLine(alt)}](<${href}>)`;
      return alt === '' ? '' : escapeLine(alt);
    }
  }
}

function fencedCode(text: string, language?: string): string {
  const body = withoutControls(text).replace(/\r\n?/g, '\n').replace(/\n+$/, '');
  const longestRun = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  // An info string must not hold a backtick; anything but a plain language name is dropped.
  const info = (language ?? '').replace(/[^A-Za-z0-9_+#.-]/g, '').slice(0, 30);
  return `${fence}${info}\n${body}\n${fence}`;
}

/** Escapes one line (no line breaks in it) of literal text. */
function escapeLine(line: string): string {
  const escaped = neutralizeReferences(line).replace(/[\\`*_{}[\]()<>!&~$^|#]/g, '\\$&');
  // Block markers only count at the start of a line (lines are trimmed, so that is index 0).
  return escaped.replace(/^[-+=]/, '\\$&').replace(/^(\d+)([.)])/, '$1\\$2');
}

function neutralizeReferences(text: string): string {
  return text
    .replace(/([@#!~%$&^])(?=[\p{L}\p{N}_"])/gu, `$1${ZWJ}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1${ZWJ}-`)
    .replace(/\[(?=[a-z_]+:)/g, `[${ZWJ}`)
    .replace(/\*(?=iteration:)/g, `*${ZWJ}`);
}

/** The non-empty, trimmed lines of a text. */
function lines(text: string): string[] {
  return withoutControls(text)
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

function oneLine(text: string): string {
  return withoutControls(text).replace(/\s+/g, ' ').trim();
}

function withoutControls(text: string): string {
  // C0 controls but tab and line breaks, and DEL; they have no business in a ticket.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

function cutText(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : text;
}

/** http(s) URLs only, serialised (spaces, quotes and angle brackets percent-encoded). */
export function safeHref(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  return encodeAngles(parsed.href);
}

/** An upload's URL: absolute http(s), or a path on the tracker (GitLab answers `/uploads/…`). */
function safeImageHref(url: string): string | undefined {
  if (/^\/(?!\/)/.test(url)) return encodeAngles(encodeURI(decodeURISafe(url)));
  return safeHref(url);
}

function decodeURISafe(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

function encodeAngles(href: string): string {
  return href.replace(/</g, '%3C').replace(/>/g, '%3E').replace(/\s/g, '%20');
}
