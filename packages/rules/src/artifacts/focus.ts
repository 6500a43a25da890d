import type { ElementRef } from '../model/element-ref.js';

/** What giving an element focus changed on the page. */
export interface FocusChange extends ElementRef {
  /** A style that can be seen changed on the element, around it or inside it. */
  styled: boolean;
  /** A script changed the page when the element got focus (a class, a style, a node). */
  scripted: boolean;
}

export interface FocusFacts {
  /** Every element that showed no change, and one that did (an example, as axe gives for passes). */
  elements: FocusChange[];
  /** Elements in the focus order beyond `limit` were not judged. */
  skipped: number;
  limit: number;
}
