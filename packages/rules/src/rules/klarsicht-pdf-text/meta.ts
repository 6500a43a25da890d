import type { RuleMeta } from '../../model/rule.js';

export const meta: RuleMeta<'pdf'> = {
  id: 'klarsicht-pdf-text',
  artifact: 'pdf',
  // A scan without text is silent to a screen reader and cannot be enlarged, searched or reflowed.
  impact: 'critical',
  tags: ['klarsicht', 'pdf', 'cat.text-alternatives'],
  requirements: {
    wcag: ['1.1.1', '1.4.5'],
    en301549: ['10.1.1.1', '10.1.4.5'],
    bfsg: 'webContent',
    act: 'none',
  },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF7',
};
