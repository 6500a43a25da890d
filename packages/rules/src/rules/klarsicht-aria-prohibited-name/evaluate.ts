import type { AriaNameFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';

/**
 * Roles that prohibit naming (WAI-ARIA 1.2, "Name From: prohibited"; 1.3 adds the braille label):
 * assistive technology ignores a name given to them, so whatever the name says is lost. An element
 * without a role of its own (span, div) has the role generic. Only 1.2's list: the roles 1.3 adds
 * are not final.
 */
const NAMING_PROHIBITED = new Set([
  'caption',
  'code',
  'deletion',
  'emphasis',
  'generic',
  'insertion',
  'none',
  'paragraph',
  'presentation',
  'strong',
  'subscript',
  'superscript',
]);
const NAMING = ['aria-label', 'aria-labelledby', 'aria-braillelabel'];
/** WAI-ARIA 1.3 prohibits a role description on generic elements: there is no role to describe. */
const ROLE_DESCRIPTION = ['aria-roledescription', 'aria-brailleroledescription'];

export function evaluate(facts: AriaNameFacts): Verdict[] {
  return facts.elements.map(({ selector, html, role, attributes }) => {
    const shownRole = role === '' ? 'generic' : role;
    const prohibited = [
      ...(NAMING_PROHIBITED.has(shownRole) ? attributes.filter((name) => NAMING.includes(name)) : []),
      ...(['generic', 'none', 'presentation'].includes(shownRole)
        ? attributes.filter((name) => ROLE_DESCRIPTION.includes(name))
        : []),
    ];
    return prohibited.length === 0
      ? { selector, html, outcome: 'passed' as const, check: 'aria-prohibited-name' }
      : {
          selector,
          html,
          outcome: 'failed' as const,
          check: 'aria-prohibited-name',
          data: { attributes: prohibited.join(', '), role: shownRole },
        };
  });
}
