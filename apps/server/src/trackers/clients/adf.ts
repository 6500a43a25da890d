import { safeHref } from './markdown.js';
import type { TicketBlock, TicketDocument } from './types.js';

/**
 * A TicketDocument as Atlassian Document Format v1 (developer.atlassian.com/cloud/jira/platform/
 * apis/document/structure/): `doc` (version 1) holding `heading` (level 3), `paragraph` (text,
 * `hardBreak` for line breaks, a `link` mark on link text), `codeBlock` (unmarked text, optional
 * `language`) and `bulletList` > `listItem` > `paragraph`. Text nodes are literal in ADF, so page
 * content needs no escaping; the schema forbids empty text nodes (`minLength: 1`), so empty texts
 * are dropped, and empty blocks with them. Images are not embedded (ADF media nodes point to the
 * Media API, not to issue attachments): they stand as their alt text, with the attachment's file
 * name when the client attaches them.
 */

export type AdfMark = { type: 'link'; attrs: { href: string } };
export type AdfInline = { type: 'text'; text: string; marks?: AdfMark[] } | { type: 'hardBreak' };
export type AdfParagraph = { type: 'paragraph'; content?: AdfInline[] };
export type AdfBlock =
  | { type: 'heading'; attrs: { level: 1 | 2 | 3 | 4 | 5 | 6 }; content: AdfInline[] }
  | AdfParagraph
  | { type: 'codeBlock'; attrs?: { language: string }; content?: { type: 'text'; text: string }[] }
  | { type: 'bulletList'; content: { type: 'listItem'; content: AdfParagraph[] }[] };
export interface AdfDocument {
  version: 1;
  type: 'doc';
  content: AdfBlock[];
}

export interface AdfOptions {
  /** Images are attached to the issue: their line names the attachment too. */
  attachedImages?: boolean;
  /** Characters of text the document may hold: blocks past it are left out and `…` ends it. */
  maxText?: number;
}

export function renderAdf(document: TicketDocument, options: AdfOptions = {}): AdfDocument {
  const maxText = options.maxText ?? Number.POSITIVE_INFINITY;
  const content: AdfBlock[] = [];
  let used = 0;
  for (const block of document.blocks) {
    const rendered = renderBlock(block, options);
    if (!rendered) continue;
    const size = textSize(rendered);
    if (used + size > maxText - 1) {
      content.push(adfParagraph('…'));
      break;
    }
    content.push(rendered);
    used += size;
  }
  return { version: 1, type: 'doc', content };
}

/** Literal text (a comment, for instance) as an ADF document of one paragraph. */
export function adfText(text: string): AdfDocument {
  const paragraph = adfParagraph(text);
  return { version: 1, type: 'doc', content: paragraph.content ? [paragraph] : [] };
}

function renderBlock(block: TicketBlock, options: AdfOptions): AdfBlock | undefined {
  switch (block.kind) {
    case 'heading': {
      const text = oneLine(block.text);
      return text === '' ? undefined : { type: 'heading', attrs: { level: 3 }, content: [textNode(text)] };
    }
    case 'paragraph': {
      const paragraph = adfParagraph(block.text);
      return paragraph.content ? paragraph : undefined;
    }
    case 'link': {
      const text = oneLine(block.text) || oneLine(block.url);
      if (text === '') return undefined;
      const href = safeHref(block.url);
      // A link to anything but http(s) (javascript:, data:) is no link, only its text.
      return {
        type: 'paragraph',
        content: [href ? { type: 'text', text, marks: [{ type: 'link', attrs: { href } }] } : textNode(text)],
      };
    }
    case 'code': {
      const text = withoutControls(block.text).replace(/\r\n?/g, '\n').replace(/\n+$/, '');
      const language = (block.language ?? '').replace(/[^A-Za-z0-9_+#.-]/g, '').slice(0, 30);
      if (text === '') return undefined;
      return {
        type: 'codeBlock',
        ...(language ? { attrs: { language } } : {}),
        content: [{ type: 'text', text }],
      };
    }
    case 'list': {
      const items = block.items
        .map((item) => adfParagraph(item))
        .filter((paragraph) => paragraph.content)
        .map((paragraph) => ({ type: 'listItem' as const, content: [paragraph] }));
      // A bulletList needs at least one item.
      return items.length === 0 ? undefined : { type: 'bulletList', content: items };
    }
    case 'image': {
      const alt = oneLine(block.alt);
      const name = oneLine(block.fileName);
      const text = options.attachedImages && name ? (alt ? `${alt} (${name})` : name) : alt || name;
      return text === '' ? undefined : { type: 'paragraph', content: [textNode(text)] };
    }
  }
}

/** A paragraph of literal text: its lines as text nodes between hard breaks, blank lines dropped. */
function adfParagraph(text: string): AdfParagraph {
  const lines = withoutControls(text)
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return { type: 'paragraph' };
  const content: AdfInline[] = [];
  lines.forEach((line, index) => {
    if (index > 0) content.push({ type: 'hardBreak' });
    content.push(textNode(line));
  });
  return { type: 'paragraph', content };
}

function textNode(text: string): { type: 'text'; text: string } {
  return { type: 'text', text };
}

function oneLine(text: string): string {
  return withoutControls(text).replace(/\s+/g, ' ').trim();
}

function withoutControls(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

function textSize(block: AdfBlock): number {
  let size = 0;
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const record = node as { text?: unknown; content?: unknown };
    if (typeof record.text === 'string') size += record.text.length;
    if (Array.isArray(record.content)) for (const child of record.content) visit(child);
  };
  visit(block);
  return size;
}
