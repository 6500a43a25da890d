import type { AriaNameFacts, NamedElement } from '@klarsicht/rules';
import type { DomElement } from '../../page/in-page-dom.js';
import type { HelperWindow } from '../page-helpers.js';

type AxeRoles = { commons: { aria: { getRole(element: DomElement, options?: unknown): string | null } } };

/**
 * Runs INSIDE the page (self-contained), after the page helpers: the elements with aria-label,
 * aria-labelledby, aria-braillelabel, aria-roledescription or aria-brailleroledescription that
 * assistive technology sees, with their computed role. At most `max` elements.
 */
export function gatherAriaNames(max: number): AriaNameFacts {
  const win = globalThis as unknown as HelperWindow & { axe?: AxeRoles };
  const helpers = win.__klarsichtChecks!;
  const names = [
    'aria-label',
    'aria-labelledby',
    'aria-braillelabel',
    'aria-roledescription',
    'aria-brailleroledescription',
  ];
  const found = win.document.querySelectorAll(names.map((name) => `[${name}]`).join(', '));
  const elements: NamedElement[] = [];
  for (let index = 0; index < found.length && elements.length < max; index++) {
    const element = found[index]!;
    if (!helpers.isExposed(element)) continue;
    let role = '';
    try {
      role = win.axe?.commons.aria.getRole(element) ?? '';
    } catch {
      continue;
    }
    elements.push({
      ...helpers.describe(element),
      role,
      attributes: names.filter((name) => element.hasAttribute(name)),
    });
  }
  return { elements };
}
