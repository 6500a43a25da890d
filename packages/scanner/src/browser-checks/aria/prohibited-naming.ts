import type { BrowserCheckRule } from '../browser-check-rule.js';
import type { AriaNameFacts } from './gather-aria-names.js';

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

/**
 * WCAG 4.1.2 Name, Role, Value: a name or role description on an element whose role prohibits it
 * reaches no one. Implements ACT rule kb1m8s for the naming and role-description properties.
 */
export const prohibitedNamingRule: BrowserCheckRule<AriaNameFacts> = {
  id: 'klarsicht-aria-prohibited-name',
  impact: 'serious',
  tags: ['cat.aria', 'wcag2a', 'wcag412', 'EN-301-549', 'EN-9.4.1.2'],
  actRules: ['kb1m8s'],
  helpUrl: 'https://www.w3.org/TR/wai-aria-1.2/#namefromprohibited',
  evaluate(facts) {
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
  },
};
