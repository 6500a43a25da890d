import type { RuleMeta } from '../../model/rule.js';

/**
 * WCAG 3.1.4 Abbreviations, AAA: what an abbreviation stands for can be found. One written out
 * nowhere on the page (no <abbr title>, no expansion in brackets beside it) may be explained in a
 * glossary or be common knowledge: a person must look.
 */
export const meta: RuleMeta<'content'> = {
  id: 'klarsicht-abbreviations',
  artifact: 'content',
  impact: 'minor',
  tags: ['cat.language'],
  requirements: { wcag: ['3.1.4'], act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/abbreviations.html',
};
