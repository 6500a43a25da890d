import type { ElementRef } from '../model/element-ref.js';

/** Boxes that showed all their text as the page came and cut some of it off in a changed layout. */
export interface ClippingFacts {
  /** `linked`: a link in or right beside the box may lead to the full text. */
  clipped: Array<ElementRef & { axis: 'x' | 'y'; ellipsis: boolean; linked: boolean }>;
  /** Boxes that hide overflow and hold visible text in the changed layout: what the check judged. */
  candidates: number;
}

/** What the page does 320 CSS px wide (WCAG 1.4.10). */
export interface ReflowFacts {
  /** The page scrolls sideways, or hides content past its right edge. */
  overflows: boolean;
  /** The outermost elements that reach past the right edge; `exempt` for content that needs two dimensions. */
  culprits: Array<ElementRef & { exempt: boolean }>;
}

/** The page in three changed layouts: text spacing, 200 % zoom and a 320 CSS px wide viewport. */
export interface LayoutFacts {
  zoom: ClippingFacts;
  spacing: ClippingFacts;
  reflow: ReflowFacts;
}
