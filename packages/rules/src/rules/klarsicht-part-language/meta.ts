import type { RuleMeta } from '../../model/rule.js';

/**
 * WCAG 3.1.2 Language of Parts: an element's own `lang` names the language its text is written in.
 */
export const meta: RuleMeta<'language'> = {
  id: 'klarsicht-part-language',
  artifact: 'language',
  impact: 'serious',
  tags: ['cat.language'],
  requirements: { wcag: ['3.1.2'], act: ['off6ek'] },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/language-of-parts.html',
};
