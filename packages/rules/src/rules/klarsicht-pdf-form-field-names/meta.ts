import type { RuleMeta } from '../../model/rule.js';

export const meta: RuleMeta<'pdf'> = {
  id: 'klarsicht-pdf-form-field-names',
  artifact: 'pdf',
  // As axe's label: a field without a name is announced as "edit text" and cannot be filled in knowingly.
  impact: 'critical',
  tags: ['klarsicht', 'pdf', 'cat.forms'],
  requirements: { wcag: ['4.1.2'], en301549: ['10.4.1.2'], bfsg: 'webContent', act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF12',
};
