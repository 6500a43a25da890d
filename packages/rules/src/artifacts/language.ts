import type { ElementRef } from '../model/element-ref.js';

/** An element with a `lang` attribute of its own, and its text outside nested `lang` elements. */
export interface LanguagePart extends ElementRef {
  lang: string;
  text: string;
}

export interface LanguageFacts {
  /** The root element's `lang` ("" when missing), and its own tag as findings show it. */
  page: ElementRef & { lang: string };
  /** The page's text outside elements with a `lang` of their own: what the page language covers. */
  text: string;
  parts: LanguagePart[];
}
