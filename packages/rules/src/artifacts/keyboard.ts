import type { ElementRef } from '../model/element-ref.js';

/** How focus got out: Shift+Tab, Escape (then Tab), or a key combination the page's text names. */
export type WayOut = 'shift-tab' | 'escape' | 'advised-key';

export interface KeyboardFacts {
  /** Elements reachable by Tab, as counted in the page. */
  reachable: number;
  /**
   * Nothing on the page can keep focus (no script that could run or ran, no inline handler, frame,
   * embedded object or shadow root): the browser's own Tab order leaves every element, so the page
   * was not walked.
   */
  unscripted?: true;
  /**
   * Groups of elements that Tab kept focus in, with whether Shift+Tab or Escape let it out;
   * `restless` when scripts kept moving focus between them with no key pressed.
   */
  traps: Array<{ elements: ElementRef[]; leftBy: WayOut | null; restless?: boolean }>;
  /** The walk did not cover the page: too many elements, or not done within its time budget. */
  notChecked?: { reason: 'too-many-elements' | 'time-budget'; limit: number };
}
