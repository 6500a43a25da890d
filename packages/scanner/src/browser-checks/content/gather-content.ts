import type { ContentFacts, ImageFacts, LinkFacts } from '@klarsicht/rules';
import type { DomElement, DomNode } from '../../page/in-page-dom.js';
import type { ElementRef, HelperWindow } from '../page-helpers.js';

/**
 * Runs INSIDE the page (self-contained), after the page helpers. Only what assistive technology
 * sees counts; at most `max` links, images and justified blocks each.
 */
export function gatherContent(max: number): ContentFacts {
  const win = globalThis as unknown as HelperWindow & { document: { title: string } };
  const doc = win.document;
  const helpers = win.__klarsichtChecks!;
  const links: LinkFacts[] = [];
  const anchors = doc.querySelectorAll('a[href], area[href], [role="link"]');
  for (let index = 0; index < anchors.length && links.length < max; index++) {
    const anchor = anchors[index]!;
    if (!helpers.isExposed(anchor)) continue;
    const role = anchor.getAttribute('role');
    if (role && role !== 'link') continue;
    const target = (anchor.getAttribute('target') ?? '').trim().toLowerCase();
    const described = (anchor.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (doc.getElementById(id)?.textContent ?? '') : ''))
      .join(' ');
    const image = anchor.querySelectorAll('img[alt]')[0];
    const href = anchor.getAttribute('href');
    let next = anchor.nextElementSibling;
    let between = '';
    for (
      let node = (anchor as unknown as { nextSibling: DomNode | null }).nextSibling;
      node && node !== next;
    ) {
      between += node.nodeValue ?? '';
      node = (node as unknown as { nextSibling: DomNode | null }).nextSibling;
    }
    if (between.trim() !== '') next = null;
    links.push({
      ...helpers.describe(anchor),
      name: helpers.accessibleName(anchor),
      newWindow: target !== '' && !['_self', '_parent', '_top'].includes(target),
      hint: `${anchor.getAttribute('title') ?? ''} ${described}`.replace(/\s+/g, ' ').trim(),
      ...(image ? { imageAlt: (image.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim() } : {}),
      ownText: (anchor.textContent ?? '').replace(/\s+/g, ' ').trim(),
      sameTargetNext:
        href !== null && next !== null && next.localName === 'a' && next.getAttribute('href') === href,
    });
  }
  const images: ImageFacts[] = [];
  const imageElements = doc.querySelectorAll('img[alt]');
  for (let index = 0; index < imageElements.length && images.length < max; index++) {
    const image = imageElements[index]!;
    const alt = (image.getAttribute('alt') ?? '').trim();
    if (alt === '' || !helpers.isExposed(image)) continue;
    images.push({ ...helpers.describe(image), alt, title: (image.getAttribute('title') ?? '').trim() });
  }
  const justified: ElementRef[] = [];
  const blocks = doc.querySelectorAll('p, li, td, th, dd, blockquote, div, article, section');
  for (let index = 0; index < blocks.length && justified.length < max; index++) {
    const block = blocks[index]!;
    if (win.getComputedStyle(block).getPropertyValue('text-align') !== 'justify') continue;
    let own = 0;
    for (let child = 0; child < block.childNodes.length; child++) {
      const node = block.childNodes[child]!;
      if (node.nodeType === 3) own += (node.nodeValue ?? '').trim().length;
      else if (node.nodeType === 1 && win.getComputedStyle(node as DomElement).display.startsWith('inline')) {
        own += ((node as DomElement).textContent ?? '').trim().length;
      }
    }
    if (own >= 100 && helpers.isRendered(block)) justified.push(helpers.describe(block));
  }
  const smallText: Array<ElementRef & { size: number }> = [];
  const firstUse = new Map<string, DomElement>();
  const texts = doc.querySelectorAll('body *');
  for (let index = 0; index < texts.length && smallText.length < max; index++) {
    const element = texts[index]!;
    let own = '';
    for (let child = 0; child < element.childNodes.length; child++) {
      const node = element.childNodes[child]!;
      if (node.nodeType === 3) own += node.nodeValue ?? '';
    }
    if (!/\p{L}/u.test(own)) continue;
    // Words of capitals only, two to six letters (digits allowed after the first): abbreviations,
    // unless written out in an <abbr title> or beside them in brackets somewhere on the page.
    for (const match of own.matchAll(/(?<![\p{L}\d])[A-ZÄÖÜ][A-ZÄÖÜ\d]{1,5}(?![\p{L}\d])/gu)) {
      const word = match[0];
      if (!/[A-ZÄÖÜ].*[A-ZÄÖÜ]/.test(word) || /^[IVXLCDM]+$/.test(word) || firstUse.has(word)) continue;
      if (element.closest('abbr[title], code, pre, kbd, samp, [translate="no"]') !== null) continue;
      if (!helpers.isRendered(element)) continue;
      firstUse.set(word, element);
    }
    const size = Number.parseFloat(win.getComputedStyle(element).getPropertyValue('font-size'));
    // Font sizes under 1 px (and boxes of a pixel or two) hide text on purpose, for screen readers.
    if (!(size >= 1 && size < 9) || !helpers.isRendered(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2) continue;
    smallText.push({ ...helpers.describe(element), size });
  }
  const written = new Set<string>();
  const titled = doc.querySelectorAll('abbr[title]');
  for (let index = 0; index < titled.length; index++) written.add((titled[index]!.textContent ?? '').trim());
  const pageText = (doc.body as unknown as { innerText?: string } | null)?.innerText ?? '';
  const abbreviations: Array<ElementRef & { abbreviation: string }> = [];
  for (const [word, element] of firstUse) {
    if (abbreviations.length >= 20) break;
    const besideBrackets = new RegExp(`\\(${word}\\)|${word}\\s*\\([^)]{4,}\\)`);
    if (written.has(word) || besideBrackets.test(pageText)) continue;
    abbreviations.push({ ...helpers.describe(element), abbreviation: word });
  }
  return {
    title: (doc.title ?? '').replace(/\s+/g, ' ').trim(),
    links,
    images,
    justified,
    smallText,
    abbreviations,
  };
}
