import type { RuleMeta } from '../../model/rule.js';

export const meta: RuleMeta<'pdf'> = {
  id: 'klarsicht-pdf-title',
  artifact: 'pdf',
  // As axe's document-title: without a title the window, the tab and the screen reader's
  // announcement show a file name, which rarely says what the document is.
  impact: 'serious',
  tags: ['klarsicht', 'pdf', 'cat.text-alternatives'],
  requirements: { wcag: ['2.4.2'], en301549: ['10.2.4.2'], bfsg: 'webContent', act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF18',
};
