import type { RuleMeta } from '../../model/rule.js';

export const meta: RuleMeta<'pdf'> = {
  id: 'klarsicht-pdf-bookmarks',
  artifact: 'pdf',
  impact: 'moderate',
  tags: ['klarsicht', 'pdf', 'cat.structure', 'best-practice'],
  requirements: { wcag: 'none', en301549: [], bfsg: 'none', act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF2',
};
