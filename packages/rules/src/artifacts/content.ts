import type { ElementRef } from '../model/element-ref.js';

export interface LinkFacts extends ElementRef {
  /** Accessible name, whitespace collapsed. */
  name: string;
  /** Opens in a new window or tab (`target="_blank"` or a named target). */
  newWindow: boolean;
  /** The title attribute and the text of aria-describedby, which may say so. */
  hint: string;
  /** The alt text of an image inside the link, and the link's text beside it. */
  imageAlt?: string;
  ownText: string;
  /** The next element is a link to the same address, with nothing but white space between. */
  sameTargetNext: boolean;
}

export interface ImageFacts extends ElementRef {
  alt: string;
  title: string;
}

/** What the content heuristics judge: link names, image alt texts, the title, justified text. */
export interface ContentFacts {
  title: string;
  links: LinkFacts[];
  images: ImageFacts[];
  /** Blocks of at least 100 characters of their own text set with `text-align: justify`. */
  justified: ElementRef[];
  /** Elements whose own visible text is set smaller than 9 CSS px. */
  smallText: Array<ElementRef & { size: number }>;
  /** Abbreviations (words of capitals) written out nowhere on the page, each where it is first used. */
  abbreviations: Array<ElementRef & { abbreviation: string }>;
}
