import type { DomElement } from '../in-page-dom.js';
import type { ElementRef, HelperWindow } from '../page-helpers.js';

export interface LinkFacts extends ElementRef {
  /** Accessible name, whitespace collapsed. */
  name: string;
}

export interface ImageFacts extends ElementRef {
  alt: string;
}

/** What the content heuristics judge: link names, image alt texts, the title, justified text. */
export interface ContentFacts {
  title: string;
  links: LinkFacts[];
  images: ImageFacts[];
  /** Blocks of at least 100 characters of their own text set with `text-align: justify`. */
  justified: ElementRef[];
}

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
    links.push({ ...helpers.describe(anchor), name: helpers.accessibleName(anchor) });
  }
  const images: ImageFacts[] = [];
  const imageElements = doc.querySelectorAll('img[alt]');
  for (let index = 0; index < imageElements.length && images.length < max; index++) {
    const image = imageElements[index]!;
    const alt = (image.getAttribute('alt') ?? '').trim();
    if (alt === '' || !helpers.isExposed(image)) continue;
    images.push({ ...helpers.describe(image), alt });
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
  return { title: (doc.title ?? '').replace(/\s+/g, ' ').trim(), links, images, justified };
}
