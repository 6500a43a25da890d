import type { RuleMeta } from '../../model/rule.js';

/**
 * WCAG 3.1.1 Language of Page: the root element's `lang` names the language most of the page's text
 * is written in, as detected from that text (only when there is enough of it, and only for
 * languages the detector knows).
 */
export const meta: RuleMeta<'language'> = {
  id: 'klarsicht-page-language',
  artifact: 'language',
  impact: 'serious',
  tags: ['cat.language'],
  requirements: { wcag: ['3.1.1'], act: ['ucwvc8'] },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/language-of-page.html',
};
