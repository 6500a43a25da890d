import type { LanguageFacts, LanguagePart } from '@klarsicht/rules';
import type { DomElement, DomNode } from '../../page/in-page-dom.js';
import type { HelperWindow } from '../page-helpers.js';

/**
 * Runs INSIDE the page (self-contained). Collects the shown text of the page by language scope:
 * text under an element with a `lang` attribute belongs to that element (up to the next one), the
 * rest to the page. Hidden subtrees, scripts and styles are left out; each scope keeps at most
 * `maxChars` characters, and at most `maxParts` parts are kept.
 */
export function gatherText(limits: { maxChars: number; maxParts: number }): LanguageFacts {
  const { maxChars, maxParts } = limits;
  const win = globalThis as unknown as HelperWindow;
  const doc = win.document;
  const root = doc.documentElement;
  const helpers = win.__klarsichtChecks!;
  const skipped = new Set([
    'script',
    'style',
    'noscript',
    'template',
    'head',
    'iframe',
    'object',
    'textarea',
    'select',
  ]);
  const texts: string[][] = [[]];
  const lengths: number[] = [0];
  const parts: LanguagePart[] = [];
  const stack: Array<[DomNode, number]> = [];
  if (doc.body) stack.push([doc.body, 0]);
  while (stack.length > 0) {
    const [node, scope] = stack.pop()!;
    if (node.nodeType === 3) {
      if (scope >= 0 && lengths[scope]! < maxChars) {
        const value = node.nodeValue ?? '';
        texts[scope]!.push(value);
        lengths[scope]! += value.length;
      }
      continue;
    }
    if (node.nodeType !== 1) continue;
    const element = node as DomElement;
    if (skipped.has(element.localName)) continue;
    const visible = (element as unknown as { checkVisibility?(): boolean }).checkVisibility?.() ?? true;
    if (!visible) continue;
    let childScope = scope;
    if (element !== root && element.hasAttribute('lang')) {
      const lang = (element.getAttribute('lang') ?? '').trim();
      // lang="" says the language is unknown: its text is judged against nothing.
      if (lang === '' || parts.length >= maxParts) childScope = -1;
      else {
        parts.push({ ...helpers.describe(element), lang, text: '' });
        texts.push([]);
        lengths.push(0);
        childScope = texts.length - 1;
      }
    }
    // Children in reverse, so that the stack hands them out in document order.
    for (let index = element.childNodes.length - 1; index >= 0; index--) {
      stack.push([element.childNodes[index]!, childScope]);
    }
  }
  const joined = texts.map((scopeTexts) =>
    scopeTexts.join(' ').replace(/\s+/g, ' ').trim().slice(0, maxChars),
  );
  parts.forEach((part, index) => {
    part.text = joined[index + 1]!;
  });
  const html = root.outerHTML;
  return {
    page: {
      selector: 'html',
      html: html.slice(0, html.indexOf('>') + 1),
      lang: root.getAttribute('lang') ?? '',
    },
    text: joined[0]!,
    parts,
  };
}
