import type { FocusChange, FocusFacts } from '@klarsicht/rules';
import type { DomElement } from '../../page/in-page-dom.js';
import type { HelperWindow } from '../page-helpers.js';

type FocusWindow = HelperWindow & {
  MutationObserver: new (
    callback: () => void,
  ) => {
    observe(target: unknown, options: Record<string, boolean>): void;
    takeRecords(): unknown[];
    disconnect(): void;
  };
  document: HelperWindow['document'] & { getAnimations?(): unknown[] };
};

/**
 * Runs INSIDE the page (self-contained). Gives each element of the focus order focus by script,
 * as the Tab key would (Chromium then shows :focus-visible styles), and compares how the element,
 * its nearest ancestors, its neighbours and its first descendants look with and without focus.
 * A focus indicator may also be drawn by a script or start as a CSS transition: both are noted.
 */
export function gatherFocusIndicators(max: number): FocusFacts {
  const win = globalThis as unknown as FocusWindow;
  const doc = win.document;
  const helpers = win.__klarsichtChecks!;
  // What a person can see change, each as it shows: an outline or border only with a style and a
  // width (the browser's focus style changes outline-offset even when the page removes the outline).
  const PLAIN = [
    'box-shadow',
    'background-color',
    'background-image',
    'color',
    'text-shadow',
    'font-weight',
    'font-size',
    'transform',
    'opacity',
    'filter',
    'visibility',
    'display',
    'clip',
    'clip-path',
    'left',
    'top',
    'width',
    'height',
    'content',
  ];
  // Member functions, not named ones: a bundler may wrap named functions in helpers the page lacks.
  const tools = {} as {
    look(element: DomElement, pseudo: string | null): string;
    around(element: DomElement): DomElement[];
    /**
     * How the nodes look; with `rest`, the looks without focus, kept across elements (nearby links
     * share their ancestors): [without pseudo-elements, with them].
     */
    snapshot(nodes: DomElement[], rest?: [Map<DomElement, string>, Map<DomElement, string>]): string;
    animations(): number;
  };
  tools.look = (element, pseudo) => {
    const style = win.getComputedStyle(element, pseudo);
    const read = {} as { value(name: string): string; line(prefix: string): string };
    read.value = (name) => style.getPropertyValue(name);
    read.line = (prefix) =>
      ['none', 'hidden'].includes(read.value(`${prefix}-style`)) || read.value(`${prefix}-width`) === '0px'
        ? 'none'
        : `${read.value(`${prefix}-style`)} ${read.value(`${prefix}-width`)} ${read.value(`${prefix}-color`)}`;
    const outline = read.line('outline');
    const decoration =
      read.value('text-decoration-line') === 'none'
        ? 'none'
        : `${read.value('text-decoration-line')} ${read.value('text-decoration-color')} ${read.value('text-decoration-thickness')}`;
    return [
      outline === 'none' ? outline : `${outline} ${read.value('outline-offset')}`,
      read.line('border-top'),
      read.line('border-right'),
      read.line('border-bottom'),
      read.line('border-left'),
      decoration,
      ...PLAIN.map((name) => read.value(name)),
    ].join('|');
  };
  tools.around = (element) => {
    const nodes: DomElement[] = [element];
    let ancestor = element.parentElement;
    for (let level = 0; level < 3 && ancestor && ancestor !== doc.body; level++) {
      nodes.push(ancestor);
      ancestor = ancestor.parentElement;
    }
    const parent = element.parentElement;
    if (parent) {
      const siblings = Array.prototype.slice.call(parent.children) as DomElement[];
      const index = siblings.indexOf(element);
      if (index > 0) nodes.push(siblings[index - 1]!);
      if (index + 1 < siblings.length) nodes.push(siblings[index + 1]!);
    }
    const inside = element.querySelectorAll('*');
    for (let index = 0; index < inside.length && index < 4; index++) nodes.push(inside[index]!);
    return nodes;
  };
  // Pseudo-elements only of the element and its parent (a focus underline drawn with ::after, a
  // :focus-within frame): reading them everywhere costs more than all other styles together.
  tools.snapshot = (nodes, rest) =>
    nodes
      .map((node, index) => {
        const withPseudo = index < 2;
        // The element itself is always read: that brings the page's styles up to date (a transition
        // the last blur started begins now, before the animations are counted).
        const known = index === 0 ? undefined : rest?.[withPseudo ? 1 : 0].get(node);
        if (known !== undefined) return known;
        const look = withPseudo
          ? `${tools.look(node, null)}#${tools.look(node, '::before')}#${tools.look(node, '::after')}`
          : tools.look(node, null);
        rest?.[withPseudo ? 1 : 0].set(node, look);
        return look;
      })
      .join('\n');
  tools.animations = () => (doc.getAnimations ? doc.getAnimations().length : 0);
  const focusable = Array.prototype.slice.call(
    doc.querySelectorAll(
      'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]',
    ),
  ) as DomElement[];
  const inOrder = focusable.filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.hasAttribute('disabled') &&
      element.closest('[inert]') === null &&
      !(element.localName === 'input' && element.getAttribute('type') === 'hidden') &&
      helpers.isRendered(element),
  );
  const previous = doc.activeElement;
  if (previous && previous !== doc.body) previous.blur();
  const elements: FocusChange[] = [];
  const observer = new win.MutationObserver(() => undefined);
  observer.observe(doc, { attributes: true, childList: true, subtree: true, characterData: true });
  let passedShown = false;
  // With nothing focused the page looks as it did at the start, until a script changes it (then the
  // looks are read afresh) or something animates (then they are read afresh for every element).
  let rest: [Map<DomElement, string>, Map<DomElement, string>] | undefined = [new Map(), new Map()];
  const forget = () => {
    rest?.[0].clear();
    rest?.[1].clear();
  };
  try {
    for (const element of inOrder.slice(0, max)) {
      // A script may have moved focus here when the previous element lost it: start unfocused, or
      // (focus kept by script) leave the element to the keyboard check.
      if (doc.activeElement === element) element.blur();
      if (doc.activeElement === element) continue;
      // A script changed the page since the last look (a blur handler, a timer).
      if (observer.takeRecords().length > 0) forget();
      const nodes = tools.around(element);
      let before = tools.snapshot(nodes, rest);
      const animations = tools.animations();
      if (animations > 0 && rest) {
        rest = undefined;
        before = tools.snapshot(nodes);
      }
      observer.takeRecords();
      element.focus({ preventScroll: true });
      if (doc.activeElement !== element) continue;
      const styled = tools.snapshot(nodes) !== before || tools.animations() > animations;
      const scripted = observer.takeRecords().length > 0;
      element.blur();
      if (scripted) forget();
      // Passes are shown by one example, as axe shows its passes: naming every element costs time.
      if (styled && passedShown) continue;
      passedShown ||= styled;
      elements.push({ ...helpers.describe(element), styled, scripted });
    }
  } finally {
    observer.disconnect();
  }
  return { elements, skipped: Math.max(0, inOrder.length - max), limit: max };
}
