import type { RuleMeta } from '../../model/rule.js';

/**
 * WCAG 4.1.2 Name, Role, Value: a name or role description on an element whose role prohibits it
 * reaches no one. Implements ACT rule kb1m8s for the naming and role-description properties.
 */
export const meta: RuleMeta<'aria-names'> = {
  id: 'klarsicht-aria-prohibited-name',
  artifact: 'aria-names',
  impact: 'serious',
  tags: ['cat.aria'],
  requirements: { wcag: ['4.1.2'], act: ['kb1m8s'] },
  helpUrl: 'https://www.w3.org/TR/wai-aria-1.2/#namefromprohibited',
};
