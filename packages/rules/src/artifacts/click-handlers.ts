import type { ElementRef } from '../model/element-ref.js';

export interface ClickFacts {
  /** Elements with a pointer handler of their own that the keyboard can neither reach nor operate. */
  barriers: Array<ElementRef & { events: string[] }>;
  /** Elements with a pointer handler of their own that the keyboard reaches. */
  operable: number;
  /** The first of those, as the example of a pass. */
  example?: ElementRef;
}
